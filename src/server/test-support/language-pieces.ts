/**
 * What every language of the registry (@shared/i18n/languages) must have, checked for a list of languages given as a
 * parameter, so a test can plant a language that lacks a piece and see it reported (src/server/language-registry.test.ts).
 * That each has its server words (src/server/languages/) the compiler checks too.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { hasLawSummaries } from "@shared/content/law-summary-catalogs";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { loadCatalogs, REPO_ROOT } from "@shared/i18n/test-support/source-files";
import { knowledgeBase, type AssistantLanguage } from "../assistant/knowledge-base";
import { retrieve } from "../assistant/local-engine";
import { hasServerCatalogs } from "../interface-text";
import { SERVER_LANGUAGES } from "../languages";
import "../law-sentences";

/** The lists that must follow the registry, as the build and the server use them. */
export interface LanguageLists {
  /** The languages the public pages are built and pre-rendered in (vite.config.ts, scripts/prerender.mjs). */
  pageLanguages: readonly string[];
  /** The languages the translator explains a paper in (@shared/translations). */
  explanationLanguages: readonly string[];
}

/** Every file under a folder, as paths relative to it. */
function filesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(path.join(folder, name)).isFile())
    .map((name) => name.split(path.sep).join("/"))
    .sort();
}

const some = (items: readonly string[]) => items.slice(0, 3).join(", ") + (items.length > 3 ? `, … (${items.length})` : "");

/** What each language lacks, one line a piece ("xx: locales/xx/server.json is missing"); empty when all is there. */
export function missingLanguagePieces(languages: readonly string[], lists: LanguageLists): string[] {
  const missing: string[] = [];
  const englishCatalogs = filesIn(path.join(REPO_ROOT, "locales", DEFAULT_LANGUAGE));
  const englishContent = filesIn(path.join(REPO_ROOT, "content", DEFAULT_LANGUAGE));
  const englishKeys = [...loadCatalogs(DEFAULT_LANGUAGE).keys()];
  for (const language of languages) {
    const lacks = (what: string) => missing.push(`${language}: ${what}`);

    const catalogs = new Set(filesIn(path.join(REPO_ROOT, "locales", language)));
    const absentCatalogs = englishCatalogs.filter((file) => !catalogs.has(file));
    if (absentCatalogs.length > 0) lacks(`locales/${language}/ lacks ${some(absentCatalogs)}`);
    const keys = catalogs.size > 0 ? loadCatalogs(language) : new Map<string, string>();
    const absentKeys = englishKeys.filter((key) => !keys.has(key) && !absentCatalogs.includes(`${key.split(":")[0]}.json`));
    if (absentKeys.length > 0) lacks(`locales/${language}/ lacks the messages ${some(absentKeys)}`);
    if (!hasServerCatalogs(language)) lacks("the server does not load its catalogs (src/server/interface-text.ts)");

    const content = new Set(filesIn(path.join(REPO_ROOT, "content", language)));
    const absentContent = englishContent.filter((file) => !content.has(file));
    if (absentContent.length > 0) lacks(`content/${language}/ lacks ${some(absentContent)}`);

    if (!(language in SERVER_LANGUAGES)) lacks("it has no server words (src/server/languages/)");
    if (language !== DEFAULT_LANGUAGE && !hasLawSummaries(language))
      lacks("its law sentences are not registered (src/server/law-sentences.ts)");

    try {
      const { passages } = knowledgeBase(language as AssistantLanguage);
      const first = passages[0];
      if (!first) lacks("the assistant's knowledge base has no passage");
      else if (retrieve(first.title, 1, language as AssistantLanguage).length === 0) lacks("the assistant's index finds nothing");
    } catch (error) {
      lacks(`the assistant's index does not build (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
    }

    if (!lists.pageLanguages.includes(language)) lacks("the public pages are not built in it (vite.config.ts)");
    if (!lists.explanationLanguages.includes(language)) lacks("the translator does not explain in it (EXPLANATION_LANGUAGES)");
  }
  return missing;
}
