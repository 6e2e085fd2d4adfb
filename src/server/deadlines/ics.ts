/**
 * Deadlines as an iCalendar file (RFC 5545), with ical-generator. A deadline without a time is an all-day event
 * on its date (DTSTART;VALUE=DATE, written from the "YYYY-MM-DD" text, so it cannot drift a day); one with a time
 * starts at that Florida wall time (TZID=America/New_York, with the zone's VTIMEZONE). A reminder date becomes a
 * VALARM at 9:00 a.m. that day, counted from the event's start.
 */
import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalCalendarMethod } from "ical-generator";
import { DateTime } from "luxon";
import type { DeadlineJson, DeadlinePriority } from "@shared/deadlines/deadline-fields";
import { addCalendarDays } from "@shared/florida/iso-date";
import { FLORIDA_ZONE, floridaDateTime } from "./florida-time";
import { vtimezone } from "./vtimezone-new-york";

/** When a reminder goes off on its day, Florida wall time. */
export const REMINDER_TIME = "09:00";
/** A reminder for a deadline due before 9:00 on the reminder's own day goes off this long before it instead. */
const EARLY_REMINDER_SECONDS = 60 * 60;
/** How often subscribed calendars should check for changes. */
const FEED_REFRESH_SECONDS = 60 * 60;

/** RFC 5545 PRIORITY: 1 is the highest, 9 the lowest. */
const ICS_PRIORITY: Record<DeadlinePriority, number> = { critical: 1, high: 3, medium: 5, low: 9 };

const utcMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * Seconds from the reminder to the start, on the wall clock (a day is a calendar day, as RFC 5545 reads "P1D"
 * in an alarm's duration): positive when the reminder comes first.
 */
function wallSecondsBefore(start: { date: string; time: string }, reminder: { date: string; time: string }): number {
  const wall = (at: { date: string; time: string }) => DateTime.fromISO(`${at.date}T${at.time}`, { zone: "UTC" });
  return Math.round(wall(start).diff(wall(reminder), "seconds").seconds);
}

function reminderSeconds(deadline: DeadlineJson, reminderDate: string): number {
  const reminder = { date: reminderDate, time: REMINDER_TIME };
  if (deadline.dueTime === null) return wallSecondsBefore({ date: deadline.dueDate, time: "00:00" }, reminder);
  const before = wallSecondsBefore({ date: deadline.dueDate, time: deadline.dueTime }, reminder);
  return before > 0 ? before : EARLY_REMINDER_SECONDS;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** A subscription: tells calendar programs how often to refresh. */
  feed?: boolean;
}

export function deadlinesIcs(deadlines: readonly DeadlineJson[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: "Florida Legal Champion", product: "Deadlines", language: "EN" },
    name: options.name,
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: all-day dates and UTC stamps are written as they are; timed events name their own.
    timezone: { name: null, generator: vtimezone },
    ...(options.feed ? { ttl: FEED_REFRESH_SECONDS } : {}),
  });
  for (const deadline of deadlines) {
    const details = [deadline.description, deadline.notes].filter((text) => text.trim() !== "").join("\n\n");
    const event = calendar.createEvent({
      id: `deadline-${deadline.id}@florida-legal-champion`,
      summary: deadline.title,
      description: details || null,
      location: deadline.location || null,
      priority: ICS_PRIORITY[deadline.priority],
      created: new Date(deadline.createdAt),
      lastModified: new Date(deadline.updatedAt),
      ...(deadline.dueTime === null
        ? { allDay: true, start: utcMidnight(deadline.dueDate), end: utcMidnight(addCalendarDays(deadline.dueDate, 1)) }
        : { start: floridaDateTime(deadline.dueDate, deadline.dueTime), timezone: FLORIDA_ZONE }),
    });
    if (deadline.reminderDate !== null) {
      event
        .createAlarm({
          type: ICalAlarmType.display,
          trigger: reminderSeconds(deadline, deadline.reminderDate),
          description: deadline.title,
        })
        // Set after creation (the constructor ignores it): without it, a trigger after the start counts from the end.
        .relatesTo(ICalAlarmRelatesTo.start);
    }
  }
  return calendar.toString();
}
