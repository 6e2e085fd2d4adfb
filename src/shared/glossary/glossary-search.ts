/**
 * Search as you type over the glossary: the term's name first, then its other names, then its meaning. The last
 * word typed may be unfinished ("garn" finds "Garnishment") and small typos are forgiven ("evicton"). In another
 * language's glossary (merge-glossary.ts) a term is found by its English name or its name in that language, and
 * their other names; accents never matter ("citacion" finds "Citación").
 */
import MiniSearch from "minisearch";
import type { GlossaryTerm } from "./glossary-term";

const STOP_WORDS = new Set([
  ...["a", "an", "and", "are", "as", "be", "by", "for", "in", "is", "it", "of", "on", "or", "the", "to", "what", "you"],
  // Spanish, accents removed.
  ...["de", "del", "el", "la", "las", "los", "y", "en", "un", "una", "que", "por", "para", "su", "al", "es", "se"],
]);

const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

function processTerm(word: string): string | null {
  const lower = withoutAccents(word.toLowerCase());
  return STOP_WORDS.has(lower) ? null : lower;
}

const normalizeQuery = (text: string) => withoutAccents(text.trim().toLowerCase()).replace(/[\s-]+/g, " ");

export type GlossarySearch = (query: string) => GlossaryTerm[];

export function createGlossarySearch(terms: readonly GlossaryTerm[]): GlossarySearch {
  const bySlug = new Map(terms.map((term) => [term.slug, term]));
  const index = new MiniSearch<GlossaryTerm>({
    idField: "slug",
    fields: ["term", "localTerm", "also", "localAlso", "meaning"],
    extractField: (term, field) => {
      const value = (term as unknown as Record<string, string | readonly string[] | undefined>)[field];
      return typeof value === "string" || value === undefined ? value : value.join(" ");
    },
    processTerm,
    searchOptions: {
      boost: { term: 6, localTerm: 6, also: 4, localAlso: 4, meaning: 1 },
      prefix: true,
      // One typo in a word of 5 letters or more, two from 10 letters; none in short words.
      fuzzy: (word) => (word.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll(terms);

  return (query) => {
    const wanted = normalizeQuery(query);
    if (!wanted) return [];
    let results = index.search(wanted, { combineWith: "AND" });
    if (results.length === 0) results = index.search(wanted, { combineWith: "OR" });
    const found = results.map((result) => bySlug.get(String(result.id))).filter((term) => term !== undefined);
    // A term whose name is exactly what was typed comes first.
    const named = (term: GlossaryTerm) =>
      [term.term, ...term.also, ...(term.localTerm ? [term.localTerm] : []), ...(term.localAlso ?? [])].some(
        (name) => normalizeQuery(name) === wanted,
      );
    return [...found.filter(named), ...found.filter((term) => !named(term))];
  };
}
