/**
 * A rule followed by its condition ("The fine may not be given. This applies if the committee does not approve it.")
 * reads as a statement first: when the two make a short sentence, the condition comes first again, as a short "If …,
 * …" sentence ("If the committee does not approve the fine, the fine may not be given."). Only when the condition
 * points back to nothing in the rule (no "it", "they", "such", "do so"), the rule is one plain sentence, and the
 * joined sentence has at most MAX_WORDS words; otherwise the pieces stay as they are.
 */
import { countWords } from "./readability";

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
    out.push(piece);
  }
  return out;
}
