/**
 * Wordy phrases with a short twin of the same meaning (the seventh plain-words round):
 * content/plain-words/wordy-phrases.yaml. Like common-words.ts, swapped only in lower case or at the start of a
 * sentence; legalese.ts swaps them with its other word pairs.
 */
import { wordList } from "./plain-words-lists";

export const WORDY_PHRASES: readonly (readonly [string, string])[] = wordList("wordy-phrases");
