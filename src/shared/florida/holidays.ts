/**
 * Florida legal holidays for court deadlines: the days set aside by Fla. Stat. § 110.117(1) for observing its
 * holidays (Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)). A holiday on a Saturday is observed the Friday before,
 * one on a Sunday the Monday after. Days a clerk's office is closed by order cannot be known in advance.
 */
import { addCalendarDays, assertIsoDate, isoDateFromParts, SATURDAY, SUNDAY, weekdayOf, type Weekday } from "./iso-date";

export interface LegalHoliday {
  /** The observed day, "YYYY-MM-DD". */
  date: string;
  name: string;
}

const MONDAY: Weekday = 1;
const THURSDAY: Weekday = 4;

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: Weekday, n: number): string {
  const first = isoDateFromParts(year, month, 1);
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return addCalendarDays(first, offset + 7 * (n - 1));
}

function lastWeekday(year: number, month: number, weekday: Weekday): string {
  const last = isoDateFromParts(year, month + 1, 0);
  const offset = (weekdayOf(last) - weekday + 7) % 7;
  return addCalendarDays(last, -offset);
}

/** A fixed-date holiday, moved off a weekend the way the state observes it. */
function observed(date: string, name: string): LegalHoliday {
  const weekday = weekdayOf(date);
  if (weekday === SATURDAY) return { date: addCalendarDays(date, -1), name: `${name} (observed)` };
  if (weekday === SUNDAY) return { date: addCalendarDays(date, 1), name: `${name} (observed)` };
  return { date, name };
}

function holidaysOfYear(year: number): LegalHoliday[] {
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  return [
    observed(isoDateFromParts(year, 1, 1), "New Year's Day"),
    { date: nthWeekday(year, 1, MONDAY, 3), name: "Martin Luther King Jr. Day" },
    { date: lastWeekday(year, 5, MONDAY), name: "Memorial Day" },
    observed(isoDateFromParts(year, 7, 4), "Independence Day"),
    { date: nthWeekday(year, 9, MONDAY, 1), name: "Labor Day" },
    observed(isoDateFromParts(year, 11, 11), "Veterans Day"),
    { date: thanksgiving, name: "Thanksgiving Day" },
    { date: addCalendarDays(thanksgiving, 1), name: "Friday after Thanksgiving" },
    observed(isoDateFromParts(year, 12, 25), "Christmas Day"),
  ];
}

const cache = new Map<number, readonly LegalHoliday[]>();

/**
 * The legal holidays observed during a calendar year, in date order. New Year's Day on a Saturday is observed on
 * December 31 of the year before, so it appears in that year's list (e.g. 2027 includes 2027-12-31).
 */
export function floridaLegalHolidays(year: number): readonly LegalHoliday[] {
  if (!Number.isInteger(year)) throw new RangeError(`Expected a whole year, got ${year}`);
  let holidays = cache.get(year);
  if (!holidays) {
    const prefix = `${isoDateFromParts(year, 1, 1).slice(0, 4)}-`;
    holidays = Object.freeze(
      [...holidaysOfYear(year), ...holidaysOfYear(year + 1)]
        .filter((holiday) => holiday.date.startsWith(prefix))
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((holiday) => Object.freeze(holiday)),
    );
    cache.set(year, holidays);
  }
  return holidays;
}

/** The holiday observed on this day, if any. */
export function legalHolidayOn(isoDate: string): LegalHoliday | undefined {
  assertIsoDate(isoDate);
  const year = Number(isoDate.slice(0, 4));
  return floridaLegalHolidays(year).find((holiday) => holiday.date === isoDate);
}

/** True when the day is an observed Florida legal holiday (the weekend date itself is not; it is a weekend). */
export function isLegalHoliday(isoDate: string): boolean {
  return legalHolidayOn(isoDate) !== undefined;
}
