/**
 * Nouns made of verbs, and the wordy phrases around them, back into the verb: "make payment of" → "pay", "make a
 * determination" → "decide", "conduct an inspection of" → "check", "have knowledge of" → "know", "on a monthly basis" →
 * "each month", "in the absence of" → "without". Each verb keeps its form ("made payment" → "paid", "making an
 * application for" → "applying for"). Each is [pattern source, replacement]; legalese.ts runs them before its other rules.
 */
import type { PhraseReplacement } from "./court-phrases";

/** A verb's forms, in the order base, third person, past, -ing, and a past participle unlike the past ("given"). */
type Forms = readonly string[];

const MAKE: Forms = ["make", "makes", "made", "making"];
const CONDUCT: Forms = ["conduct", "conducts", "conducted", "conducting"];
const PERFORM: Forms = ["perform", "performs", "performed", "performing"];
const REACH: Forms = ["reach", "reaches", "reached", "reaching"];
const GIVE: Forms = ["give", "gives", "gave", "giving", "given"];
const TAKE: Forms = ["take", "takes", "took", "taking", "taken"];
const GRANT: Forms = ["grant", "grants", "granted", "granting"];

/** The same form of another verb: "made" → "paid" when `to` is pay's forms. */
function sameForm(from: Forms, to: Forms): (verb?: string) => string {
  return (verb = "") => {
    const at = from.indexOf(verb.toLowerCase());
    return to[at === 4 ? 2 : Math.max(at, 0)]!;
  };
}

/** "(make|makes|made|making) <noun phrase>" → the plain verb in the same form, then `after`. */
function lightVerb(verbs: readonly Forms[], noun: string, to: Forms, after = ""): readonly [string, PhraseReplacement] {
  const all = verbs.flat();
  const form = (verb = "") => {
    const owner = verbs.find((forms) => forms.includes(verb.toLowerCase())) ?? verbs[0]!;
    return sameForm(owner, to)(verb);
  };
  return [`\\b(${all.join("|")}) ${noun}`, (verb = "") => `${form(verb)}${after}`];
}

const PAY: Forms = ["pay", "pays", "paid", "paying"];
const ARTICLE = "(?:a |an |the |any |such )?";

