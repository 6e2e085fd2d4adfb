import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  addCourtDays,
  isWeekendOrLegalHoliday,
  rollBackToBusinessDay,
  rollForwardToBusinessDay,
  subtractCourtDays,
} from "./day-counting";

describe("addCourtDays (Rule 2.514(a)(1))", () => {
  it.each([
    // start, days, expected, why
    ["2026-03-04", 20, "2026-03-24", "Wednesday start: day 1 is Thursday, intermediate weekends count"],
    ["2026-06-01", 7, "2026-06-08", "a week later; the weekend in the middle counts"],
    ["2026-03-06", 20, "2026-03-30", "Friday start: counting begins Monday; day 20 is Saturday, rolls to Monday"],
    ["2026-11-16", 10, "2026-11-30", "day 10 is Thanksgiving: rolls past the Friday after and the weekend"],
    ["2026-11-25", 1, "2026-11-30", "the day after is Thanksgiving, so day 1 is the next business day"],
    ["2026-07-02", 1, "2026-07-06", "the day after is Independence Day observed (Friday July 3)"],
    ["2026-12-18", 20, "2027-01-11", "Christmas in the middle counts; day 20 is Saturday Jan 9"],
    ["2027-12-03", 26, "2028-01-03", "Friday start: day 1 is Monday Dec 6; day 26 is Friday Dec 31, New Year's Day observed"],
  ])("%s + %i court days = %s (%s)", (start, days, expected) => {
    expect(addCourtDays(start, days)).toBe(expected);
  });

  it("rejects a count that is not a whole number of days of 1 or more", () => {
    expect(() => addCourtDays("2026-03-04", 0)).toThrow(RangeError);
    expect(() => addCourtDays("2026-03-04", 2.5)).toThrow(RangeError);
    expect(() => addCourtDays("2026-03-32", 5)).toThrow(RangeError);
  });
});

describe("subtractCourtDays (Rule 2.514(a)(5): counting backward)", () => {
  it.each([
    ["2026-03-18", 5, "2026-03-13", "Wednesday event: day 1 is Tuesday"],
    ["2026-03-16", 1, "2026-03-13", "Monday event: day 1 is the Friday before"],
    ["2026-07-06", 1, "2026-07-02", "Monday after Independence Day observed (Friday July 3): day 1 is Thursday"],
    ["2026-12-02", 5, "2026-11-25", "day 5 is the Friday after Thanksgiving: moves back to Wednesday"],
  ])("%s - %i court days = %s (%s)", (event, days, expected) => {
    expect(subtractCourtDays(event, days)).toBe(expected);
  });

  it("rolls back to a business day and rejects bad input", () => {
    expect(rollBackToBusinessDay("2026-11-29")).toBe("2026-11-25");
    expect(rollBackToBusinessDay("2026-11-25")).toBe("2026-11-25");
    expect(() => subtractCourtDays("2026-03-18", 0)).toThrow(RangeError);
    expect(() => subtractCourtDays("2026-13-01", 5)).toThrow(RangeError);
  });
});

describe("addBusinessDays (weekends and legal holidays not counted)", () => {
  it.each([
    ["2026-11-20", 3, "2026-11-25", "Friday: Mon 23, Tue 24, Wed 25"],
    ["2026-11-25", 3, "2026-12-02", "Wednesday: skips Thanksgiving, the Friday after and the weekend; Mon 30, Tue 1, Wed 2"],
    ["2026-11-21", 3, "2026-11-25", "Saturday delivery: Mon 23, Tue 24, Wed 25"],
    ["2026-12-22", 3, "2026-12-28", "Wed 23, Thu 24, (Christmas Fri 25 skipped), Mon 28"],
    ["2026-11-23", 5, "2026-12-02", "Tue 24, Wed 25, Mon 30, Tue 1, Wed 2"],
    ["2026-07-02", 5, "2026-07-10", "Friday July 3 is Independence Day observed"],
  ])("%s + %i business days = %s (%s)", (start, days, expected) => {
    expect(addBusinessDays(start, days)).toBe(expected);
  });

  it("rejects bad input", () => {
    expect(() => addBusinessDays("2026-11-20", -3)).toThrow(RangeError);
    expect(() => addBusinessDays("Nov 20", 3)).toThrow(RangeError);
  });
});

describe("business day helpers", () => {
  it.each([
    ["2026-11-26", true],
    ["2026-11-28", true],
    ["2026-11-30", false],
  ])("isWeekendOrLegalHoliday(%s) = %s", (date, expected) => {
    expect(isWeekendOrLegalHoliday(date)).toBe(expected);
  });

  it("rolls forward only when needed", () => {
    expect(rollForwardToBusinessDay("2026-11-30")).toBe("2026-11-30");
    expect(rollForwardToBusinessDay("2026-11-26")).toBe("2026-11-30");
    expect(rollForwardToBusinessDay("2027-12-24")).toBe("2027-12-27");
  });
});
