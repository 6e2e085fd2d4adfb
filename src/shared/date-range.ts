/**
 * The calendar dates the app accepts anywhere, as plain data and a check: the date schema (date-schema.ts) builds on
 * them, and the deadline clocks read them without loading the schema library.
 *
 * Why a range: PostgreSQL's date type refuses year 0 (SQLSTATE 22008), and the day counting (court days, legal
 * holidays, time limits) and the papers make no sense far from today.
 */
import { isIsoDate } from "./florida/iso-date";

/** The dates accepted anywhere (ISO dates compare as text). */
export const DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;

/** True for a real "YYYY-MM-DD" date from DATE_RANGE.min to DATE_RANGE.max. */
export function isDateInRange(value: string): boolean {
  return isIsoDate(value) && value >= DATE_RANGE.min && value <= DATE_RANGE.max;
}
