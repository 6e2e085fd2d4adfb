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
  // The same after an opener: "Notwithstanding the foregoing, please be advised that if …" → "Even so, if …".
  [",\\s*please (?:be advised|take notice|note|be aware) that\\s+", ", "],
  [
    ",\\s*it has come to the attention of (the [A-Z][\\w]*(?: of [A-Z][\\w]*)?(?: [A-Z][\\w]*){0,2}) that\\b",
    (who = "") => `, ${who} has learned that`,
  ],
  // "Then you are requested to tell the Association …" → "Then please tell the Association …".
  ["(^then,?\\s+|,\\s*)you are (?:hereby )?(?:requested|asked) to\\s+(?=[a-z])", (before = "") => `${before}please `],
  // "Any vehicle parked in violation of the foregoing rules" → "… these rules": the rules just listed.
  [
    "\\bthe foregoing (rules|provisions|terms|conditions|paragraphs|sections|requirements|items)\\b",
    (what = "") => `these ${what}`,
  ],
  // A motion asks: "moves this Honorable Court for entry of an Order compelling Defendant to …" → "asks the court for
  // an order compelling Defendant to …".
  ["\\bmoves? (?:this|the) (?:honorable )?court for (?:the )?entry of an? order\\b", "asks the court for an order"],
  ["\\bmoves? (?:this|the) (?:honorable )?court to\\b", "asks the court to"],
  ["\\b(this|the) honorable court\\b", (det = "") => `${det} court`],
  // A certificate of service: "a true copy of the foregoing was furnished" → "a true copy of this paper was given".
  ["\\bcopy of the foregoing\\b", "copy of this paper"],
  // A validation notice's table (the federal model form), each line a sentence: "You were charged this amount in
  // fees: + $35.00" → "You were charged $35.00 in fees."; "you owed: $2,316.48" → "you owed $2,316.48."
  [
    "\\b(you (?:were charged|paid or were credited|paid|were credited)) this amount (in|toward|for|on) ([a-z][a-z ]{0,30}?):\\s*[+-]?\\s*(\\$[\\d,]+(?:\\.\\d{2})?)\\.?",
    (who = "", to = "", what = "", amount = "") => `${who} ${amount} ${to} ${what}.`,
  ],
  ["\\b(you owed|you owe):\\s*(\\$[\\d,]+(?:\\.\\d{2})?)\\.?", (who = "", amount = "") => `${who} ${amount}.`],
  [
    "\\btotal amount of the debt now:\\s*(\\$[\\d,]+(?:\\.\\d{2})?)\\.?",
    (amount = "") => `the total amount of the debt now is ${amount}.`,
  ],
  // A motion's "and in support thereof states as follows:" or "…, and states:" before its numbered reasons.
  [
    ",?\\s+and (?:(?:in support (?:thereof|of (?:it|this motion|the motion))|as grounds(?: therefore?| for (?:it|this motion|the motion))?),?\\s+)?(?:states|says|alleges|shows)(?: as follows)?:$",
    ". Here are the reasons.",
  ],
  ["^please (?:note|understand|be aware|remember|keep in mind) that\\s+", ""],
  ["^kindly\\b", "Please"],
  [",\\s*kindly\\b", ", please"],
  // "Should you fail to pay, …" → "If you fail to pay, …" (the existing rule knows only "have", "need", "wish", "want").
  ["(^|,\\s*)should you (?!have|need|wish|want)(?=[a-z]+\\b)", (before = "") => `${before}if you `],
];
