import { describe, expect, it } from "vitest";
import { addCalendarDays, daysBetween, isIsoDate, isoDateFromParts, isWeekend, weekdayOf } from "./iso-date";
import { formatDate } from "../i18n/format";

describe("isIsoDate", () => {
  it.each([
    ["2026-11-25", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-1-5", false],
    ["2026-11-25T00:00:00Z", false],
    ["", false],
    ["not a date", false],
  ])("%s -> %s", (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-11-25", 7, "2026-12-02"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-07", 2, "2026-03-09"], // across the spring daylight-saving change in the US
    ["2026-11-01", 1, "2026-11-02"], // across the fall change
    ["2026-07-04", -1, "2026-07-03"],
  ])("%s + %i days = %s", (start, days, expected) => {
    expect(addCalendarDays(start, days)).toBe(expected);
  });

  it("counts whole days between two dates, across months, years and leap days", () => {
    expect(daysBetween("2026-06-15", "2026-08-03")).toBe(49);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-08-03", "2026-06-15")).toBe(-49);
    expect(daysBetween("2026-03-08", "2026-03-08")).toBe(0);
  });

  it("builds dates from parts, rolling over like Date.UTC", () => {
    expect(isoDateFromParts(2026, 7, 4)).toBe("2026-07-04");
    expect(isoDateFromParts(2026, 6, 0)).toBe("2026-05-31");
  });

  it("knows weekdays and weekends", () => {
    expect(weekdayOf("2026-11-26")).toBe(4);
    expect(isWeekend("2026-07-04")).toBe(true);
    expect(isWeekend("2026-07-05")).toBe(true);
    expect(isWeekend("2026-07-03")).toBe(false);
  });

  it("rejects malformed dates", () => {
    expect(() => addCalendarDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => weekdayOf("11/25/2026")).toThrow(RangeError);
  });

  it("formats a long date for people", () => {
    expect(formatDate("2026-11-25", "weekday")).toBe("Wednesday, November 25, 2026");
    expect(formatDate("2027-01-01", "weekday")).toBe("Friday, January 1, 2027");
  });
});
