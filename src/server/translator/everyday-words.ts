/**
 * Long words with a short everyday twin, from the federal plain-language guidelines' list of simple words and
 * phrases, in the forms papers use: content/plain-words/everyday-words.yaml (a lawyer reviews it there).
 * legalese.ts swaps them with its own word pairs, after its phrase rules.
 */
import { wordList } from "./plain-words-lists";

export const EVERYDAY_WORDS: readonly (readonly [string, string])[] = wordList("everyday-words");
