/**
 * The month calendar as data: the weeks of a month (Sunday first) and where the keys of the WAI-ARIA date grid
 * move the focused day. Dates are "YYYY-MM-DD", months "YYYY-MM"; all arithmetic is on calendar dates (iso-date.ts).
 */
import { addCalendarDays, isoDateFromParts, weekdayOf } from "@shared/florida/iso-date";

/** "2026-08" of "2026-08-14". */
export const monthOf = (date: string): string => date.slice(0, 7);

const partsOf = (month: string) => month.split("-").map(Number) as [number, number];

function daysInMonth(year: number, month: number): number {
  return Number(isoDateFromParts(year, month + 1, 0).slice(8, 10));
}

/** The same day of the month `count` months later (or earlier), kept inside the target month (Jan 31 → Feb 28). */
export function addMonths(date: string, count: number): string {
  const [year, month] = partsOf(monthOf(date));
  const target = isoDateFromParts(year, month + count, 1);
  const [targetYear, targetMonth] = partsOf(monthOf(target));
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(targetYear, targetMonth));
  return isoDateFromParts(targetYear, targetMonth, day);
}

/** The weeks of a month, each 7 cells from Sunday to Saturday; null for days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, monthNumber] = partsOf(month);
  const first = isoDateFromParts(year, monthNumber, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, monthNumber); day++) cells.push(isoDateFromParts(year, monthNumber, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * The day a key moves the focus to (WAI-ARIA date picker grid): arrows by a day or a week, Home and End to the
 * start and end of the week, Page Up and Page Down by a month (by a year with Shift). Undefined for other keys.
 */
export function dayAfterKey(date: string, key: string, shift = false): string | undefined {
  switch (key) {
    case "ArrowLeft":
      return addCalendarDays(date, -1);
    case "ArrowRight":
      return addCalendarDays(date, 1);
    case "ArrowUp":
      return addCalendarDays(date, -7);
    case "ArrowDown":
      return addCalendarDays(date, 7);
    case "Home":
      return addCalendarDays(date, -weekdayOf(date));
    case "End":
      return addCalendarDays(date, 6 - weekdayOf(date));
    case "PageUp":
      return addMonths(date, shift ? -12 : -1);
    case "PageDown":
      return addMonths(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}
