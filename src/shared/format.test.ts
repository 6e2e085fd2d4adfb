import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("formatMoney", () => {
  it("writes dollars with thousands commas and cents", () => {
    expect(formatMoney(1234.56)).toBe("$1,234.56");
    expect(formatMoney(8000)).toBe("$8,000.00");
    expect(formatMoney(0.5)).toBe("$0.50");
  });
});

describe("formatDate", () => {
  it("writes a calendar date in words, the same day in every time zone", () => {
    for (const tz of ["UTC", "America/New_York", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = tz;
      expect(formatDate("2026-08-03"), tz).toBe("August 3, 2026");
      expect(formatDate("2026-01-01"), tz).toBe("January 1, 2026");
      expect(formatDate("2025-12-31"), tz).toBe("December 31, 2025");
    }
  });

  it("leaves anything that is not a real date alone", () => {
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("next week")).toBe("next week");
  });
});
