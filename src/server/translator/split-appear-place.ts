/**
 * Where to appear, said after when: "…you must appear in person or by attorney at the Baker County Courthouse,
 * Courtroom A, 339 East Macclenny Avenue, Macclenny, Florida, on Monday, November 27, 2028, at 1:30 p.m., for a pretrial
 * conference before a judge of this court." → "…you must appear in person or by attorney on Monday, November 27, 2028,
 * at 1:30 p.m., for a pretrial conference before a judge of this court." "It will be at the Baker County Courthouse,
 * Courtroom A, 339 East Macclenny Avenue, Macclenny, Florida." Only a place with a street number, between "appear … at"
 * and the date.
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)";
const APPEAR_AT = new RegExp(
  `^(.*?\\b(?:appear|come|be present)\\b[^,;:]*?)\\s+at\\s+((?:the\\s+)?[A-Z][^;:]*?\\d[^;:]*?),\\s+(on\\s+(?:[A-Za-z]+(?:day|DAY),?\\s+)?${MONTH}\\s+\\d{1,2},\\s+\\d{4}\\b.*)$`,
);
const MIN_LEFT_WORDS = 8;

export function splitAppearPlace(sentence: string): string[] | undefined {
  const match = APPEAR_AT.exec(sentence.trim());
  if (!match) return undefined;
  const [, before = "", place = "", when = ""] = match;
  // The place holds a street: a number then a word ("339 East Macclenny Avenue"), not only a room ("Courtroom 2A").
  if (!/(?:^|,\s+)\d{1,6}\s+[A-Za-z]/.test(place) || countWords(`${before} ${when}`) < MIN_LEFT_WORDS) return undefined;
  const main = `${before} ${when}`;
  return [/[.!?]$/.test(main) ? main : `${main}.`, fillSentence("will-be-in", { place: `at ${place.replace(/,$/, "")}` })];
}
