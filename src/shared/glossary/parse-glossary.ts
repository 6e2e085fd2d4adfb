/**
 * Reads the glossary's content files: content/<language>/glossary/<letter>.yaml, each a YAML list of terms
 * (slug, term, meaning, example, and optionally also, cite, see, ambiguous). Pure: the caller reads the files (the client
 * through Vite, the server or a test from disk) and passes their text, keyed by file path.
 *
 * Like the other content files, the text may use law references ({{value:KEY}}, {{money:KEY}}, {{summary:KEY}});
 * they are filled in here, so readers, search and the assistant all see the same words.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { brokenLawReferences } from "../content/content-file";
import { findLaw } from "../content/law-refs";
import { fillLawReferences } from "../content/law-text";
import { indexLetter, SLUG, type GlossaryTerm } from "./glossary-term";

const text = z.string().trim().min(1);

/** What an entry gives in every language's files: the slug, the term and its other names, meaning and example. */
export const ENTRY_WORDS = {
  slug: z.string().regex(SLUG),
  term: text,
  also: z.array(text).default([]),
  meaning: text,
  example: text,
};

const fileEntry = z
  .object({
    ...ENTRY_WORDS,
    cite: text.optional(),
    see: z.array(z.string().regex(SLUG)).default([]),
    ambiguous: z.boolean().default(false),
  })
  .strict();

export interface GlossaryParseResult {
  /** Every valid term, sorted A–Z. */
  terms: GlossaryTerm[];
  /** What is wrong in the files (the tests require none); a bad entry is left out rather than shown broken. */
  problems: string[];
}

const FILE_LETTER = /(?:^|\/)([a-z])\.ya?ml$/;

/** One valid entry of a letter file; `label` names it in problems ("glossary/a.yaml #2 (answer)"). */
export interface LetterFileEntry<Entry> {
  entry: Entry;
  label: string;
  /** The file's letter, upper case: the letter the entry's term is filed under. */
  fileLetter: string;
}

/**
 * The entries of one glossary letter file (".../glossary/<letter>.yaml", a YAML list) that `entrySchema` accepts.
 * A file with another name, bad YAML or no list adds a problem and gives no entries; each entry the schema refuses
 * adds a problem and is left out.
 */
export function readLetterFile<Entry extends { slug: string }>(
  path: string,
  raw: string,
  entrySchema: z.ZodType<Entry>,
  problems: string[],
): LetterFileEntry<Entry>[] {
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
    const parsed = entrySchema.safeParse(item);
    if (parsed.success) return [{ entry: parsed.data, label: `${where} (${parsed.data.slug})`, fileLetter }];
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`);
    problems.push(`${where}: ${issues.join("; ")}`);
    return [];
  });
}

/** The law references in an entry's meaning and example that name no law ("meaning has {{value:NOPE.key}}"). */
export function brokenReferences(entry: { meaning: string; example: string }): string[] {
  return (["meaning", "example"] as const).flatMap((field) =>
    brokenLawReferences(entry[field]).map((ref) => `${field} has ${ref}`),
  );
}

function parseFile(path: string, raw: string, language: string, problems: string[]): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  for (const { entry, label, fileLetter } of readLetterFile(path, raw, fileEntry, problems)) {
    const letter = indexLetter(entry.term);
    if (letter !== fileLetter) problems.push(`${label}: "${entry.term}" belongs in ${letter?.toLowerCase() ?? "?"}.yaml`);
    const broken = brokenReferences(entry);
    for (const problem of broken) problems.push(`${label}: ${problem}`);
    const law = entry.cite === undefined ? undefined : findLaw(entry.cite);
    if (entry.cite !== undefined && !law) problems.push(`${label}: cite ${entry.cite} is not a law module key`);
    if (broken.length > 0) continue;
    terms.push({
      slug: entry.slug,
      term: entry.term,
      also: entry.also,
      ambiguous: entry.ambiguous,
      meaning: fillLawReferences(entry.meaning, language),
      example: fillLawReferences(entry.example, language),
      ...(law && entry.cite ? { cite: entry.cite, citation: law.citation } : {}),
      see: entry.see,
      letter: letter ?? fileLetter,
    });
  }
  return terms;
}

/** `files`: each glossary file's text by its path (the name is its letter: ".../glossary/a.yaml"). */
export function parseGlossaryFiles(files: Readonly<Record<string, string>>, language = "en"): GlossaryParseResult {
  const problems: string[] = [];
  const bySlug = new Map<string, GlossaryTerm>();
  for (const [path, raw] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const term of parseFile(path, raw, language, problems)) {
      if (bySlug.has(term.slug)) problems.push(`${path}: slug "${term.slug}" is used twice`);
      else bySlug.set(term.slug, term);
    }
  }
  const terms = [...bySlug.values()].map((term) => {
    const see = term.see.filter((slug) => {
      const known = bySlug.has(slug) && slug !== term.slug;
      if (!known) problems.push(`${term.slug}: see "${slug}" is not another term of the glossary`);
      return known;
    });
    return { ...term, see };
  });
  terms.sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));
  return { terms, problems };
}
