import { describe, expect, it } from "vitest";
import { addMonths, dayAfterKey, monthOf, monthWeeks } from "./calendar-month";

describe("monthWeeks", () => {
  it("starts on Sunday with blanks for the days before the 1st and after the last", () => {
    // August 2026 starts on a Saturday and has 31 days: 6 weeks.
    const weeks = monthWeeks("2026-08");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-08-01"]);
    expect(weeks[5]).toEqual(["2026-08-30", "2026-08-31", null, null, null, null, null]);
  });

  it("fits February of a common year that starts on Sunday in four weeks", () => {
    const weeks = monthWeeks("2026-02");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2026-02-01");
    expect(weeks[3]![6]).toBe("2026-02-28");
  });

  it("knows leap years", () => {
    expect(monthWeeks("2028-02").flat().filter(Boolean).at(-1)).toBe("2028-02-29");
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-01-15", -1, "2025-12-15"],
    ["2026-05-31", 12, "2027-05-31"],
  ])("%s plus %i month(s) is %s", (date, count, expected) => {
    expect(addMonths(date, count)).toBe(expected);
  });
});

describe("dayAfterKey", () => {
  it.each([
    ["ArrowLeft", false, "2026-08-01", "2026-07-31"],
    ["ArrowRight", false, "2026-07-31", "2026-08-01"],
    ["ArrowUp", false, "2026-08-05", "2026-07-29"],
    ["ArrowDown", false, "2026-12-29", "2027-01-05"],
    ["Home", false, "2026-08-05", "2026-08-02"],
    ["End", false, "2026-08-05", "2026-08-08"],
    ["Home", false, "2026-08-02", "2026-08-02"],
    ["End", false, "2026-08-08", "2026-08-08"],
    ["PageUp", false, "2026-03-31", "2026-02-28"],
    ["PageDown", false, "2026-08-14", "2026-09-14"],
    ["PageUp", true, "2028-02-29", "2027-02-28"],
    ["PageDown", true, "2026-08-14", "2027-08-14"],
  ])("%s (shift %s) from %s goes to %s", (key, shift, from, to) => {
    expect(dayAfterKey(from, key, shift)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(dayAfterKey("2026-08-14", "a")).toBeUndefined();
    expect(dayAfterKey("2026-08-14", "Enter")).toBeUndefined();
  });

  it("names the month of a date", () => {
    expect(monthOf("2026-08-14")).toBe("2026-08");
  });
});
