/**
 * Stock phrases of motions, certificates, addenda and powers of attorney with everyday words: "shall not be
 * construed to waive" → "will not waive", "by and through its undersigned counsel" → "through its lawyer",
 * "upon execution" → "when signed": content/plain-words/court-phrases.yaml. Each is [pattern source, replacement];
 * legalese.ts runs them before its other rules.
 */
import { phrasePairs, type PhraseReplacement } from "./plain-words-lists";

export type { PhraseReplacement } from "./plain-words-lists";

/** The replacements that need code, by the name their entry gives. */
const REWRITES: Record<string, (...groups: string[]) => string> = {
  // "during the pendency of This action" → "while this case is going on".
  "while-case-goes-on": (det = "this") => `while ${det.toLowerCase()} case is going on`,
};

export const COURT_PHRASES: readonly (readonly [string, PhraseReplacement])[] = phrasePairs("court-phrases", REWRITES);
