/**
 * The glossary in a language other than English. Court papers and the court use the English terms, so the English
 * glossary (content/en/glossary) stays the list: its terms, order, letters, citations and related terms. A
 * language's files (content/<language>/glossary/<letter>.yaml, filed under the English term's letter) give, by
 * slug, the term's name in that language, its other names there, and the meaning and example in that language:
 *
 *   - slug: abandoned-property        # a slug of the English glossary
 *     term: Propiedad abandonada
 *     also: [bienes abandonados]      # optional
 *     meaning: …
 *     example: …
 *
 * A term with no entry keeps its English meaning and example. Law references are filled in that language. Pure:
 * the caller reads the files (the client through Vite, the server or a test from disk) and passes their text.
 */
import { z } from "zod";
import { fillLawReferences } from "../content/law-text";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import type { GlossaryTerm } from "./glossary-term";
import { brokenReferences, ENTRY_WORDS, parseGlossaryFiles, readLetterFile, type GlossaryParseResult } from "./parse-glossary";

const translatedEntry = z.object(ENTRY_WORDS).strict();

type TranslatedEntry = z.infer<typeof translatedEntry>;

/**
 * The English terms with a language's names, meanings and examples laid over them by slug. `problems` lists what
 * is wrong in the language's files (the tests require none): a slug the English glossary lacks, a slug given twice,
 * an entry filed under another letter than its English term, a broken law reference. A bad entry is left out: its
 * term stays English.
 */
export function mergeGlossary(
  english: readonly GlossaryTerm[],
  files: Readonly<Record<string, string>>,
  language: string,
): GlossaryParseResult {
  const problems: string[] = [];
  const bySlug = new Map(english.map((term) => [term.slug, term]));
  const translated = new Map<string, TranslatedEntry>();
  for (const [path, raw] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const { entry, label, fileLetter } of readLetterFile(path, raw, translatedEntry, problems)) {
      const term = bySlug.get(entry.slug);
      if (!term) {
        problems.push(`${label}: "${entry.slug}" is not a slug of the English glossary`);
        continue;
      }
      if (translated.has(entry.slug)) {
        problems.push(`${label}: slug "${entry.slug}" is used twice`);
        continue;
      }
      if (term.letter !== fileLetter) problems.push(`${label}: "${term.term}" belongs in ${term.letter.toLowerCase()}.yaml`);
      const broken = brokenReferences(entry);
      for (const problem of broken) problems.push(`${label}: ${problem}`);
      if (broken.length === 0) translated.set(entry.slug, entry);
    }
  }
  const terms = english.map((term): GlossaryTerm => {
    const entry = translated.get(term.slug);
    if (!entry) return term;
    return {
      ...term,
      localTerm: entry.term,
      localAlso: entry.also,
      meaning: fillLawReferences(entry.meaning, language),
      example: fillLawReferences(entry.example, language),
    };
  });
  return { terms, problems };
}

/**
 * The glossary a reader of `language` sees: the English one for English (or a language with no glossary files),
 * else the English terms merged with that language's files. Files are keyed by path
 * (".../content/en/glossary/a.yaml").
 */
export function glossaryInLanguage(
  englishFiles: Readonly<Record<string, string>>,
  localFiles: Readonly<Record<string, string>>,
  language: string,
): GlossaryParseResult {
  const english = parseGlossaryFiles(englishFiles, DEFAULT_LANGUAGE);
  if (language === DEFAULT_LANGUAGE || Object.keys(localFiles).length === 0) return english;
  const merged = mergeGlossary(english.terms, localFiles, language);
  return { terms: merged.terms, problems: [...english.problems, ...merged.problems] };
}
