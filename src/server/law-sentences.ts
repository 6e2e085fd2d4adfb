/**
 * The law entries' sentences in every language besides English (locales/<language>/law.json), registered for
 * `{{summary:KEY}}` in content files read on the server (instructions pages, the assistant, the translator). Import
 * this module where such text is filled in; English ones are part of the law module.
 */
import { addLawSummaries } from "@shared/content/law-summary-catalogs";
import { CHOOSABLE_LANGUAGE_CODES, DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { localeCatalog } from "./locale-catalogs";

for (const language of CHOOSABLE_LANGUAGE_CODES) {
  if (language !== DEFAULT_LANGUAGE)
    addLawSummaries(language, localeCatalog(language, "law") as Parameters<typeof addLawSummaries>[1]);
}
