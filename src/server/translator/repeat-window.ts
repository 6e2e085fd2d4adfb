/**
 * A period in which doing it again counts ("if this same conduct is repeated within twelve (12) months", "a second
 * violation within 12 months", "if you fall behind again within 12 months"): not a deadline to act by. A 7-day notice
 * says it in its standard words; read as a deadline, it told her she had 12 months to fix the problem.
 */
import { findValues, type FoundValue } from "./values";

const REPEAT =
  /\b(?:repeat(?:s|ed)?|recur(?:s|red)?|again|second\s+(?:violation|time|offen[cs]e|breach|noncompliance)|subsequent|another\s+(?:violation|breach|noncompliance))\b/i;
/** How far before "within" the repeat may be said: "repeated within", "a subsequent noncompliance of a similar nature within". */
const REACH = 60;

/** The periods of `sentence` that bound a repeat, not a duty. */
export function repeatWindows(sentence: string): FoundValue[] {
  return findValues(sentence).filter((value) => {
    if (value.kind !== "period") return false;
    const before = sentence.slice(Math.max(0, value.index - REACH), value.index);
    if (!/\bwithin\s+$/i.test(before)) return false;
    const clause = before.split(/[.;:!?]\s/).at(-1) ?? before;
    return REPEAT.test(clause);
  });
}

/** The values of `sentence` that are not a repeat's period. */
export function valuesBesideRepeats(sentence: string): FoundValue[] {
  const repeats = new Set(repeatWindows(sentence).map((value) => value.index));
  return findValues(sentence).filter((value) => !repeats.has(value.index));
}
