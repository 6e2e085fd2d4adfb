/**
 * A definition clause as "X means Y.": 'As used in this Addendum, the term "Guest" shall mean and include any person…'
 * → 'In this Addendum, "Guest" means and includes any person…' ("includes" is never made "means": it is a part only):
 * content/plain-words/definition-phrases.yaml. The defined word is quoted (legalese.ts sets quotes aside as
 * \uE000n\uE000 while its rules run). Each is [pattern source, replacement]; legalese.ts runs them first.
 */
import type { PhraseReplacement } from "./plain-words-lists";
import { phrasePairs } from "./plain-words-lists";

export const DEFINITION_PHRASES: readonly (readonly [string, PhraseReplacement])[] = phrasePairs("definition-phrases");
