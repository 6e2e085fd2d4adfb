/**
 * The glossary's terms found in a long text, fast: the same matches as the glossary's own finder (whole words,
 * any case, plurals, a space and a hyphen alike, the longest term first, everyday words only by their other
 * names), but by looking words up in a table instead of running one large regular expression over the text,
 * which takes about a second on a 10-page lease. Forms with other characters (dots, digits with signs) go to the
 * glossary's finder, on the text.
 */
import { createTermFinder, termForms, type TermMatch } from "@shared/glossary/find-terms";
import type { GlossaryTerm } from "@shared/glossary/glossary-term";

interface Form {
  words: string[];
  term: GlossaryTerm;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const PLAIN_FORM = /^[\p{L}\p{N}'’\s\u00a0-]+$/u;
const GAP = /^[\s\u00a0-]+$/;

const normalizeWord = (word: string) => word.toLowerCase().replace(/[’‘]/g, "'");

export type TermIndex = (text: string) => TermMatch[];

export function createTermIndex(terms: readonly GlossaryTerm[]): TermIndex {
  const byFirstWord = new Map<string, Form[]>();
  const special: GlossaryTerm[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const names = term.ambiguous ? term.also : [term.term, ...term.also];
    for (const written of names) {
      if (!PLAIN_FORM.test(written)) {
        special.push({ ...term, term: written, also: [], ambiguous: false });
        continue;
      }
      for (const form of termForms(written)) {
        const words = (form.match(WORD) ?? []).map(normalizeWord);
        const key = words.join(" ");
        if (words.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const list = byFirstWord.get(words[0]!) ?? [];
        list.push({ words, term });
        byFirstWord.set(words[0]!, list);
      }
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  const specialFinder = special.length > 0 ? createTermFinder(special) : () => [];
  const original = new Map(terms.map((term) => [term.slug, term]));

  return (text) => {
    const tokens = [...text.matchAll(WORD)].map((match) => {
      const word = normalizeWord(match[0]);
      // "Landlord's" is found as "landlord", as the glossary's finder does.
      return { word, base: word.replace(/'s$/, ""), index: match.index, end: match.index + match[0].length };
    });
    const matches: TermMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const candidates = byFirstWord.get(tokens[i]!.word);
      if (!candidates) continue;
      const found = candidates.find(
        (form) =>
          form.words.every((word, offset) => tokens[i + offset]?.word === word || tokens[i + offset]?.base === word) &&
          form.words.every(
            (_word, offset) => offset === 0 || GAP.test(text.slice(tokens[i + offset - 1]!.end, tokens[i + offset]!.index)),
          ),
      );
      if (!found) continue;
      const last = tokens[i + found.words.length - 1]!;
      matches.push({ term: found.term, text: text.slice(tokens[i]!.index, last.end), index: tokens[i]!.index });
      i += found.words.length - 1;
    }
    for (const match of specialFinder(text)) matches.push({ ...match, term: original.get(match.term.slug) ?? match.term });
    return matches.sort((a, b) => a.index - b.index);
  };
}
