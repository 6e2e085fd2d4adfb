import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, formatPercent, formatTimestamp, parseMoney, type DateStyle } from "./format";

/** Intl's own options for each style, written out here so the test does not read them from the code it checks. */
const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  month: { year: "numeric", month: "long" },
  weekdayShort: { weekday: "short" },
  weekdayLong: { weekday: "long" },
  long: { year: "numeric", month: "long", day: "numeric" },
  weekday: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  short: { year: "numeric", month: "short", day: "numeric" },
};

describe("locale format", () => {
  it("writes money with cents for papers and without empty cents in prose", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(8000)).toBe("$8,000.00");
    expect(formatMoney(8000, "whole")).toBe("$8,000");
    expect(formatMoney(175.25, "whole")).toBe("$175.25");
    expect(formatMoney(-20, "whole")).toBe("-$20");
  });

  it("writes dollars and counts exactly as Intl does, in both languages, for any amount", () => {
    const intlMoney = (amount: number, digits: number, locale: string) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) + 1);
    const edges = [0, -0, 0.01, 0.1 + 0.2, 1.005, 2.675, 999.995, 8000, 8000.004, 1e15, 123456789.99, -20, -5.5, NaN];
    const amounts = [
      ...edges,
      ...Array.from({ length: 2000 }, random),
      ...Array.from({ length: 500 }, () => Math.round(random() * 100) / 100),
    ];
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-US"],
    ] as const)
      for (const amount of amounts) {
        const showCents = Math.round(amount * 100) % 100 !== 0;
        expect(formatMoney(amount, "cents", language), `${amount}`).toBe(intlMoney(amount, 2, locale));
        expect(formatMoney(amount, "whole", language), `${amount}`).toBe(intlMoney(amount, showCents ? 2 : 0, locale));
        const count = Math.floor(amount);
        expect(formatNumber(count, language), `${count}`).toBe(new Intl.NumberFormat(locale).format(count));
      }
  });

  it("writes every date in every style exactly as Intl does, in both languages", () => {
    const styles: DateStyle[] = ["month", "weekdayShort", "weekdayLong", "long", "weekday", "short"];
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const days: Date[] = [];
    for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2028, 11, 31); time += 86_400_000) days.push(new Date(time));
    for (let year = 1000; year <= 9999; year += 37) days.push(new Date(Date.UTC(year, year % 12, (year % 28) + 1)));
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-US"],
    ] as const)
      for (const style of styles) {
        const intl = new Intl.DateTimeFormat(locale, { ...INTL_OPTIONS[style], timeZone: "UTC" });
        const local = new Intl.DateTimeFormat(locale, INTL_OPTIONS[style]);
        for (const day of days) {
          expect(formatDate(iso(day), style, language), `${iso(day)} ${style} ${language}`).toBe(intl.format(day));
          expect(formatTimestamp(day, style, language), `${day.toISOString()} ${style}`).toBe(local.format(day));
        }
      }
  });

  it("writes calendar dates without drifting across time zones", () => {
    expect(formatDate("2026-08-03")).toBe("August 3, 2026");
    expect(formatDate("2026-11-25", "weekday")).toBe("Wednesday, November 25, 2026");
    expect(formatDate("2026-12-01", "month")).toBe("December 2026");
    expect(formatDate("2026-01-04", "weekdayShort")).toBe("Sun");
    expect(formatDate("2026-01-04", "weekdayLong")).toBe("Sunday");
    expect(formatDate("2026-01-05", "short")).toBe("Jan 5, 2026");
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
  });

  it("formats moments, numbers and percentages", () => {
    expect(formatTimestamp("garbage")).toBe("");
    expect(formatTimestamp("2026-11-22T12:00:00Z")).toMatch(/Nov 2[12], 2026/);
    expect(formatNumber(12517)).toBe("12,517");
    expect(formatPercent(0.754)).toBe("75%");
  });

  it("reads money as people type it", () => {
    expect(parseMoney("$1,200.50")).toBe(1200.5);
    expect(parseMoney(" 80 ")).toBe(80);
    expect(parseMoney("")).toBeUndefined();
    expect(parseMoney("ten")).toBeNaN();
  });
});
