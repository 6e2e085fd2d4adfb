/**
 * The one place that writes money, numbers and dates for people to read, on screen and in papers, for the
 * language being used (Intl). Calendar dates are "YYYY-MM-DD" strings and are formatted in UTC, so a date
 * never moves with the time zone of the machine (a deadline on the 14th is the 14th in the Panhandle too).
 */
import { isIsoDate } from "../florida/iso-date";
import { intlLocale } from "./languages";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export type MoneyStyle =
  /** "$1,234.56" and "$8,000.00": court papers always write the cents. */
  | "cents"
  /** "$8,000" and "$1,234.56": cents only when there are some (limits and fees in prose). */
  | "whole";

export function formatMoney(amount: number, style: MoneyStyle = "cents", language = "en"): string {
  const showCents = style === "cents" || Math.round(amount * 100) % 100 !== 0;
  const digits = showCents ? 2 : 0;
  const format = cached(`money:${language}:${digits}`, () =>
    new Intl.NumberFormat(intlLocale(language), {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  );
  return format.format(amount);
}

export function formatNumber(value: number, language = "en"): string {
  return cached(`number:${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(value);
}

/** "75%" from 0.75. */
export function formatPercent(ratio: number, language = "en"): string {
  return cached(`percent:${language}`, () =>
    new Intl.NumberFormat(intlLocale(language), { style: "percent", maximumFractionDigits: 0 }),
  ).format(ratio);
}

/**
 * Money typed by a person: "$1,200.50", "1200.5", " 80 " → a number of dollars; "" → undefined; anything that is
 * not a number → NaN (the caller explains).
 */
export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

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
  return cached(`date:${style}:${language}:${timeZone ?? "local"}`, () =>
    new Intl.DateTimeFormat(intlLocale(language), { ...DATE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) }),
  );
}

/** A calendar date "2026-08-03" → "August 3, 2026". Anything that is not a real "YYYY-MM-DD" is returned as is. */
export function formatDate(isoDate: string, style: DateStyle = "long", language = "en"): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return dateFormat(style, language, "UTC").format(date);
}

/** A moment (a case's last update, "2026-11-22T15:04:05Z") as a date in the reader's own time zone; "" if invalid. */
export function formatTimestamp(timestamp: string | Date, style: DateStyle = "short", language = "en"): string {
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  return Number.isNaN(date.getTime()) ? "" : dateFormat(style, language, undefined).format(date);
}
