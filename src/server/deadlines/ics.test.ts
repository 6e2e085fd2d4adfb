import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { deadlinesIcs } from "./ics";

const deadline = (fields: Partial<DeadlineJson>): DeadlineJson => ({
  id: "6f1c2f5e-3a53-4d2a-9a51-0a1b2c3d4e5f",
  title: "Answer due",
  description: "",
  dueDate: "2026-12-31",
  dueTime: null,
  reminderDate: null,
  type: "filing",
  priority: "critical",
  location: "",
  notes: "",
  caseId: null,
  status: "pending",
  completedAt: null,
  createdAt: "2026-12-01T12:00:00.000Z",
  updatedAt: "2026-12-01T12:00:00.000Z",
  ...fields,
});

function starts(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const start = new ICAL.Event(component).startDate;
    return start.isDate ? start.toString() : start.toJSDate().toISOString();
  });
}

describe("deadlinesIcs on a server in any time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(["UTC", "America/New_York", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "writes the same dates in %s",
    (zone) => {
      process.env.TZ = zone;
      const text = deadlinesIcs(
        [
          deadline({ dueDate: "2026-12-31" }),
          deadline({ dueDate: "2027-01-01", dueTime: "23:30" }), // 04:30 UTC the next day
          deadline({ dueDate: "2026-07-04", dueTime: "00:15" }), // EDT
        ],
        { name: "Deadlines" },
      );
      expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\n");
      expect(text).toContain("DTSTART;TZID=America/New_York:20270101T233000\r\n");
      expect(starts(text)).toEqual(["2026-12-31", "2027-01-02T04:30:00.000Z", "2026-07-04T04:15:00.000Z"]);
      expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    },
  );

  it("escapes text and writes the priority", () => {
    const text = deadlinesIcs([deadline({ title: "Answer; bring, papers", location: "Room 5\nFloor 2" })], { name: "Deadlines" });
    expect(text).toContain("SUMMARY:Answer\\; bring\\, papers\r\n");
    expect(text).toContain("LOCATION:Room 5\\nFloor 2\r\n");
    expect(text).toContain("PRIORITY:1\r\n");
    expect(text).not.toContain("REFRESH-INTERVAL");
  });
});
