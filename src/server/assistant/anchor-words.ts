/**
 * The words that tie a question to the law the assistant knows: the names and other names of the glossary's terms,
 * the cues of the frames (court, side, paper), the everyday phrases of several words of the lexicon (synonyms.yml:
 * "kick me out", "pay or leave") and the words naming the subjects answered (scope.yml's lawWords: landlord, court,
 * debt...). Not the passages' own `also`, which hold everyday words too ("in my best interest"), nor the lexicon's
 * everyday words of one word or the words they stand for ("fix", "screen", "return", "ganar"): "how do i fix my
 * iphone screen" and "my ex won't return my dog" name no subject of the law, however well they match a passage. An
 * answer that fits none of a question's facts and is not sure of itself is offered only to a question that ties.
 *
 * A name or phrase of several words ties a question to the law only whole: "good faith" is legal, "good" alone is not
 * ("a good cuban restaurant"), nor "florida" of "Florida Courts E-Filing Portal", nor "niños" of "tengo niños".
 */
import type { SearchResult } from "minisearch";
import { glossaryTerms } from "../glossary";
import { knowledgeBase, type AssistantLanguage } from "./knowledge-base";
import { cuePhrasesIn } from "./frames";
import { normalizeText, searchWords } from "./search-terms";

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
  const { synonyms, scope } = knowledgeBase(language);
  const { termsOf } = searchWords(language);
  const everydayPhrases = synonyms.flatMap((synonym) => synonym.phrases).map(termsOf);
  const names = [...glossaryNames(language), ...(scope.lawWords ?? [])].map(termsOf);
  const anchors = {
    words: new Set(names.filter((terms) => terms.length === 1).flat()),
    phrases: [...names, ...everydayPhrases].filter((terms) => terms.length > 1),
  };
  built.set(language, anchors);
  return anchors;
}

/**
 * A misspelled word this long or longer may stand for the anchor it was read as ("landlrod" for "landlord"); a shorter
 * one is as likely another word ("bread" read as "break").
 */
const MIN_TYPO_LENGTH = 6;

/** Her words as the search reads them, in order. */
function wordsOf(question: string, language: AssistantLanguage): string[] {
  const { processTerm } = searchWords(language);
  return normalizeText(question)
    .split(" ")
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/**
 * Whether a question ties to the law: it holds an anchor word, or its best search result read one of her words as one
 * through a long enough typo ("landlrd"); or it holds a cue of the frames, or an anchor phrase whole, its words side by
 * side (common words between them aside): "won't fix" ties "my landlord won't fix the sink", not "how do i fix my
 * iphone screen that won't turn on".
 */
export function matchesAnchor(result: SearchResult, question: string, language: AssistantLanguage): boolean {
  const { words, phrases } = anchorsOf(language);
  const terms = wordsOf(question, language);
  if (terms.some((term) => words.has(term))) return true;
  // Her own words only: the words her everyday phrases stand for (synonyms.yml) are searched too, and are no tie.
  const typo = terms.some(
    (term) => term.length >= MIN_TYPO_LENGTH && result.queryTerms.includes(term) && !result.terms.includes(term),
  );
  if (typo && result.terms.some((term) => words.has(term))) return true;
  if (cuePhrasesIn(question, knowledgeBase(language).frames).length > 0) return true;
  const said = ` ${terms.join(" ")} `;
  return phrases.some((phrase) => said.includes(` ${phrase.join(" ")} `));
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
