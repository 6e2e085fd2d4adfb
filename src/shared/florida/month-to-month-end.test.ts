import { describe, expect, it } from "vitest";
import { earliestMonthToMonthEnd } from "./month-to-month-end";

describe("earliestMonthToMonthEnd (§ 83.57(3))", () => {
  it.each([
    // delivered, rent due day, mailed, last day of the tenancy
    ["2026-03-01", 1, false, "2026-03-31"], // exactly 30 days before the end of March
    ["2026-03-02", 1, false, "2026-04-30"], // one day late for March: the next period
    ["2026-01-20", 15, false, "2026-03-14"], // Feb 14 is only 25 days away
    ["2026-01-10", 15, false, "2026-02-14"],
    ["2026-02-25", 1, true, "2026-04-30"], // mailed: given March 2, too late for March
    ["2026-01-31", 31, false, "2026-03-30"], // due the 31st: Feb 28 then March 31
    ["2026-12-15", 1, false, "2027-01-31"], // across the new year
  ])("delivered %s, rent due on day %i, mailed %s: ends %s", (delivered, day, mailed, end) => {
    const result = earliestMonthToMonthEnd(delivered, day, { mailed });
    expect(result.endDate).toBe(end);
    expect(result.daysOfNotice).toBeGreaterThanOrEqual(30);
    expect(result.citation).toContain("§ 83.57(3)");
  });

  it("counts a mailed notice from 5 days after mailing, the safety margin for the mail, and cites it", () => {
    const result = earliestMonthToMonthEnd("2026-02-25", 1, { mailed: true });
    expect(result.givenOn).toBe("2026-03-02");
    expect(result.daysOfNotice).toBe(59);
    expect(result.citation).toBe("Fla. Stat. § 83.57(3); Fla. Stat. § 83.56(4)");
  });

  it("refuses a day of the month that does not exist", () => {
    expect(() => earliestMonthToMonthEnd("2026-03-01", 0)).toThrow(RangeError);
    expect(() => earliestMonthToMonthEnd("2026-03-01", 32)).toThrow(RangeError);
    expect(() => earliestMonthToMonthEnd("2026-02-30", 1)).toThrow(RangeError);
  });
});
