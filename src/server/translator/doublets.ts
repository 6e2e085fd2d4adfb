/**
 * Doublets and triplets of legal drafting: two or three words that say one thing ("null and void", "sole and
 * exclusive") said once: content/plain-words/doublets.yaml. Each is [pattern source, replacement]; legalese.ts runs
 * them before its other rules, so "shall remain in full force and effect" still becomes "still applies" there.
 */
import { phrasePairs } from "./plain-words-lists";

export const DOUBLETS: readonly (readonly [string, string])[] = phrasePairs("doublets").map(([source, replacement]) => {
  if (typeof replacement !== "string") throw new Error(`content/plain-words/doublets.yaml: ${source} must become plain words`);
  return [source, replacement] as const;
});
