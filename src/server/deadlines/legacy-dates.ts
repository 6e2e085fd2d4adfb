/**
 * Older clients (the spec's) send dueDate and reminderDate as full ISO date-times. They become the Florida
 * calendar date, and the due date's Florida wall time becomes dueTime unless the body gives one.
 *
 * Two readings keep a picked date from drifting a day: a date-time at exactly midnight UTC ("2026-03-24T00:00:00.000Z",
 * what `new Date("2026-03-24").toISOString()` gives) means that calendar date, and a Florida midnight means a
 * date without a time. A date-time without an offset is already a Florida wall time.
 */
import { DateTime } from "luxon";
import { FLORIDA_ZONE, floridaWallClock } from "./florida-time";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const UTC_MIDNIGHT = /T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00(?::?00)?)$/i;
const MIDNIGHT = "00:00";

interface DateAndTime {
  date: string;
  time: string | null;
}

function fromDateTime(value: unknown): DateAndTime | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return undefined;
  if (UTC_MIDNIGHT.test(text)) return { date: text.slice(0, 10), time: null };
  const instant = match[1] ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text, { zone: FLORIDA_ZONE });
  // Not a real date-time: left as it is, so the schema reports it.
  if (!instant.isValid) return undefined;
  const { date, time } = floridaWallClock(instant);
  return { date, time: time === MIDNIGHT ? null : time };
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** The body with any date-time in dueDate or reminderDate turned into a Florida date (and due time). */
export function withLegacyDates(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const fields = { ...(body as Record<string, unknown>) };
  const due = fromDateTime(fields.dueDate);
  if (due) {
    fields.dueDate = due.date;
    if (due.time !== null && isBlank(fields.dueTime)) fields.dueTime = due.time;
  }
  const reminder = fromDateTime(fields.reminderDate);
  if (reminder) fields.reminderDate = reminder.date;
  return fields;
}
