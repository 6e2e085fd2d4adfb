/**
 * Search as you type over the glossary: the term's name first, then its other names, then its meaning. The last
 * word typed may be unfinished ("garn" finds "Garnishment") and small typos are forgiven ("evicton").
 */
import MiniSearch from "minisearch";
import type { GlossaryTerm } from "./glossary-term";

const STOP_WORDS = new Set(["a", "an", "and", "are", "as", "be", "by", "for", "in", "is", "it", "of", "on", "or", "the", "to", "what", "you"]);

function processTerm(word: string): string | null {
  const lower = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return STOP_WORDS.has(lower) ? null : lower;
}

const normalizeQuery = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, " ");

export type GlossarySearch = (query: string) => GlossaryTerm[];

export function createGlossarySearch(terms: readonly GlossaryTerm[]): GlossarySearch {
  const bySlug = new Map(terms.map((term) => [term.slug, term]));
  const index = new MiniSearch<GlossaryTerm>({
    idField: "slug",
    fields: ["term", "also", "meaning"],
    extractField: (term, field) => (field === "also" ? term.also.join(" ") : (term as unknown as Record<string, string>)[field]),
    processTerm,
    searchOptions: {
      boost: { term: 6, also: 4, meaning: 1 },
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
    const named = (term: GlossaryTerm) => [term.term, ...term.also].some((name) => normalizeQuery(name) === wanted);
    return [...found.filter(named), ...found.filter((term) => !named(term))];
  };
}
