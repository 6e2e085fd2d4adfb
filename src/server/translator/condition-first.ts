/**
 * A rule followed by its condition ("The fine may not be given. This applies if the committee does not approve it.")
 * reads as a statement first: when the two make a short sentence, the condition comes first again, as a short "If …,
 * …" sentence ("If the committee does not approve the fine, the fine may not be given."). Only when the condition
 * points back to nothing in the rule (no "it", "they", "such", "do so"), the rule is one plain sentence, and the
 * joined sentence has at most MAX_WORDS words; otherwise the pieces stay as they are.
 */
import { countWords } from "./readability";
import { findVerb } from "./verb-check";
import { fillSentence } from "./sentence-templates";

const MAX_WORDS = 20;

const CONDITION = /^This applies (if|when|unless) (.+?)\.$/;
/** Words that point back to something said before: in a condition put first, nothing would be before them. */
const POINTS_BACK = /\b(?:it|its|they|them|their|such|so|same|this|that|these|those|above|below|then)\b/i;
/** Openers written in small letters once the condition comes before them. */
const ORDINARY_OPENER =
  /^(?:The|This|That|These|Those|Your|You|We|Our|Any|Each|Every|All|A|An|No|My|Their|Its|It|They|He|She|There)\b/;
const CONNECTOR = /^(But|So|Also|Still|However|Even so),\s+/;

/** The rule and its condition joined: "If <condition>, <rule>." */
function joined(rule: string, word: string, condition: string): string | undefined {
  const connector = CONNECTOR.exec(rule);
  let body = connector ? rule.slice(connector[0].length) : rule;
  if (connector && ORDINARY_OPENER.test(body[0]!.toUpperCase() + body.slice(1))) body = body[0]!.toUpperCase() + body.slice(1);
  if (ORDINARY_OPENER.test(body) && !/^I\b/.test(body)) body = body[0]!.toLowerCase() + body.slice(1);
  const opener = `${word[0]!.toUpperCase()}${word.slice(1)} ${condition}, ${body}`;
  return connector ? `${connector[1]}, ${opener[0]!.toLowerCase()}${opener.slice(1)}` : opener;
}

/** A clause of a condition: a subject that opens it, then its verb ("no dispute is received", "the balance remains"). */
const CLAUSE_SUBJECT = /^(?:the|no|any|a|an|you|your|this|we|they|he|she|it|our|my|[A-Z][\w'’]*)\b/;
const isClause = (text: string, maxBefore: number) =>
  CLAUSE_SUBJECT.test(text) && findVerb(text, maxBefore) !== undefined && countWords(text) >= 3;

/**
 * A condition longer than MAX_WORDS words, after its rule, that is two clauses joined by "and" or "or" says them one by one:
 * "This applies if the balance remains unpaid and no dispute is received within the period listed above." → "This
 * applies if two things are true." "First, the balance remains unpaid." "Second, no dispute is received within the
 * period listed above." ("or": "if one of two things is true"). Both halves must be clauses with a subject and a verb
 * ("if the tenant and the landlord agree" is one), with no comma, no third "and"/"or", nothing that points back.
 */
function conditionAsList(piece: string): string[] | undefined {
  const match = /^This applies (only )?if (.+?)\.$/.exec(piece.trim());
  if (!match || /[,;:()]/.test(match[2]!)) return undefined;
  const joints = [...match[2]!.matchAll(/\s+(and|or)\s+/g)];
  if (joints.length !== 1) return undefined;
  const joint = joints[0]!;
  const first = match[2]!.slice(0, joint.index);
  const second = match[2]!.slice(joint.index + joint[0].length);
  if (!isClause(first, 6) || !isClause(second, 6) || /^(?:it|they|he|she)\b/i.test(second)) return undefined;
  const name = `applies-${match[1] ? "only-" : ""}if-${joint[1] === "and" ? "both" : "either"}` as const;
  return [fillSentence(name, {}), fillSentence("first-point", { point: first }), fillSentence("second-point", { point: second })];
}

/** `pieces` with each short rule-then-condition pair said condition first. */
export function conditionFirst(pieces: readonly string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const match = CONDITION.exec(piece.trim());
    const rule = out.at(-1)?.trim();
    if (
      match &&
      rule !== undefined &&
      /[^.]\.$/.test(rule) &&
      !/[;:]|^This applies\b/.test(rule) &&
      !/^(?:If|When|Unless)\b/.test(rule) &&
      !POINTS_BACK.test(match[2]!) &&
      countWords(rule) + countWords(match[2]!) + 1 <= MAX_WORDS
    ) {
      const sentence = joined(rule, match[1]!, match[2]!);
      if (sentence !== undefined) {
        out[out.length - 1] = sentence;
        continue;
      }
    }
    // A condition that is itself a long sentence, of two clauses: said one clause at a time.
    const listed = match && rule !== undefined && countWords(piece) > MAX_WORDS ? conditionAsList(piece) : undefined;
    if (listed) {
      out.push(...listed);
      continue;
    }
    out.push(piece);
  }
  return out;
}
