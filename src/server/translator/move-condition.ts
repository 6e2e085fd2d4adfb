/**
 * A long "If X, Y." whose condition is not about "you" (ask-condition.ts asks those) becomes two sentences, the
 * rule first: "If the Association does not get payment within 30 days, the Association may record a lien against
 * the parcel." → "The Association may record a lien against the parcel." "This applies if the Association does not
 * get payment within 30 days." Also "When X, Y", "Unless X, Y" and "Even if X, Y". Only when the condition is one clause without a
 * comma, and the rule opens with its own subject (a name, "the Landlord", "you"), never with a pronoun ("it", "they")
 * that would then come before the words it points back to.
 */
import { countWords } from "./readability";
import { liftRestrictiveClause } from "./restrictive-clause";
import { fillSentence } from "./sentence-templates";

const MIN_SENTENCE_WORDS = 18;
const MIN_CONDITION_WORDS = 4;
const MIN_RULE_WORDS = 6;

const VERB =
  "(?:must|may|will|can|shall|should|would|could|might|is|are|has|have|does|owes|gets|becomes|agrees|waives|intends|plans|expects)";
/** The rule's subject, then its verb within a few words: "the Landlord may", "Bayshore Rentals, LLC will", "you must". */
const OWN_SUBJECT = new RegExp(
  `^(?:(?:the|this|that|these|those|your|my|our|any|each|every|all|a|an|no)\\s+(?:[\\w'’-]+\\s+){0,3}?|[A-Z][\\w'’.-]*(?:,?\\s+[A-Z][\\w'’.-]*){0,4},?\\s+|you\\s+|we\\s+|I\\s+)(?:not\\s+)?${VERB}\\b`,
);
/** "this" or "that" before a noun ("this account may be…") names its thing; alone it points back. */
const PRONOUN =
  /^(?:it|they|he|she|(?:this|that|these|those)(?!\s+(?!(?:is|are|was|were|will|must|may|can|shall|has|have|does|means)\b)[a-z]+\s+(?:\w+\s+)?(?:is|are|will|must|may|can|shall|has|have|does)\b)|its|their|his|her|them|such)\b/i;

/** A date's comma ("by May 31, 2026") is not the end of the condition. */
const maskDates = (text: string) => text.replace(/(\d),(\s+\d{4}\b)/g, "$1\uE002$2");
const unmask = (text: string) => text.replace(/\uE002/g, ",");

export function moveCondition(sentence: string): string[] | undefined {
  if (countWords(sentence) < MIN_SENTENCE_WORDS) return undefined;
  const letters = sentence.replace(/[^A-Za-z]/g, "");
  if (letters === letters.toUpperCase()) return undefined;
  // "Even so, if the balance remains unpaid…, this account may be…": the connector stays with the rule.
  const match =
    /^((?:Even so|But|So|Also|Still|However),?\s+)?(?:(If|When|Unless|Even if|IF|WHEN|UNLESS)|(if|when|unless|even if)) ([^,;:()"“”]+),\s+(.+)$/.exec(
      maskDates(sentence.trim()),
    );
  if (!match) return undefined;
  const [, connector = "", upper, lower, condition = "", rule = ""] = match;
  const word = upper ?? lower ?? "";
  if (!connector && lower) return undefined;
  // "If the Plaintiff fails to appear, the case may be dismissed; if the Defendant…": the condition is the first
  // clause's only; the semicolon comes first (split-long.ts), then each clause keeps its own condition.
  if (/;\s/.test(rule)) return undefined;
  // A condition about "you" is asked (ask-condition.ts), unless it is written in capitals ("IF YOU DO NOT DO ALL OF THE
  // THINGS STATED ABOVE…, the Plaintiff may…"): it is kept as written, after the rule.
  const shouted = /[A-Z]{2}/.test(condition) && condition === condition.toUpperCase();
  if (
    (/^you\b/i.test(condition) && !shouted) ||
    countWords(condition) < MIN_CONDITION_WORDS ||
    countWords(rule) < MIN_RULE_WORDS
  ) {
    return undefined;
  }
  // "If so, …", "If not, …", "When this happens, …" point back: nothing to move.
  if (/^(?:so|not)\b|^(?:this|that|it|such)\s+(?:happens|is the case|occurs|is so)\b/i.test(condition)) return undefined;
  const ruleSentence = rule.trim().replace(/[.;:]*$/, ".");
  const written = connector
    ? `${connector.replace(/,?\s+$/, ",")} ${ruleSentence}`
    : ruleSentence[0]!.toUpperCase() + ruleSentence.slice(1);
  // "a resident who remains after the lease ends will be charged…": a long subject with its clause is a subject too.
  const bare = ruleSentence[0]!.toUpperCase() + ruleSentence.slice(1);
  if (PRONOUN.test(rule) || !(OWN_SUBJECT.test(rule) || liftRestrictiveClause(unmask(bare)))) return undefined;
  const opener = shouted ? word.toUpperCase() : word.toLowerCase();
  if (!shouted && word === word.toUpperCase() && word.length > 1 && /^(?:IF|WHEN|UNLESS)$/.test(word)) return undefined;
  return [unmask(written), unmask(fillSentence("applies-condition", { opener, condition: condition.trim() }))];
}

/** The clause after "although": its own subject, then its verb within a few words. */
const CLAUSE = new RegExp(OWN_SUBJECT.source.replace(`${VERB}\\b`, `(?:${VERB}|was|were|had|did|does|do)\\b`));

/**
 * "Although the loss is not covered, we have issued a payment of $800.00." → "The loss is not covered." "But we have
 * issued a payment of $800.00." Both halves must be clauses with their own subject; a pronoun opening the second is
 * fine here, since the first half now comes before it, as it did.
 */
export function splitConcession(sentence: string): string[] | undefined {
  if (countWords(sentence) < MIN_SENTENCE_WORDS) return undefined;
  const match = /^(?:Although|Though|Even though) ([^,;:()"“”]+),\s+(.+)$/.exec(maskDates(sentence.trim()));
  if (!match) return undefined;
  const [, concession = "", rule = ""] = match;
  if (countWords(concession) < MIN_CONDITION_WORDS || countWords(rule) < MIN_RULE_WORDS) return undefined;
  if (
    !CLAUSE.test(concession) ||
    !(
      CLAUSE.test(rule) || /^(?:it|they|he|she|we|I)\s+(?:\w+\s+)?(?:must|may|will|can|have|has|is|are|did|do|does)\b/i.test(rule)
    )
  ) {
    return undefined;
  }
  const first = concession.trim();
  const second = rule.trim().replace(/[.;:]*$/, ".");
  return [unmask(`${first[0]!.toUpperCase()}${first.slice(1)}.`), unmask(`But ${second}`)];
}
