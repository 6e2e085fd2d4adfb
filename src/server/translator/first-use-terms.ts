/**
 * The legal term kept in parentheses the first time it is replaced: "pay back (indemnify)", so that the reader
 * meets the paper's own word beside the everyday one and finds it under Legal Terms (linked to the glossary).
 * Only a phrase that IS a glossary term (or glossary terms joined by "and"/"or") gets its note; each term once
 * per paper, later replacements plain.
 */
import type { TermFinder } from "@shared/glossary/find-terms";

export interface FirstUseTerms {
  findTerms: TermFinder;
  /** Slugs of the terms already shown in parentheses in this paper. */
  shown: Set<string>;
  /** The notes' words as written ("indemnify"), to leave them out of the reading grade. */
  noted: Set<string>;
  /** The notes of the sentence being rewritten, each after its plain words: set aside while it is split. */
  pending: PendingNote[];
}

export interface PendingNote {
  /** The plain words the note follows ("pay back"). */
  after: string;
  text: string;
  slugs: string[];
}

/** A fresh record for one paper. */
export const firstUseTerms = (findTerms: TermFinder): FirstUseTerms => ({
  findTerms,
  shown: new Set(),
  noted: new Set(),
  pending: [],
});

/**
 * The plain text without its first-use notes, for the reading grade: a note is a pointer to the glossary (as the
 * Legal Terms tab links it), not words the reader needs to follow the sentence, whose meaning the plain word carries.
 */
export function withoutTermNotes(text: string, terms: FirstUseTerms | undefined): string {
  if (!terms || terms.noted.size === 0) return text;
  const notes = [...terms.noted].map((note) => note.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return text.replace(new RegExp(` \\((?:${notes.join("|")})\\)`, "gi"), "");
}

/**
 * Drafting words the glossary explains but a reader never meets as a legal term to look up: "must (shall)" on every
 * duty would only clutter the paper.
 */
const DRAFTING_WORDS = new Set([
  "shall",
  "pursuant-to",
  "hereby",
  "herein",
  "hereinafter",
  "hereto",
  "heretofore",
  "whereas",
  "including-but-not-limited-to",
]);

/** Words that may join glossary terms in a replaced phrase ("indemnify and hold harmless"). */
const JOINING = /^(?:and|or|the|a|an|of|to)$/i;

export interface TermNote {
  /** The paper's words to show in parentheses. */
  text: string;
  slugs: string[];
}

/**
 * The note to add after `replacement`, when the `matched` words it replaces are glossary terms not shown yet in
 * this paper; records them as shown. Nothing for a deletion, a word in quotes, or a plain word that is itself a
 * name of the same term ("vacate" → "move out").
 */
export function termNote(matched: string, replacement: string, terms: FirstUseTerms | undefined): TermNote | undefined {
  if (!terms || !/\p{L}/u.test(replacement) || /[\uE000-\uE0FF]/.test(matched)) return undefined;
  const core = matched
    .trim()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")
    .replace(/^(?:the|a|an)\s+/i, "");
  if (!core) return undefined;
  const found = terms.findTerms(core);
  if (found.length === 0) return undefined;
  let rest = core;
  for (const match of [...found].sort((a, b) => b.index - a.index)) {
    rest = rest.slice(0, match.index) + " " + rest.slice(match.index + match.text.length);
  }
  if (!rest.split(/[\s,]+/).every((word) => word === "" || JOINING.test(word))) return undefined;
  const slugs = [...new Set(found.map((match) => match.term.slug))].filter((slug) => !DRAFTING_WORDS.has(slug));
  if (slugs.length === 0) return undefined;
  const inPlainWords = new Set(terms.findTerms(replacement).map((match) => match.term.slug));
  if (slugs.some((slug) => inPlainWords.has(slug))) return undefined;
  if (slugs.every((slug) => terms.shown.has(slug))) return undefined;
  for (const slug of slugs) terms.shown.add(slug);
  return { text: core, slugs };
}

/** "pay back" + "indemnify" → "pay back (indemnify)"; trailing spaces or commas stay after the note. */
export function withNote(replacement: string, note: string): string {
  const [, words = replacement, tail = ""] = /^(.*?)([\s,;:]*)$/s.exec(replacement) ?? [];
  return `${words} (${note})${tail}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sentence without this sentence's notes, so that splitting sees the plain words alone. */
export function setNotesAside(sentence: string, notes: readonly PendingNote[]): string {
  return notes.reduce((text, note) => text.replace(` (${note.text})`, ""), sentence);
}

/**
 * The notes put back into the pieces the sentence was split into, each after the first of its plain words still
 * there; a note whose words the split changed is dropped and its term left to be noted where it is next replaced.
 */
export function putNotesBack(pieces: readonly string[], notes: readonly PendingNote[], terms: FirstUseTerms): string[] {
  const result = [...pieces];
  let piece = 0;
  let from = 0;
  for (const note of notes) {
    const after = note.after.trim().replace(/[\s,;:]+$/, "");
    const pattern = new RegExp(`(?<![\\p{L}])${escaped(after).replace(/\s+/g, "\\s+")}(?![\\p{L}])`, "giu");
    let placed = false;
    for (let p = piece; p < result.length && !placed; p++) {
      pattern.lastIndex = p === piece ? from : 0;
      const match = pattern.exec(result[p]!);
      if (!match) continue;
      const end = match.index + match[0].length;
      result[p] = `${result[p]!.slice(0, end)} (${note.text})${result[p]!.slice(end)}`;
      piece = p;
      from = end + note.text.length + 3;
      placed = true;
    }
    if (!placed) for (const slug of note.slugs) terms.shown.delete(slug);
  }
  return result;
}
