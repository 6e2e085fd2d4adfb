import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatNumber, formatPercent, formatTimestamp, parseMoney } from "./format";

describe("locale format", () => {
  it("writes money with cents for papers and without empty cents in prose", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(8000)).toBe("$8,000.00");
    expect(formatMoney(8000, "whole")).toBe("$8,000");
    expect(formatMoney(175.25, "whole")).toBe("$175.25");
    expect(formatMoney(-20, "whole")).toBe("-$20");
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
