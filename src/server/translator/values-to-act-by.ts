/**
 * Which values of a sentence are days or periods to act by, and which are not: a period in which doing it again counts
 * ("if this same conduct is repeated within twelve (12) months": a 7-day notice's standard words, once read as 12 months
 * to fix the problem), a date that recites the past ("a letter dated March 30, 2026", "the conference held on June 8"),
 * and a period that measures money ("2 months' rent"). Key points (key-points.ts) and their explanation in another
 * language (explain-key-points.ts) read deadlines only from the rest.
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

/** A verb that tells when something already happened: "dated", "held on", "served … on", "executed by you on". */
const RECITING =
  /\b(?:dated|held|filed|entered|executed|signed|served|began|commenced|opened|completed|wrote|written|notified|sent|mailed|received|rendered|performed|bought|purchased|came before the court)\b(?:(?!\b(?:will|shall|must|be)\b)[^.;:]){0,60}?\s+(?:on|of)\s+$|\bdated\s+$/i;
/** "will be held on", "is to be signed on": a day still to come. */
const FUTURE_BEFORE = /\b(?:will|shall|must|to|may)\s+(?:be\s+)?(?:\w+\s+)?$/i;
/** A sentence that only tells the past ("On March 20, 2028, counsel sent a letter …") has no word that looks ahead. */
const LOOKS_AHEAD =
  /\b(?:must|shall|will|can|should|needs?|please|due|expires?|until|no later than|on or before|ha(?:s|ve) to|(?:is|are) required|(?:remains?|is|are) (?:set|scheduled))\b|\bmay\b(?!\s+\d)/i;
/** "As of October 31, 2025, you owed …", "between October 31, 2025 and today": a date that dates an amount. */
const AS_OF_BEFORE = /\bas of\s+$/i;
const UNTIL_TODAY_AFTER = /^\s*and today\b/i;

/**
 * The dates of `sentence` that recite the past ("a letter dated March 30, 2026", "the conference held on June 8",
 * "served with the summons on June 2", "executed by you on April 9"), and every date, time and period of a sentence
 * that only tells the past ("On July 26, 2027 the Association asked that the lot be mowed within fourteen days"): none
 * is a day to act by.
 */
export function recitedValues(sentence: string): FoundValue[] {
  const values = findValues(sentence);
  const dates = values.filter((value) => value.kind === "date");
  const recited: FoundValue[] = [];
  for (const value of dates) {
    const before = sentence.slice(Math.max(0, value.index - 90), value.index);
    const match = RECITING.exec(before);
    const previous = recited.at(-1);
    // "correspondence dated June 2, 2025 and July 3, 2025": the dates listed after a recited one are recited too.
    const listed =
      previous !== undefined &&
      /^\s*(?:,|and|or|,\s*and)\s*$/i.test(sentence.slice(previous.index + previous.text.length, value.index));
    const datesAmount = AS_OF_BEFORE.test(before) || UNTIL_TODAY_AFTER.test(sentence.slice(value.index + value.text.length));
    if (listed || datesAmount || (match && !FUTURE_BEFORE.test(before.slice(0, match.index)))) recited.push(value);
  }
  const startsInPast = /^\s*(?:\d+\.\s*)?On\s+/.test(sentence) && dates.some((value) => value.index < 30);
  if ((recited.length > 0 || startsInPast) && !LOOKS_AHEAD.test(sentence.replace(/\b(?:as )?required by\b/gi, ""))) {
    return values.filter((value) => ["date", "time", "period", "ordinal"].includes(value.kind));
  }
  return recited;
}

/** "an amount that does not exceed 2 months' rent", "one month's rent": a period that measures money, not time. */
export function rentMeasures(sentence: string): FoundValue[] {
  return findValues(sentence).filter(
    (value) =>
      value.kind === "period" &&
      /^['’]?s?['’]?\s+(?:rent|pay|wages|salary)\b/i.test(sentence.slice(value.index + value.text.length)),
  );
}

/** "$640.00 every two weeks", "once every sixty (60) days", "each month": how often, not a period to act by. */
export function frequencies(sentence: string): FoundValue[] {
  return findValues(sentence).filter(
    (value) =>
      value.kind === "period" &&
      /\b(?:every|each)\s+(?:other\s+)?$/i.test(sentence.slice(Math.max(0, value.index - 20), value.index)),
  );
}

/**
 * "may lead to a 7-day notice without an opportunity to cure", "the Landlord may serve a three-day notice": a period
 * written into a notice's name names the paper, not a period to act by.
 */
export function noticeNames(sentence: string): FoundValue[] {
  return findValues(sentence).filter(
    (value) =>
      value.kind === "period" &&
      /-\s*days?$/i.test(value.text) &&
      /^\s+(?:written\s+)?notice\b/i.test(sentence.slice(value.index + value.text.length)),
  );
}

/**
 * The values of `sentence` that are no day or period to act by: a repeat's window, a recited date, a date that dates
 * an amount, a rent measure, a frequency, a notice's name.
 */
export function valuesNotToActBy(sentence: string): FoundValue[] {
  return [
    ...repeatWindows(sentence),
    ...recitedValues(sentence),
    ...rentMeasures(sentence),
    ...frequencies(sentence),
    ...noticeNames(sentence),
  ];
}

/** The values of `sentence` that may be a day or a period to act by. */
export function valuesToActBy(sentence: string): FoundValue[] {
  const not = new Set(valuesNotToActBy(sentence).map((value) => value.index));
  return findValues(sentence).filter((value) => !not.has(value.index));
}
