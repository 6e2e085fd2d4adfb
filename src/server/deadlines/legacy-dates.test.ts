import { describe, expect, it } from "vitest";
import { withLegacyDates } from "./legacy-dates";

describe("withLegacyDates: older clients' date-times become Florida dates", () => {
  it.each([
    // sent, dueDate, dueTime
    ["2026-03-24", "2026-03-24", undefined],
    ["2026-03-24T00:00:00.000Z", "2026-03-24", undefined], // a picked date sent as UTC midnight: that date
    ["2026-03-24T00:00:00Z", "2026-03-24", undefined],
    ["2026-03-24T04:00:00.000Z", "2026-03-24", undefined], // Florida midnight (EDT): that date, no time
    ["2026-01-01T05:00:00.000Z", "2026-01-01", undefined], // Florida midnight (EST)
    ["2026-03-24T13:30:00.000Z", "2026-03-24", "09:30"], // EDT: UTC-4
    ["2026-01-15T14:00:00Z", "2026-01-15", "09:00"], // EST: UTC-5
    ["2027-01-01T03:30:00.000Z", "2026-12-31", "22:30"], // still New Year's Eve in Florida
    ["2026-03-24T09:30:00-04:00", "2026-03-24", "09:30"],
    ["2026-03-24T15:30:00+02:00", "2026-03-24", "09:30"],
    ["2026-03-24T09:30", "2026-03-24", "09:30"], // no offset: already Florida wall time
  ])("dueDate %s -> %s, dueTime %s", (sent, date, time) => {
    const result = withLegacyDates({ title: "x", dueDate: sent }) as Record<string, unknown>;
    expect(result.dueDate).toBe(date);
    expect(result.dueTime).toBe(time);
  });

  it("keeps a due time the body gives, and turns a reminder into a date only", () => {
    expect(
      withLegacyDates({ dueDate: "2026-03-24T13:30:00.000Z", dueTime: "15:00", reminderDate: "2026-03-21T14:00:00.000Z" }),
    ).toEqual({ dueDate: "2026-03-24", dueTime: "15:00", reminderDate: "2026-03-21" });
  });

  it("leaves anything else for the schema to report", () => {
    expect(withLegacyDates({ dueDate: "2026-02-30T10:00:00Z" })).toEqual({ dueDate: "2026-02-30T10:00:00Z" });
    expect(withLegacyDates({ dueDate: 20260324 })).toEqual({ dueDate: 20260324 });
    expect(withLegacyDates("text")).toBe("text");
    expect(withLegacyDates(null)).toBeNull();
    expect(withLegacyDates([1])).toEqual([1]);
  });
});
