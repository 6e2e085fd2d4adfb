/** Counting days on "YYYY-MM-DD" dates the two ways Florida law does it. */
import { isLegalHoliday } from "./holidays";
import { addCalendarDays, assertIsoDate, isWeekend } from "./iso-date";

/** A Saturday, Sunday or observed Florida legal holiday: a day that is skipped or rolled past. */
export function isWeekendOrLegalHoliday(isoDate: string): boolean {
  return isWeekend(isoDate) || isLegalHoliday(isoDate);
}

/** The day itself if it is a business day, otherwise the next day that is. */
export function rollForwardToBusinessDay(isoDate: string): string {
  let day = isoDate;
  while (isWeekendOrLegalHoliday(day)) day = addCalendarDays(day, 1);
  return day;
}

/** The day itself if it is a business day, otherwise the closest business day before it. */
export function rollBackToBusinessDay(isoDate: string): string {
  let day = isoDate;
  while (isWeekendOrLegalHoliday(day)) day = addCalendarDays(day, -1);
  return day;
}

function assertDayCount(days: number): void {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`Expected a whole number of days of 1 or more, got ${days}`);
  }
}

/**
 * Rule 2.514(a)(1): (A) begin counting on the next day that is not a Saturday, Sunday or legal holiday, so the
 * day of the event is never counted; (B) count every day after that, weekends and holidays included; (C) if the
 * last day is a Saturday, Sunday or legal holiday, the period runs to the next day that is not.
 *
 * (A) only matters when the event is followed by a weekend or holiday: service on a Friday starts the count on
 * Monday (day 1), not Saturday.
 */
export function addCourtDays(start: string, days: number): string {
  assertIsoDate(start);
  assertDayCount(days);
  const dayOne = rollForwardToBusinessDay(addCalendarDays(start, 1));
  return rollForwardToBusinessDay(addCalendarDays(dayOne, days - 1));
}

/**
 * Rule 2.514(a)(5): a period that ends `days` before an event is counted the same way, backward. Day 1 is the
 * closest day before the event that is not a Saturday, Sunday or legal holiday; a last day that is one moves to the
 * business day before it. The result is the last day to act.
 */
export function subtractCourtDays(event: string, days: number): string {
  assertIsoDate(event);
  assertDayCount(days);
  const dayOne = rollBackToBusinessDay(addCalendarDays(event, -1));
  return rollBackToBusinessDay(addCalendarDays(dayOne, -(days - 1)));
}

/**
 * For statutes that exclude Saturdays, Sundays and legal holidays from the count entirely (§ 83.56(3) 3-day
 * notice, § 83.60(2) eviction answer): skip the start day and count only business days.
 */
export function addBusinessDays(start: string, days: number): string {
  assertIsoDate(start);
  assertDayCount(days);
  let day = start;
  for (let counted = 0; counted < days;) {
    day = addCalendarDays(day, 1);
    if (!isWeekendOrLegalHoliday(day)) counted += 1;
  }
  return day;
}
