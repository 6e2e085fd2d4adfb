/**
 * The words that tie a question to the law the assistant knows: the names and other names of the glossary's terms,
 * the everyday phrases of the lexicon (synonyms.yml) and the words they stand for, and the cues of the frames (court,
 * side, paper); not the passages' own `also`, which hold everyday words too ("in my best interest"). A question that
 * matched a passage only through other words ("best sushi", "what time is it", "bake bread" read as "break") is not
 * about Florida civil law, however high its match: an unsure answer is offered only when it matched one of these.
 *
 * A name or phrase of several words ties a question to the law only whole: "good faith" is legal, "good" alone is not
 * ("a good cuban restaurant"), nor "florida" of "Florida Courts E-Filing Portal", nor "niños" of "tengo niños".
 */
import type { SearchResult } from "minisearch";
import { glossaryTerms } from "../glossary";
import { knowledgeBase, type AssistantLanguage } from "./knowledge-base";
import { searchWords } from "./search-terms";

interface Anchors {
  /** Names and phrases of one meaningful word, as the search reads it (its stem). */
  words: ReadonlySet<string>;
  /** Names and phrases of several, each as its stems: all must be in the question. */
  phrases: readonly (readonly string[])[];
}

const built = new Map<AssistantLanguage, Anchors>();

/** The glossary terms' names and other names, in the language and in English, of the terms the assistant answers. */
function glossaryNames(language: AssistantLanguage): string[] {
  return glossaryTerms(language)
    .filter((term) => term.citation)
    .flatMap((term) => [term.localTerm ?? "", ...(term.localAlso ?? []), term.term, ...term.also]);
}

/** A language's anchors, made at first use. */
export function anchorsOf(language: AssistantLanguage): Anchors {
  const existing = built.get(language);
  if (existing) return existing;
  const { synonyms, frames } = knowledgeBase(language);
  const { termsOf } = searchWords(language);
  const names = [
    ...glossaryNames(language),
    ...synonyms.flatMap((synonym) => synonym.phrases),
    ...Object.values(frames.facets).flatMap((facet) => Object.values(facet.values).flatMap((value) => value.cues)),
  ].map((text) => termsOf(text));
  const words = new Set([
    ...names.filter((terms) => terms.length === 1).flat(),
    // The knowledge base's own words for an everyday phrase are each the law's.
    ...synonyms.flatMap((synonym) => termsOf(synonym.means)),
  ]);
  const anchors = { words, phrases: names.filter((terms) => terms.length > 1) };
  built.set(language, anchors);
  return anchors;
}

/**
 * A misspelled word this long or longer may stand for the anchor it was read as ("landlrod" for "landlord"); a shorter
 * one is as likely another word ("bread" read as "break").
 */
const MIN_TYPO_LENGTH = 6;

/**
 * Whether a question ties to the law: its best search result matched an anchor word, exactly or through a long
 * enough typo, or the question (its terms as the search reads them) holds every word of an anchor phrase.
 */
export function matchesAnchor(result: SearchResult, questionTerms: readonly string[], language: AssistantLanguage): boolean {
  const { words, phrases } = anchorsOf(language);
  const typo = result.queryTerms.some((term) => term.length >= MIN_TYPO_LENGTH && !result.terms.includes(term));
  if (result.terms.some((term) => words.has(term) && (result.queryTerms.includes(term) || typo))) return true;
  const asked = new Set(questionTerms);
  return phrases.some((phrase) => phrase.every((term) => asked.has(term)));
}

/**
 * Whether a search result matched the question only through short typos: none of her words is in the passage as she
 * wrote it, and each was read as another word too short to be sure it is one ("bread" read as "break" in "how do I
 * bake bread"). Such a match is never sure, whatever the other passages score.
 */
export function matchedOnlyThroughShortTypos(result: SearchResult): boolean {
  return (
    result.queryTerms.length > 0 &&
    result.queryTerms.every((term) => !result.terms.includes(term) && term.length < MIN_TYPO_LENGTH)
  );
}
