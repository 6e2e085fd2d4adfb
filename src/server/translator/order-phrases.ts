/**
 * The stock phrases of Florida court orders, judgments, writs and notices of hearing in everyday words: "THIS CAUSE
 * came before the Court on" → "The court looked at", "ORDERED AND ADJUDGED" → "the court orders", "for which let
 * execution issue" → "the court can enforce this", "reserves jurisdiction to" → "keeps the power to". Each is
 * [pattern source, replacement]; legalese.ts runs them with the court phrases.
 */
import type { PhraseReplacement } from "./court-phrases";

export const ORDER_PHRASES: readonly (readonly [string, PhraseReplacement])[] = [
  ["\\bthis cause came (?:on )?(?:to be heard )?(?:before the court )?(?:on|upon)\\b", "The court looked at"],
  ["\\bthis cause (?:having come|came) (?:on )?(?:to be heard )?before the court\\b", "This case came before the court"],
  [",?\\s*and (?:the court )?being (?:otherwise )?fully advised in the premises,?", ""],
  // "…, and the Court, having reviewed the file, it is ORDERED that:" has no main clause: it is said as two sentences.
  [
    ",?\\s*and the court,\\s+having (reviewed|considered|determined|found|heard|read|examined) (.+?),?\\s+it is (?:hereby )?ordered and adjudged(?: that| as follows)?:?$",
    (verb = "", what = "") => `. The court ${verb} ${what}. The court orders the following:`,
  ],
  // "The Court, having heard the testimony, having reviewed the evidence, … finds that …": what the court did, then what
  // it finds, each a sentence ("has" fits every verb: "having seen" → "has seen").
  [
    "\\b(the|this) court,\\s+having ((?:heard|reviewed|considered|examined|read|received|taken|seen|found|determined) .+?),?\\s+(finds|orders|determines|concludes|grants|denies)\\b",
    (the = "", done = "", verb = "") =>
      `${the} court has ${done.split(/,?\s*(?:and\s+)?having\s+/i).join(". It has ")}. The court ${verb}`,
  ],
  // "… are due. It is therefore" before "ORDERED AND ADJUDGED that …" on the next line: the order says it.
  ["^(?:accordingly|therefore|wherefore)?,?\\s*it is(?:\\s+(?:hereby|therefore|thereupon|so))*\\.?$", ""],
  ["\\b(?:it is )?further ordered and adjudged(?: that)?\\b", "the court also orders that"],
  // "It is ORDERED that:", "ORDERED AND ADJUDGED:", "…, IT IS ORDERED:" before numbered orders: what follows is a list.
  ["^(?:it is )?(?:hereby )?ordered(?: and adjudged)?(?: that)?:$", "the court orders the following:"],
  [",\\s*it is (?:hereby )?ordered:$", ", the court orders the following:"],
  ["\\b(?:it is )?(?:hereby )?ordered and adjudged as follows:?", "the court orders the following:"],
  ["\\bit is (?:hereby )?ordered and adjudged that:?", "the court orders:"],
  ["\\bordered and adjudged that\\b", "the court orders that"],
  ["\\bdone and ordered\\b", "Signed by the judge"],
  // A judgment's "Plaintiff shall recover from Defendant…" awards; it does not order the plaintiff to do anything.
  ["\\b(?:shall|will) (further |also )?recover\\b", (further = "") => (further ? "also gets" : "gets")],
  [
    ",?\\s*for which let (?:a )?(writ of possession) issue( forthwith)?",
    (writ = "", now = "") => `. The clerk will issue a ${writ}${now ? " right away" : ""}`,
  ],
  [",?\\s*for which let execution issue\\b", ". The court can enforce this"],
  ["\\b(?:shall|will) bear interest at the rate (?:prescribed|set) by\\b", "will earn interest at the rate set by"],
  ["\\b(?:shall|will) bear interest\\b", "will earn interest"],
  ["\\breserves jurisdiction(?: over (?:this|the) (?:matter|case|action|cause))? for the purpose of\\b", "keeps the power for"],
  ["\\breserves jurisdiction(?: over (?:this|the) (?:matter|case|action|cause))? to\\b", "keeps the power to"],
  ["\\breserves jurisdiction\\b", "keeps the power to decide"],
  // "Jurisdiction of this case is retained to enter further orders…" → "The court keeps the power to enter more orders…".
  [
    "^jurisdiction (?:of|over) (?:this|the) (?:case|action|matter|cause) is (?:hereby )?(?:retained|reserved)(?: by (?:this|the) court)? (to|for)\\b",
    (to = "") => `The court keeps the power ${to.toLowerCase()}`,
  ],
  ["\\b(?:retains|keeps) jurisdiction(?: over (?:this|the) (?:matter|case|action|cause))? to\\b", "keeps the power to"],
  ["\\ba court of competent jurisdiction\\b", "a court that has power over the matter"],
  ["\\bduly\\s+", ""],
  ["\\b(in|of|to) this (?:cause|action)\\b", (word = "") => `${word} this case`],
  ["\\bby reason of\\b", "because of"],
  ["\\b(?:will|shall) call up for hearing\\b", "will ask the court to hear"],
  [
    ",?\\s*or as soon (?:thereafter|after that) as (?:counsel|the matter|it) (?:may|can) be heard",
    ", or as soon after that as the court can",
  ],
  ["\\b(has|have) made an appearance\\b", (verb = "") => `${verb} formally appeared`],
  ["\\bwitness my hand and (?:the )?seal of (?:this|the) court\\b", "Signed with the seal of this court"],
];
