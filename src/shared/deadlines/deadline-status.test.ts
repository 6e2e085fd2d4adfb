import { describe, expect, it } from "vitest";
import type { DeadlineStatus } from "./deadline-fields";
import { deadlineStats, dueLabel, isOverdue, isThisWeek } from "./deadline-status";

const pending = (dueDate: string) => ({ dueDate, status: "pending" as DeadlineStatus });
const completed = (dueDate: string) => ({ dueDate, status: "completed" as DeadlineStatus });

describe("dueLabel", () => {
  it.each([
    ["2026-03-31", "2026-03-31", { key: "today" }],
    ["2026-03-31", "2026-04-01", { key: "tomorrow" }],
    ["2026-12-31", "2027-01-01", { key: "tomorrow" }],
    ["2026-12-30", "2027-01-01", { key: "inDays", count: 2 }],
    ["2026-12-25", "2027-01-01", { key: "inDays", count: 7 }],
    ["2026-12-24", "2027-01-01", { key: "date", date: "2027-01-01" }],
    ["2028-02-27", "2028-03-01", { key: "inDays", count: 3 }], // leap year: Feb 29 counts
    ["2027-02-27", "2027-03-01", { key: "inDays", count: 2 }],
    ["2027-01-01", "2026-12-31", { key: "daysOverdue", count: 1 }],
    ["2027-01-02", "2026-12-25", { key: "daysOverdue", count: 8 }],
    ["2026-05-01", "2026-04-30", { key: "daysOverdue", count: 1 }],
    ["2026-05-01", "2025-05-01", { key: "daysOverdue", count: 365 }],
  ])("today %s, pending due %s: %o", (today, due, label) => {
    expect(dueLabel(pending(due), today)).toEqual(label);
  });

  it("never calls a completed deadline overdue: a past one shows its date", () => {
    expect(dueLabel(completed("2026-12-30"), "2027-01-02")).toEqual({ key: "date", date: "2026-12-30" });
    expect(dueLabel(completed("2027-01-02"), "2027-01-02")).toEqual({ key: "today" });
  });
});

describe("isOverdue and isThisWeek", () => {
  it.each([
    // today, due, overdue, this week
    ["2026-12-31", "2026-12-30", true, false],
    ["2027-01-01", "2026-12-31", true, false],
    ["2026-12-31", "2026-12-31", false, true],
    ["2026-12-31", "2027-01-07", false, true],
    ["2026-12-31", "2027-01-08", false, false],
    ["2026-02-28", "2026-03-07", false, true],
    ["2026-02-28", "2026-03-08", false, false],
    ["2028-02-28", "2028-03-06", false, true], // Feb 29, 2028 is inside the week
    ["2028-02-28", "2028-03-07", false, false],
  ])("today %s, pending due %s: overdue %s, this week %s", (today, due, overdue, thisWeek) => {
    expect(isOverdue(pending(due), today)).toBe(overdue);
    expect(isThisWeek(pending(due), today)).toBe(thisWeek);
  });

  it("counts nothing completed", () => {
    expect(isOverdue(completed("2026-01-01"), "2026-06-01")).toBe(false);
    expect(isThisWeek(completed("2026-06-01"), "2026-06-01")).toBe(false);
  });
});

describe("deadlineStats", () => {
  it("counts the four cards across a year boundary", () => {
    const today = "2026-12-29";
    const list = [
      pending("2026-11-30"), // overdue
      pending("2026-12-28"), // overdue
      pending("2026-12-29"), // this week (today)
      pending("2027-01-05"), // this week (7 days)
      pending("2027-01-06"), // later
      completed("2026-12-01"),
      completed("2026-12-30"),
    ];
    expect(deadlineStats(list, today)).toEqual({ overdue: 2, thisWeek: 2, pending: 5, completed: 2 });
  });

  it("is all zeros for no deadlines", () => {
    expect(deadlineStats([], "2026-01-01")).toEqual({ overdue: 0, thisWeek: 0, pending: 0, completed: 0 });
  });
});
