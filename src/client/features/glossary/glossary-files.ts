/**
 * The glossary's content files (content/<language>/glossary/<letter>.yaml), loaded on demand with the glossary
 * page, never with the landing page. Parsed once per language. In another language than English the English terms
 * stay the headwords, with that language's names, meanings and examples laid over them by slug
 * (@shared/glossary/merge-glossary); English when a language has no glossary yet.
 * Use with React's `use()` inside a Suspense boundary.
 */
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { glossaryInLanguage } from "@shared/glossary/merge-glossary";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { loadLawSentences } from "@client/i18n/i18n";

const files = import.meta.glob<string>("../../../../content/*/glossary/*.yaml", { query: "?raw", import: "default" });
const loaded = new Map<string, Promise<GlossaryTerm[]>>();

async function textsOf(language: string): Promise<Record<string, string>> {
  const own = Object.entries(files).filter(([path]) => path.includes(`/content/${language}/glossary/`));
  return Object.fromEntries(await Promise.all(own.map(async ([path, load]) => [path, await load()] as const)));
}

export function loadGlossary(language: string): Promise<GlossaryTerm[]> {
  let promise = loaded.get(language);
  if (!promise) {
    const local = language === DEFAULT_LANGUAGE ? Promise.resolve({}) : textsOf(language);
    promise = Promise.all([textsOf(DEFAULT_LANGUAGE), local, loadLawSentences(language)]).then(
      ([english, own]) => glossaryInLanguage(english, own, language).terms,
    );
    loaded.set(language, promise);
  }
  return promise;
}
