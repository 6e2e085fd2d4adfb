/**
 * The words that tie a question to the law the assistant knows: the names and other names of the glossary's terms,
 * the everyday phrases of the lexicon (synonyms.yml) and the words they stand for, and the cues of the frames (court,
 * side, paper); not the passages' own `also`, which hold everyday words too ("in my best interest"). A question that matched a passage only through other words
 * ("best sushi", "what time is it", "bake bread" read as "break") is not about Florida civil law, however high its
 * match: an unsure answer is offered only when it matched one of these words.
 */
import type { SearchResult } from "minisearch";
import { knowledgeBase, type AssistantLanguage } from "./knowledge-base";
import { searchWords } from "./search-terms";

const built = new Map<AssistantLanguage, ReadonlySet<string>>();

/** A language's anchor terms, as the search reads them (stems), made at first use. */
export function anchorTerms(language: AssistantLanguage): ReadonlySet<string> {
  const existing = built.get(language);
  if (existing) return existing;
  const { passages, synonyms, frames } = knowledgeBase(language);
  const { termsOf } = searchWords(language);
  const texts = [
    ...passages.filter((passage) => passage.id.startsWith("glossary#")).map((passage) => `${passage.title} ${passage.also}`),
    ...synonyms.flatMap((synonym) => [synonym.means, ...synonym.phrases]),
    ...Object.values(frames.facets).flatMap((facet) => Object.values(facet.values).flatMap((value) => value.cues)),
  ];
  // The glossary's titles hold "What is …?": its words are stop words, so only the term's own words stay.
  const terms = new Set(texts.flatMap((text) => termsOf(text)));
  built.set(language, terms);
  return terms;
}

/**
 * A misspelled word this long or longer may stand for the anchor it was read as ("landlrod" for "landlord"); a shorter
 * one is as likely another word ("bread" read as "break").
 */
const MIN_TYPO_LENGTH = 6;

/** Whether a search result matched one of the language's anchor words, exactly or through a long enough typo. */
export function matchesAnchor(result: SearchResult, language: AssistantLanguage): boolean {
  const anchors = anchorTerms(language);
  const typo = result.queryTerms.some((term) => term.length >= MIN_TYPO_LENGTH && !result.terms.includes(term));
  return result.terms.some((term) => anchors.has(term) && (result.queryTerms.includes(term) || typo));
}
