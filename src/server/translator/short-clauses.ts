/**
 * Relative clauses cut to their participle: "the home which is located at" → "the home located at", "any fee that is
 * required by law" → "any fee required by law", "the notice, which is attached hereto," → "the notice, attached,".
 * "that" is cut only after a determiner and a noun ("the fee that is due"), never after a verb ("agrees that is").
 * Openers that only announce: "This letter shall serve as" → "This letter is", "We are writing to inform you that" → "",
 * "It has come to our attention that" → "We have learned that". Each is [pattern source, replacement]; legalese.ts
 * runs them before its other rules.
 */
import type { PhraseReplacement } from "./court-phrases";

const PARTICIPLE =
  "(?:located|situated|attached|enclosed|listed|described|named|shown|stated|signed|dated|owned|held|issued|required|needed|due|owed|made|filed|set out|set forth|identified|referenced|referred to|mentioned|provided|given|sent|mailed|delivered|charged|imposed|assessed)";

export const SHORT_CLAUSES: readonly (readonly [string, PhraseReplacement])[] = [
  // "the invoice, which is attached hereto, shows" → "the invoice attached shows": the commas go with the clause.
  [
    `(,\\s*)?\\b(?:which|that) (?:is|are) (?:hereby )?(attached|enclosed) (?:hereto|herewith|to this (?:letter|notice|lease|agreement|complaint|paper))\\b(,?)`,
    (lead = "", what = "", trail = "") => (lead ? ` ${what}` : ` ${what}${trail}`),
  ],
  // After a comma the clause is an aside, which split-long.ts makes a sentence of its own.
  [`(?<![,;])\\s+(?:which|who) (?:is|are) (?=${PARTICIPLE}\\b)`, " "],
  [
    `\\b(the|a|an|any|all|each|every|your|this|such|no) ([a-z][\\w'’-]*) that (?:is|are) (?=${PARTICIPLE}\\b)`,
    (det = "", noun = "") => `${det} ${noun} `,
  ],
  // Openers.
  ["\\b(this (?:letter|notice|paper)) (?:shall|will|is intended to|is meant to) serve as\\b", (self = "") => `${self} is`],
  ["^(?:we are|i am) writing (?:to you )?to (?:inform|notify|advise|tell) you that\\s+", ""],
  ["^(?:this|the purpose of this) (?:letter |notice )?is to (?:inform|notify|advise|tell) you that\\s+", ""],
  ["^it has come to (?:our|my) attention that\\b", "We have learned that"],
  [
    "^it has come to the attention of (the [A-Z][\\w]*(?: of [A-Z][\\w]*)?(?: [A-Z][\\w]*){0,2}) that\\b",
    (who = "") => `${who} has learned that`,
  ],
  ["^(?:please )?(?:be|you are) (?:further |also |hereby )+(?:advised|informed|notified) that\\s+", ""],
  ["^please (?:note|understand|be aware|remember|keep in mind) that\\s+", ""],
  ["^kindly\\b", "Please"],
  [",\\s*kindly\\b", ", please"],
  // "Should you fail to pay, …" → "If you fail to pay, …" (the existing rule knows only "have", "need", "wish", "want").
  ["(^|,\\s*)should you (?!have|need|wish|want)(?=[a-z]+\\b)", (before = "") => `${before}if you `],
];
