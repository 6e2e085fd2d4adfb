/** Test helpers that read the repository's own files (catalogs, content files, sources). Tests only. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

export function filesUnder(dir: string, pattern: RegExp): string[] {
  const absolute = path.join(REPO_ROOT, dir);
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(full)) found.push(full);
    }
  };
  walk(absolute);
  return found.sort();
}

export const readText = (file: string) => readFileSync(file, "utf8");
export const relativeToRepo = (file: string) => path.relative(REPO_ROOT, file);

/** locales/<language>/<namespace>.json, flattened to "namespace:a.b.c" → text. */
export function loadCatalogs(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of filesUnder(`locales/${language}`, /\.json$/)) {
    const namespace = path.basename(file, ".json");
    const flatten = (value: unknown, prefix: string) => {
      if (typeof value === "string") messages.set(`${namespace}:${prefix}`, value);
      else if (value && typeof value === "object")
        for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key);
    };
    flatten(JSON.parse(readText(file)), "");
  }
  return messages;
}
