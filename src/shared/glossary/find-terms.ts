/**
 * Finds the glossary's terms in a text (a lease, a court paper, an assistant's answer): whole words, any case,
 * plurals too ("judgments", "parties", "writs of possession"), and the longest term first, so "writ of possession"
 * is found as itself and not as "writ". A space and a hyphen count as the same ("hold-harmless"). A term that is
 * also an everyday word ("will", "stay") is found only by its other names ("last will").
 */
import type { GlossaryTerm } from "./glossary-term";

export interface TermMatch {
  term: GlossaryTerm;
  /** The words as written in the text. */
  text: string;
  /** Where they start in the text. */
  index: number;
}

export type TermFinder = (text: string) => TermMatch[];

const PREPOSITIONS = new Set(["of", "to", "in", "for", "on", "by", "at", "from", "with", "without", "upon"]);
const SEPARATOR = /[\s\u00a0-]+/;

function pluralOf(word: string): string[] {
  if (/^[A-Z0-9]+$/.test(word)) return [`${word}s`];
  if (/(s|x|z|ch|sh)$/i.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/i.test(word)) return [`${word.slice(0, -1)}ies`];
  return [`${word}s`];
}

/**
 * A phrase and its plurals. The noun that takes the plural is the last word, or the word before the first small
 * joining word: "notice to cure" → "notices to cure", "attorney-in-fact" → "attorneys-in-fact".
 */
export function termForms(phrase: string): string[] {
  const words = phrase.trim().split(SEPARATOR);
  const before = words.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word.toLowerCase()));
  const head = before > 0 ? before - 1 : words.length - 1;
  const plurals = pluralOf(words[head] ?? "").map((plural) =>
    words.map((word, index) => (index === head ? plural : word)).join(" "),
  );
  return [words.join(" "), ...plurals];
}

/** Lower case, one space between words, one kind of apostrophe: how a form and a found text are compared. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").split(SEPARATOR).filter(Boolean).join(" ");
}

function pattern(form: string): string {
  return form
    .split(" ")
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’‘]"))
    .join("[\\s\\u00a0-]+");
}

export interface TermFinderOptions {
  /** Also look for terms that are everyday words ("will", "stay") by their own name. */
  includeAmbiguous?: boolean;
}

export function createTermFinder(
  terms: readonly GlossaryTerm[],
  { includeAmbiguous = false }: TermFinderOptions = {},
): TermFinder {
  const byForm = new Map<string, GlossaryTerm>();
  for (const term of terms) {
    const names = term.ambiguous && !includeAmbiguous ? term.also : [term.term, ...term.also];
    for (const written of names) {
      for (const form of termForms(written)) {
        const key = normalize(form);
        if (!byForm.has(key)) byForm.set(key, term);
      }
    }
  }
  if (byForm.size === 0) return () => [];
  const alternatives = [...byForm.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(pattern);
  const source = `(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`;
  return (text) => {
    const matches: TermMatch[] = [];
    for (const match of text.matchAll(new RegExp(source, "giu"))) {
      const term = byForm.get(normalize(match[0]));
      if (term) matches.push({ term, text: match[0], index: match.index });
    }
    return matches;
  };
}

/** Each term found, once, in the order it first appears. */
export function distinctTerms(matches: readonly TermMatch[]): GlossaryTerm[] {
  const seen = new Map<string, GlossaryTerm>();
  for (const { term } of matches) if (!seen.has(term.slug)) seen.set(term.slug, term);
  return [...seen.values()];
}
