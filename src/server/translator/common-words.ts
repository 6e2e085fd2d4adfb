/**
 * The seventh plain-words round: common formal words of notices, orders and contracts with a short everyday twin
 * (content/plain-words/common-words.yaml). These are swapped only where written in lower case or at the start of a
 * sentence: a capitalized one inside a sentence may be part of a name. legalese.ts swaps them with its other word pairs.
 */
import { wordList } from "./plain-words-lists";

export const COMMON_WORDS: readonly (readonly [string, string])[] = wordList("common-words");
