/**
 * Nouns made of verbs, and the wordy phrases around them, back into the verb: "make payment of" → "pay", "make a
 * determination" → "decide", "have knowledge of" → "know", "on a monthly basis" → "each month":
 * content/plain-words/nominalizations.yaml. Each verb keeps its form ("made payment" → "paid", "making an
 * application for" → "applying for"). Each is [pattern source, replacement]; legalese.ts runs them before its other rules.
 */
import type { PhraseReplacement } from "./court-phrases";
import { fillTemplate, phraseList } from "./plain-words-lists";

/** A verb's forms, in the order base, third person, past, -ing, and a past participle unlike the past ("given"). */
type Forms = readonly string[];

/** The light verbs an entry's `light verb:` may name. */
const LIGHT_VERBS: Readonly<Record<string, Forms>> = {
  make: ["make", "makes", "made", "making"],
  conduct: ["conduct", "conducts", "conducted", "conducting"],
  perform: ["perform", "performs", "performed", "performing"],
  reach: ["reach", "reaches", "reached", "reaching"],
  give: ["give", "gives", "gave", "giving", "given"],
  take: ["take", "takes", "took", "taking", "taken"],
  grant: ["grant", "grants", "granted", "granting"],
};

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

/** The replacements that need code, by the name their entry gives. */
const REWRITES: Record<string, (...groups: string[]) => string> = {
  "knowledge-of": (verb = "") => `${{ has: "knows", have: "know", had: "knew" }[verb.toLowerCase()] ?? "know"} about`,
  "in-receipt-of": (verb = "") => `${{ is: "has", are: "have", was: "had", were: "had" }[verb.toLowerCase()] ?? "has"} received`,
  "compliance-with": (verb = "") => (verb.toLowerCase() === "is" ? "follows" : "follow"),
  "applicable-to": (verb = "") => (verb.toLowerCase() === "is" ? "applies to" : "apply to"),
  // "whether you can be required to move" → "…can be made to move" ("can have to" is no English).
  "required-to": (modal = "", not = "") =>
    modal.toLowerCase() === "can"
      ? `${modal} ${not}be made to`
      : `${modal.toLowerCase() === "shall" ? "will" : modal} ${not}have to`,
  "on-a-basis": (every = "") =>
    `each ${{ daily: "day", weekly: "week", monthly: "month", quarterly: "quarter", yearly: "year" }[every.toLowerCase()] ?? every}`,
};

export const NOMINALIZATIONS: readonly (readonly [string, PhraseReplacement])[] = phraseList("nominalizations", REWRITES, {
  lightVerbs: Object.keys(LIGHT_VERBS),
}).map((entry) => {
  if ("lightVerbs" in entry) {
    return lightVerb(
      entry.lightVerbs.map((name) => LIGHT_VERBS[name]!),
      entry.phrase,
      entry.becomes,
      entry.after,
    );
  }
  if (entry.flags !== undefined) throw new Error(`content/plain-words/nominalizations.yaml: no flags here (${entry.pattern})`);
  const { replacement } = entry;
  if (typeof replacement === "object")
    return [entry.pattern, (...groups: string[]) => fillTemplate(replacement.template, groups)];
  return [entry.pattern, replacement];
});
