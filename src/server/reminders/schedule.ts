/**
 * When a deadline's reminders go, in Florida wall time (America/New_York, as the rest of the product): each on the
 * morning of its day, at the end of her quiet hours (08:00 by default). The morning-of reminder of an event that starts
 * by then goes the evening before instead. Nothing is sent in quiet hours: a message that falls due in them waits for
 * the morning, and one whose morning comes after the event is not sent at all.
 */
import { DateTime } from "luxon";
import type { ReminderSlot } from "@shared/api/notifications";
import { FLORIDA_ZONE, floridaDateTime } from "../deadlines/florida-time";

/** A deadline's reminders: the chosen slots, and the day she set on the deadline herself. */
export type JobSlot = ReminderSlot | "reminderDate";

export interface DeadlineTimes {
  dueDate: string;
  dueTime: string | null;
  reminderDate: string | null;
}

export interface QuietHours {
  quietStart: string;
  quietEnd: string;
}

export interface Schedule extends QuietHours {
  slots: readonly ReminderSlot[];
}

const DAYS_BEFORE: Record<ReminderSlot, number> = { week: 7, twoDays: 2, morning: 0 };

const dayBefore = (date: string, days: number): string =>
  DateTime.fromISO(date, { zone: FLORIDA_ZONE }).minus({ days }).toISODate()!;

/** When the thing happens: its time, or for a deadline due all day, the end of its day. */
export function eventAt(deadline: Pick<DeadlineTimes, "dueDate" | "dueTime">): DateTime {
  if (deadline.dueTime) return floridaDateTime(deadline.dueDate, deadline.dueTime);
  return DateTime.fromISO(deadline.dueDate, { zone: FLORIDA_ZONE }).plus({ days: 1 }).startOf("day");
}

/** Each reminder of a deadline with its time, one per day (a reminder date on a chosen slot's day adds nothing). */
export function reminderTimes(deadline: DeadlineTimes, schedule: Schedule): { slot: JobSlot; sendAt: DateTime }[] {
  const event = eventAt(deadline);
  const morningOf = (date: string) => floridaDateTime(date, schedule.quietEnd);
  const times = new Map<string, { slot: JobSlot; sendAt: DateTime }>();
  for (const slot of schedule.slots) {
    let sendAt = morningOf(dayBefore(deadline.dueDate, DAYS_BEFORE[slot]));
    // An event at or before the end of her quiet hours: the evening before, an hour before they start.
    if (slot === "morning" && sendAt >= event)
      sendAt = floridaDateTime(dayBefore(deadline.dueDate, 1), schedule.quietStart).minus({ hours: 1 });
    times.set(sendAt.toISO()!, { slot, sendAt });
  }
  if (deadline.reminderDate && deadline.reminderDate <= deadline.dueDate) {
    const sendAt = morningOf(deadline.reminderDate);
    const sameDay = [...times.values()].some((time) => time.sendAt.hasSame(sendAt, "day"));
    if (!sameDay && sendAt < event) times.set(sendAt.toISO()!, { slot: "reminderDate", sendAt });
  }
  return [...times.values()].sort((a, b) => a.sendAt.toMillis() - b.sendAt.toMillis());
}

/** Whether an instant falls in her quiet hours (start included, end not; equal times: none). */
export function isQuiet(at: DateTime, quiet: QuietHours): boolean {
  const time = at.setZone(FLORIDA_ZONE).toFormat("HH:mm");
  const { quietStart: start, quietEnd: end } = quiet;
  if (start === end) return false;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/** The first moment after `at` when her quiet hours end. */
export function endOfQuiet(at: DateTime, quiet: QuietHours): DateTime {
  const local = at.setZone(FLORIDA_ZONE);
  const today = floridaDateTime(local.toISODate()!, quiet.quietEnd);
  return today > local ? today : floridaDateTime(local.plus({ days: 1 }).toISODate()!, quiet.quietEnd);
}