export const NOMINALIZATIONS: readonly (readonly [string, PhraseReplacement])[] = [
  // "In no event shall you be required to pay" → "You will never have to pay" (the rule below does "be required to").
  ["^in no event (?:shall|will) (you|we|I|(?:the )?[A-Z][a-z]+) (?=[a-z])", (who = "") => `${who} will never `],
  lightVerb([MAKE], `${ARTICLE}payments? of\\b`, PAY),
  lightVerb([MAKE], `${ARTICLE}payments? for\\b`, PAY, " for"),
  lightVerb([MAKE], `payment(?=[.,;]| (?:to|by|on|within|before)\\b)`, PAY),
  lightVerb(
    [MAKE],
    `${ARTICLE}(?:decision|determination)(?: (?:as to|on|about|regarding))?(?= (?:whether|if|what|how|that)\\b)`,
    ["decide", "decides", "decided", "deciding"],
  ),
  lightVerb([MAKE], `${ARTICLE}(?:decision|determination)\\b`, ["decide", "decides", "decided", "deciding"]),
  lightVerb([MAKE], `${ARTICLE}(?:written )?application (?=(?:for|to)\\b)`, ["apply", "applies", "applied", "applying"], " "),
  lightVerb([MAKE], `${ARTICLE}request for\\b`, ["ask", "asks", "asked", "asking"], " for"),
  lightVerb([MAKE], `${ARTICLE}(?:objection|objections) to\\b`, ["object", "objects", "objected", "objecting"], " to"),
  lightVerb([MAKE], `${ARTICLE}reference to\\b`, ["refer", "refers", "referred", "referring"], " to"),
  lightVerb([MAKE], `${ARTICLE}(?:inquiry|inquiries)\\b`, ["ask", "asks", "asked", "asking"]),
  lightVerb([MAKE], `${ARTICLE}(?:every )?(?:reasonable )?effort to\\b`, ["try", "tries", "tried", "trying"], " to"),
  lightVerb([MAKE], `${ARTICLE}arrangements? (?=(?:for|to|with)\\b)`, ["arrange", "arranges", "arranged", "arranging"], " "),
  lightVerb([MAKE], `${ARTICLE}recommendation\\b`, ["recommend", "recommends", "recommended", "recommending"]),
  lightVerb([CONDUCT, PERFORM, MAKE], `${ARTICLE}inspection of\\b`, ["check", "checks", "checked", "checking"]),
  lightVerb([CONDUCT, PERFORM], `${ARTICLE}inspection\\b`, ["check", "checks", "checked", "checking"], " it"),
  lightVerb([CONDUCT, MAKE], `${ARTICLE}investigation (?:of|into)\\b`, ["look", "looks", "looked", "looking"], " into"),
  lightVerb([REACH], `${ARTICLE}settlement\\b`, ["settle", "settles", "settled", "settling"]),
  lightVerb([REACH], `${ARTICLE}agreement\\b`, ["agree", "agrees", "agreed", "agreeing"]),
  lightVerb([GIVE], `(?:due |careful )?consideration to\\b`, ["consider", "considers", "considered", "considering"]),
  lightVerb([TAKE], `into (?:account|consideration)\\b`, ["consider", "considers", "considered", "considering"]),
  lightVerb([TAKE], `legal action against\\b`, ["sue", "sues", "sued", "suing"]),
  lightVerb([GIVE, GRANT], `(?:(?:your|his|her|their|its|our|my|written) )?approval (?:of|for)\\b`, [
    "approve",
    "approves",
    "approved",
    "approving",
  ]),
  lightVerb([GIVE], `${ARTICLE}explanation of\\b`, ["explain", "explains", "explained", "explaining"]),
  [
    "\\b(has|have|had) (?:actual )?knowledge of\\b",
    (verb = "") => `${{ has: "knows", have: "know", had: "knew" }[verb.toLowerCase()] ?? "know"} about`,
  ],
  [
    "\\b(is|are|was|were) in receipt of\\b",
    (verb = "") => `${{ is: "has", are: "have", was: "had", were: "had" }[verb.toLowerCase()] ?? "has"} received`,
  ],
  ["\\b(is|are) in compliance with\\b", (verb = "") => (verb.toLowerCase() === "is" ? "follows" : "follow")],
  ["\\b(is|are) (?:applicable|relevant) to\\b", (verb = "") => (verb.toLowerCase() === "is" ? "applies to" : "apply to")],
  ["\\b(is|are) (?:hereby )?(?:authorized|permitted|empowered) to\\b", "may"],
  ["\\b(is|are) unable to\\b", "cannot"],
  ["\\b(was|were) unable to\\b", "could not"],
  ["\\b(?:is|are) able to\\b", "can"],
  ["\\b(?:has|have) the ability to\\b", "can"],
  [
    "\\b(shall|will|may|can|would|should|must) (not |never )?be required to\\b",
    // "whether you can be required to move" → "…can be made to move" ("can have to" is no English).
    (modal = "", not = "") =>
      modal.toLowerCase() === "can"
        ? `${modal} ${not}be made to`
        : `${modal.toLowerCase() === "shall" ? "will" : modal} ${not}have to`,
  ],
  ["\\b(?:shall|will) have no (?:authority|right|power) to\\b", "may not"],
  // Wordy phrases with a short twin.
  ["\\b(the|any|such|this|no) litigation\\b", (det = "") => `${det} lawsuit`],
  ["\\b(if|when|unless|before|that|event) litigation\\b", (word = "") => `${word} a lawsuit`],
  ["\\bin the absence of\\b", "without"],
  [
    "\\bon an? (daily|weekly|monthly|quarterly|yearly) basis\\b",
    (every = "") =>
      `each ${{ daily: "day", weekly: "week", monthly: "month", quarterly: "quarter", yearly: "year" }[every.toLowerCase()] ?? every}`,
  ],
  ["\\bon an annual basis\\b", "each year"],
  ["\\bin a timely (?:manner|fashion)\\b", "on time"],
  ["\\bat (?:this point in time|the present time)\\b", "now"],
  ["\\bas a consequence of\\b", "because of"],
  ["\\b(?:for the reason that|by reason of the fact that|in view of the fact that)\\b", "because"],
  ["\\bby reason of\\b", "because of"],
  ["\\bin the vicinity of\\b", "near"],
  ["\\bfor the duration of\\b", "during"],
  ["\\bin (?:its|their) entirety\\b", "in full"],
  ["\\bthe entirety of\\b", "all of"],
  ["\\ba (?:sufficient|adequate) number of\\b", "enough"],
  ["\\bon the condition that\\b", "only if"],
  ["\\bin contravention of\\b", "against"],
  ["\\bin conjunction with\\b", "along with"],
  ["\\baccompanied by\\b", "with"],
  ["\\bat the (?:conclusion|close) of\\b", "at the end of"],
  ["\\bon or about\\b", "around"],
  ["\\bwithin a period of\\b", "within"],
  ["\\bat (your|his|her|their) earliest convenience\\b", "as soon as you can"],
  ["\\b(\\d+) consecutive (days|weeks|months|years|hours)\\b", (n = "", unit = "") => `${n} ${unit} in a row`],
  // "under the provisions of Section 83.49" → "under Section 83.49"; "violates the provisions of this lease" → "violates this lease".
  ["\\bthe (?:applicable )?provisions of (?=(?:sections?|chapter|rule|article|paragraph|§|this|the|that|your|our|its)\\b)", ""],
  ["\\b(under|with|of) applicable laws?\\b", (word = "") => `${word} the law`],
  ["\\bby applicable laws?\\b", "by law"],
];
