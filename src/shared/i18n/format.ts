/**
 * The one place that writes money, numbers and dates for people to read, on screen and in papers, for the
 * language being used (Intl). Calendar dates are "YYYY-MM-DD" strings and are formatted in UTC, so a date
 * never moves with the time zone of the machine (a deadline on the 14th is the 14th in the Panhandle too).
 */
import { isIsoDate } from "../florida/iso-date";
import { dateByHand } from "./dates-by-hand";
import { cachedFormat } from "./intl-cache";
import { intlLocale } from "./languages";

export { formatMoney, formatNumber, formatPercent, parseMoney, type MoneyStyle } from "./format-number";

export type DateStyle =
  /** "August 2026" — a calendar's month heading (give any date of the month). */
  | "month"
  /** "Mon" — a calendar's column heading. */
  | "weekdayShort"
  /** "Monday". */
  | "weekdayLong"
  /** "August 3, 2026" — papers and prose. */
  | "long"
  /** "Monday, August 3, 2026" — deadlines, where the weekday matters. */
  | "weekday"
  /** "Aug 3, 2026" — lists. */
  | "short";

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: { year: "numeric", month: "long" },
  weekdayShort: { weekday: "short" },
  weekdayLong: { weekday: "long" },
  long: { year: "numeric", month: "long", day: "numeric" },
  weekday: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
};

function dateFormat(style: DateStyle, language: string, timeZone: string | undefined): Intl.DateTimeFormat {
  return cachedFormat(
    `date:${style}:${language}:${timeZone ?? "local"}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { ...DATE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) }),
  );
}

/** A calendar date "2026-08-03" → "August 3, 2026". Anything that is not a real "YYYY-MM-DD" is returned as is. */
export function formatDate(isoDate: string, style: DateStyle = "long", language = "en"): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const byHand = dateByHand({ year, month, day, weekday: date.getUTCDay() }, style, intlLocale(language));
  return byHand ?? dateFormat(style, language, "UTC").format(date);
}

/** A moment (a case's last update, "2026-11-22T15:04:05Z") as a date in the reader's own time zone; "" if invalid. */
export function formatTimestamp(timestamp: string | Date, style: DateStyle = "short", language = "en"): string {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  if (Number.isNaN(date.getTime())) return "";
  const day = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), weekday: date.getDay() };
  return dateByHand(day, style, intlLocale(language)) ?? dateFormat(style, language, undefined).format(date);
}
