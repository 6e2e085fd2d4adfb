/**
 * What the translator reads from the reviewed content files, once per process (or worker thread): the legal
 * glossary (content/<language>/glossary/*.yaml, for the Legal Terms) and the Florida notes
 * (content/<language>/translator/*.md, the key points that say which Florida rule changes a term or applies to
 * a paper). Law references in them are filled from the law module.
 *
 * The documents are English, so in every language the terms are looked for by their English names; in another
 * language each term found comes with its name, meaning and example in that language
 * (@shared/glossary/merge-glossary), English where it has none.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseContentFile } from "@shared/content/content-file";
import { findLaw } from "@shared/content/law-refs";
import { fillLawReferences } from "@shared/content/law-text";
import type { TermFinder } from "@shared/glossary/find-terms";
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import type { LegalTermJson } from "@shared/translations";
import { CONTENT_FOLDER } from "../content-folder";
import { glossaryTerms } from "../glossary";
// {{summary:KEY}} in the Spanish notes reads the Spanish law sentences (also in the translator's worker thread).
import "../law-sentences";
import { createTermIndex } from "./term-index";

export interface FloridaNote {
  id: string;
  /** The key point's words, law references filled in. */
  text: string;
  /** Citations a reader can look up, e.g. "Fla. Stat. § 83.47". */
  citations: string[];
}

export interface TranslatorContent {
  findTerms: TermFinder;
  terms: readonly GlossaryTerm[];
  notes: ReadonlyMap<string, FloridaNote>;
}

function filesIn(dir: string, extension: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extension.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

function loadNotes(root: string, language: string): Map<string, FloridaNote> {
  const notes = new Map<string, FloridaNote>();
  for (const file of filesIn(path.join(root, language, "translator"), /\.md$/)) {
    const { meta, body } = parseContentFile<{ citations?: string[] }>(readFileSync(file, "utf8"));
    const id = path.basename(file, ".md");
    const citations = (meta.citations ?? []).map((key) => findLaw(key)?.citation).filter((c): c is string => !!c);
    notes.set(id, {
      id,
      text: fillLawReferences(body, language).replace(/\s+/g, " ").trim(),
      citations: [...new Set(citations)],
    });
  }
  return notes;
}

/** A term found in a document, as the Legal Terms list shows it: the English word, and in another language its name there. */
export function legalTermOf(term: GlossaryTerm): LegalTermJson {
  return {
    term: term.term,
    ...(term.localTerm ? { localTerm: term.localTerm } : {}),
    meaning: term.meaning,
    slug: term.slug,
    ...(term.citation ? { citation: term.citation } : {}),
  };
}

const loaded = new Map<string, TranslatorContent>();

export function translatorContent(language = "en"): TranslatorContent {
  let content = loaded.get(language);
  if (!content) {
    const root = fileURLToPath(CONTENT_FOLDER);
    const terms = [...glossaryTerms(language)];
    content = { terms, findTerms: createTermIndex(terms), notes: loadNotes(root, language) };
    loaded.set(language, content);
  }
  return content;
}
