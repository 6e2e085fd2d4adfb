/**
 * Calendar dates as "YYYY-MM-DD" strings. All arithmetic is done in UTC so a date never shifts with the
 * time zone of the computer or browser running it.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const SUNDAY: Weekday = 0;
export const SATURDAY: Weekday = 6;

/** True when the text is a real calendar date written as "YYYY-MM-DD". */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return isoDateFromParts(year, month, day) === text;
}

/** "YYYY-MM-DD" for a year, month (1-12) and day; out-of-range days roll over like Date.UTC. */
export function isoDateFromParts(year: number, month: number, day: number): string {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.toISOString().slice(0, 10);
}

/** Throws a RangeError unless the text is a real "YYYY-MM-DD" date. */
export function assertIsoDate(text: string): void {
  if (!isIsoDate(text)) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${text}"`);
}

function toUtcMs(isoDate: string): number {
  assertIsoDate(isoDate);
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(isoDate: string): Weekday {
  return new Date(toUtcMs(isoDate)).getUTCDay() as Weekday;
}

export function isWeekend(isoDate: string): boolean {
  const weekday = weekdayOf(isoDate);
  return weekday === SATURDAY || weekday === SUNDAY;
}
