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
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { brokenLawReferences } from "../content/content-file";
import { fillLawReferences } from "../content/law-text";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import type { GlossaryTerm } from "./glossary-term";
import { SLUG } from "./glossary-term";
import { parseGlossaryFiles, type GlossaryParseResult } from "./parse-glossary";

const text = z.string().trim().min(1);

const translatedEntry = z
  .object({
    slug: z.string().regex(SLUG),
    term: text,
    also: z.array(text).default([]),
    meaning: text,
    example: text,
  })
  .strict();

type TranslatedEntry = z.infer<typeof translatedEntry>;

const FILE_LETTER = /(?:^|\/)([a-z])\.ya?ml$/;

function entriesOf(path: string, raw: string, problems: string[]): { entry: TranslatedEntry; where: string; fileLetter: string }[] {
  const fileLetter = FILE_LETTER.exec(path)?.[1]?.toUpperCase();
  if (!fileLetter) {
    problems.push(`${path}: the file name must be one letter, like a.yaml`);
    return [];
  }
  let data: unknown;
  try {
    data = parseYaml(raw);
  } catch (error) {
    problems.push(`${path}: not valid YAML (${(error as Error).message})`);
    return [];
  }
  if (!Array.isArray(data)) {
    problems.push(`${path}: must be a list of terms`);
    return [];
  }
  return data.flatMap((item: unknown, index) => {
    const where = `${path} #${index + 1}`;
    const parsed = translatedEntry.safeParse(item);
    if (parsed.success) return [{ entry: parsed.data, where: `${where} (${parsed.data.slug})`, fileLetter }];
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`);
    problems.push(`${where}: ${issues.join("; ")}`);
    return [];
  });
}

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
    for (const { entry, where, fileLetter } of entriesOf(path, raw, problems)) {
      const term = bySlug.get(entry.slug);
      if (!term) {
        problems.push(`${where}: "${entry.slug}" is not a slug of the English glossary`);
        continue;
      }
      if (translated.has(entry.slug)) {
        problems.push(`${where}: slug "${entry.slug}" is used twice`);
        continue;
      }
      if (term.letter !== fileLetter) problems.push(`${where}: "${term.term}" belongs in ${term.letter.toLowerCase()}.yaml`);
      const broken = (["meaning", "example"] as const).flatMap((field) => brokenLawReferences(entry[field]).map((ref) => `${field} has ${ref}`));
      for (const problem of broken) problems.push(`${where}: ${problem}`);
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
