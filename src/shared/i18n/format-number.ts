/**
 * Money and numbers for people to read, in the language being used (Intl); in a file of their own so a page that
 * writes no dates (the landing page) does not load the date code. format.ts re-exports them.
 */
import { cachedFormat } from "./intl-cache";
import { intlLocale } from "./languages";

export type MoneyStyle =
  /** "$1,234.56" and "$8,000.00": court papers always write the cents. */
  | "cents"
  /** "$8,000" and "$1,234.56": cents only when there are some (limits and fees in prose). */
  | "whole";

/** The locales whose money and whole numbers are written here without Intl: "$1,234.50", "2,000" in both. */
const US_DIGITS_LOCALES = new Set(["en-US", "es-US"]);

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A whole count of cents, or undefined when the amount has a fraction of a cent, is negative (or -0) or is too large
 * to count exactly: those keep Intl's rounding and signs.
 */
function exactCents(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || cents < 0 || Object.is(amount, -0)) return undefined;
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : undefined;
}

/**
 * The first Intl formatter a page makes costs a phone tens of milliseconds before its first paint (a page's
 * description states the small-claims limit), so the two languages that write dollars the US way do it by hand;
 * format.test.ts holds the result equal to Intl's. Anything else goes to Intl.
 */
function usDollars(amount: number, showCents: boolean, language: string): string | undefined {
  const cents = US_DIGITS_LOCALES.has(intlLocale(language)) ? exactCents(amount) : undefined;
  if (cents === undefined) return undefined;
  const dollars = `$${groupThousands(String(Math.floor(cents / 100)))}`;
  return showCents ? `${dollars}.${String(cents % 100).padStart(2, "0")}` : dollars;
}

export function formatMoney(amount: number, style: MoneyStyle = "cents", language = "en"): string {
  const showCents = style === "cents" || Math.round(amount * 100) % 100 !== 0;
  const byHand = usDollars(amount, showCents, language);
  if (byHand !== undefined) return byHand;
  const digits = showCents ? 2 : 0;
  const format = cachedFormat(
    `money:${language}:${digits}`,
    () =>
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
  if (Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0) && US_DIGITS_LOCALES.has(intlLocale(language)))
    return groupThousands(String(value));
  return cachedFormat(`number:${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(value);
}

/** "75%" from 0.75. */
export function formatPercent(ratio: number, language = "en"): string {
  return cachedFormat(
    `percent:${language}`,
    () => new Intl.NumberFormat(intlLocale(language), { style: "percent", maximumFractionDigits: 0 }),
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
