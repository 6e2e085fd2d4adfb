/**
 * The stock phrases of Florida court orders, judgments, writs and notices of hearing in everyday words: "THIS CAUSE
 * came before the Court on" → "The court looked at", "ORDERED AND ADJUDGED" → "the court orders":
 * content/plain-words/order-phrases.yaml. Each is [pattern source, replacement]; legalese.ts runs them with the
 * court phrases.
 */
import type { PhraseReplacement } from "./court-phrases";
import { phrasePairs } from "./plain-words-lists";

/** The replacements that need code, by the name their entry gives. */
const REWRITES: Record<string, (...groups: string[]) => string> = {
  // What the court did, each "having …" a sentence of its own, then what it finds.
  "court-having-heard": (the = "", done = "", verb = "") =>
    `${the} court has ${done.split(/,?\s*(?:and\s+)?having\s+/i).join(". It has ")}. The court ${verb}`,
  recover: (further = "") => (further ? "also gets" : "gets"),
  "writ-issues": (writ = "", now = "") => `. The clerk will issue a ${writ}${now ? " right away" : ""}`,
  "jurisdiction-retained": (to = "") => `The court keeps the power ${to.toLowerCase()}`,
};

export const ORDER_PHRASES: readonly (readonly [string, PhraseReplacement])[] = phrasePairs("order-phrases", REWRITES);
