/**
 * The glossary's content files (content/<language>/glossary/<letter>.yaml), loaded on demand with the glossary
 * page, never with the landing page. Parsed once per language; English when a language has no glossary yet.
 * Use with React's `use()` inside a Suspense boundary.
 */
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { parseGlossaryFiles } from "@shared/glossary/parse-glossary";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";

const files = import.meta.glob<string>("../../../../content/*/glossary/*.yaml", { query: "?raw", import: "default" });
const loaded = new Map<string, Promise<GlossaryTerm[]>>();

function filesOf(language: string) {
  return Object.entries(files).filter(([path]) => path.includes(`/content/${language}/glossary/`));
}

export function loadGlossary(language: string): Promise<GlossaryTerm[]> {
  let promise = loaded.get(language);
  if (!promise) {
    const own = filesOf(language);
    const chosen = own.length > 0 ? own : filesOf(DEFAULT_LANGUAGE);
    promise = Promise.all(chosen.map(async ([path, load]) => [path, await load()] as const)).then(
      (texts) => parseGlossaryFiles(Object.fromEntries(texts), language).terms,
    );
    loaded.set(language, promise);
  }
  return promise;
}
