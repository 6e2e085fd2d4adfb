/**
 * The message catalogs the server reads (locales/<language>/<namespace>.json), for every language of the registry
 * (@shared/i18n/languages). Read from the locales folder at the project root, beside content/: this file sits two
 * folders below the root both in the sources (src/server) and once bundled (dist/server/<file>.js), so the same
 * relative address finds it from tsx, the tests and the production bundle. Each file is read once, at first use.
 */
import { readFileSync } from "node:fs";

export const LOCALES_FOLDER = new URL("../../locales/", import.meta.url);

export type Catalog = Record<string, unknown>;

const read = new Map<string, Catalog>();

/** locales/<language>/<namespace>.json, parsed. */
export function localeCatalog(language: string, namespace: string): Catalog {
  const key = `${language}/${namespace}`;
  let catalog = read.get(key);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(new URL(`${key}.json`, LOCALES_FOLDER), "utf8")) as Catalog;
    read.set(key, catalog);
  }
  return catalog;
}
