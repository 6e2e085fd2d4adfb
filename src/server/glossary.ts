/**
 * The legal glossary in a language, as the glossary page shows it, for the server's readers (the translator's Legal
 * Terms, the assistant's "What is …?" passages): the English terms (content/en/glossary) with that language's names,
 * meanings and examples laid over them by slug (@shared/glossary/merge-glossary). Read once per process.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { glossaryInLanguage } from "@shared/glossary/merge-glossary";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { CONTENT_FOLDER } from "./content-folder";
// {{summary:KEY}} in a translated meaning reads that language's law sentences.
import "./law-sentences";

/** A language's glossary files, keyed by path as glossaryInLanguage takes them. */
function glossaryFiles(language: string): Record<string, string> {
  const folder = path.join(fileURLToPath(CONTENT_FOLDER), language, "glossary");
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => [`content/${language}/glossary/${name}`, readFileSync(path.join(folder, name), "utf8")]),
  );
}

const glossaries = new Map<string, readonly GlossaryTerm[]>();

/** The glossary in `language`: the English terms, with that language's names, meanings and examples. */
export function glossaryTerms(language: string = DEFAULT_LANGUAGE): readonly GlossaryTerm[] {
  let terms = glossaries.get(language);
  if (!terms) {
    const local = language === DEFAULT_LANGUAGE ? {} : glossaryFiles(language);
    terms = glossaryInLanguage(glossaryFiles(DEFAULT_LANGUAGE), local, language).terms;
    glossaries.set(language, terms);
  }
  return terms;
}
