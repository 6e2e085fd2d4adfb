/**
 * A definition clause as "X means Y.": 'As used in this Addendum, the term "Guest" shall mean and include any person…'
 * → 'In this Addendum, "Guest" means and includes any person…' ("includes" is never made "means": it is a part only). The defined word is quoted (legalese.ts sets quotes aside as
 * \uE000n\uE000 while its rules run). Each is [pattern source, replacement]; legalese.ts runs them first.
 */
import type { PhraseReplacement } from "./court-phrases";

const QUOTED = "(\\uE000\\d+\\uE000)";
/** "means" is the whole of the word's sense; "includes" only a part of it: each keeps its own word. */
const MEANS = "(?:shall|will)\\s+mean|means|refers to";
const MEANS_AND_INCLUDES = "(?:shall|will)\\s+mean and include|means and includes";
const INCLUDES = "(?:shall|will)\\s+include|includes";

export const DEFINITION_PHRASES: readonly (readonly [string, PhraseReplacement])[] = [
  ["\\b(?:as|when) used (?:in|throughout) (this|the) (\\w+),\\s*", (det = "", paper = "") => `In ${det} ${paper}, `],
  [
    `\\bthe (?:terms?|words?|phrases?|expressions?)\\s+${QUOTED}\\s+(?:${MEANS_AND_INCLUDES})\\b`,
    (quoted = "") => `${quoted} means and includes`,
  ],
  [`\\bthe (?:terms?|words?|phrases?|expressions?)\\s+${QUOTED}\\s+(?:${MEANS})\\b`, (quoted = "") => `${quoted} means`],
  [`\\bthe (?:terms?|words?|phrases?|expressions?)\\s+${QUOTED}\\s+(?:${INCLUDES})\\b`, (quoted = "") => `${quoted} includes`],
  [`${QUOTED}\\s+(?:shall|will)\\s+mean and include\\b`, (quoted = "") => `${quoted} means and includes`],
  [`${QUOTED}\\s+(?:shall|will)\\s+mean\\b`, (quoted = "") => `${quoted} means`],
];
