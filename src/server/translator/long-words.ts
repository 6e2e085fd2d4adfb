/**
 * More long words with a short twin that fits every sentence they stand in (the third plain-words round and later):
 * content/plain-words/long-words.yaml. legalese.ts swaps them with its other word pairs.
 */
import { wordList } from "./plain-words-lists";

export const LONG_WORDS: readonly (readonly [string, string])[] = wordList("long-words");
