import { describe, expect, it } from "vitest";
import { floridaLegalHolidays, isLegalHoliday, legalHolidayOn } from "./holidays";

describe("floridaLegalHolidays", () => {
  it("lists 2026, with Independence Day (a Saturday) observed on Friday July 3", () => {
    expect(floridaLegalHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day" },
      { date: "2026-01-19", name: "Martin Luther King Jr. Day" },
      { date: "2026-05-25", name: "Memorial Day" },
      { date: "2026-07-03", name: "Independence Day (observed)" },
      { date: "2026-09-07", name: "Labor Day" },
      { date: "2026-11-11", name: "Veterans Day" },
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-11-27", name: "Friday after Thanksgiving" },
      { date: "2026-12-25", name: "Christmas Day" },
    ]);
  });

  it("lists 2027, with Sunday and Saturday holidays moved, and New Year's Day 2028 observed on Dec 31", () => {
    expect(floridaLegalHolidays(2027)).toEqual([
      { date: "2027-01-01", name: "New Year's Day" },
      { date: "2027-01-18", name: "Martin Luther King Jr. Day" },
      { date: "2027-05-31", name: "Memorial Day" },
      { date: "2027-07-05", name: "Independence Day (observed)" },
      { date: "2027-09-06", name: "Labor Day" },
      { date: "2027-11-11", name: "Veterans Day" },
      { date: "2027-11-25", name: "Thanksgiving Day" },
      { date: "2027-11-26", name: "Friday after Thanksgiving" },
      { date: "2027-12-24", name: "Christmas Day (observed)" },
      { date: "2027-12-31", name: "New Year's Day (observed)" },
    ]);
  });

  it("does not list New Year's Day 2028 again in 2028, because it was observed in 2027", () => {
    const dates = floridaLegalHolidays(2028).map((holiday) => holiday.date);
    expect(dates).toHaveLength(8);
    expect(dates[0]).toBe("2028-01-17");
    expect(dates).not.toContain("2028-01-01");
  });

  it.each([
    ["2021-07-05", "Independence Day (observed)"], // July 4, 2021 was a Sunday
    ["2021-12-24", "Christmas Day (observed)"],
    ["2021-12-31", "New Year's Day (observed)"],
    ["2022-12-26", "Christmas Day (observed)"],
    ["2023-01-02", "New Year's Day (observed)"],
    ["2023-11-10", "Veterans Day (observed)"], // Nov 11, 2023 was a Saturday
    ["2029-11-12", "Veterans Day (observed)"], // Nov 11, 2029 is a Sunday
  ])("observes weekend holidays on a weekday: %s is %s", (date, name) => {
    expect(legalHolidayOn(date)?.name).toBe(name);
  });

  it("always puts Thanksgiving on the fourth Thursday and the Friday after it", () => {
    for (let year = 2020; year <= 2040; year += 1) {
      const [thursday, friday] = floridaLegalHolidays(year).filter((h) => h.name.includes("Thanksgiving"));
      const day = Number(thursday?.date.slice(8));
      expect(day).toBeGreaterThanOrEqual(22);
      expect(day).toBeLessThanOrEqual(28);
      expect(new Date(`${thursday?.date}T00:00:00Z`).getUTCDay()).toBe(4);
      expect(new Date(`${friday?.date}T00:00:00Z`).getUTCDay()).toBe(5);
    }
  });

  it("never puts an observed holiday on a weekend", () => {
    for (let year = 2020; year <= 2060; year += 1) {
      for (const holiday of floridaLegalHolidays(year)) {
        expect([0, 6]).not.toContain(new Date(`${holiday.date}T00:00:00Z`).getUTCDay());
        expect(holiday.date.startsWith(String(year))).toBe(true);
      }
    }
  });

  it("rejects a year that is not a whole number", () => {
    expect(() => floridaLegalHolidays(2026.5)).toThrow(RangeError);
  });
});

describe("isLegalHoliday", () => {
  it.each([
    ["2026-11-26", true],
    ["2026-11-27", true],
    ["2026-07-03", true],
    ["2026-07-04", false], // the Saturday itself is a weekend, not the observed holiday
    ["2026-11-25", false],
    ["2027-12-24", true],
    ["2027-12-31", true],
    ["2026-06-19", false], // Juneteenth is not a Florida legal holiday under § 110.117
    ["2026-10-12", false], // nor is Columbus Day
  ])("%s -> %s", (date, expected) => {
    expect(isLegalHoliday(date)).toBe(expected);
  });

  it("rejects malformed dates", () => {
    expect(() => isLegalHoliday("2026-11-31")).toThrow(RangeError);
  });
});
