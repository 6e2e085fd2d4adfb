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

export function formatMoney(amount: number, style: MoneyStyle = "cents", language = "en"): string {
  const showCents = style === "cents" || Math.round(amount * 100) % 100 !== 0;
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
