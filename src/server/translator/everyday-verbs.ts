/**
 * Verbs in their plain form that start the duties and powers of leases, notices and powers of attorney ("keep",
 * "pay", "sign", "open"): content/plain-words/everyday-verbs.yaml. split-series.ts starts a new sentence only before
 * one of them, so a list of nouns or adjectives ("heating, plumbing, and other appliances") is never cut.
 */
import { wordSet } from "./plain-words-lists";

const VERBS = wordSet("everyday-verbs");

export const isEverydayVerb = (word: string): boolean => VERBS.has(word.toLowerCase());
