/**
 * Making and cancelling the message rows (schema.ts reminderJobs). A deadline's reminders are made again whenever its
 * date, its status or her settings change: the pending ones go and the new ones come in; ones already sent stay (their
 * dedupe key keeps a reminder of the same date from going twice).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DateTime } from "luxon";
import type { Database } from "../db/connect";
import { deadlines, reminderJobs } from "../db/schema";
import { floridaWallClock } from "../deadlines/florida-time";
import { reminderTimes, type JobSlot } from "./schedule";
import { readSettings, type ReminderSettings } from "./settings";

type DeadlineRow = typeof deadlines.$inferSelect;

/** Jobs not yet sent, and so free to be cancelled or made again. */
const UNSENT = ["pending", "failed"];

/** The key of one reminder of one date of a deadline: a new date makes new keys, the same date the same. */
export const deadlineJobKey = (deadline: Pick<DeadlineRow, "id" | "dueDate" | "dueTime">, slot: JobSlot): string =>
  `deadline:${deadline.id}:${slot}:${deadline.dueDate}T${deadline.dueTime ?? ""}`;

function jobsOf(deadline: DeadlineRow, settings: ReminderSettings, now: DateTime) {
  if (!settings.enabled || deadline.status !== "pending") return [];
  return reminderTimes(deadline, { slots: settings.slots, quietStart: settings.quietStart, quietEnd: settings.quietEnd })
    .filter(({ sendAt }) => sendAt > now)
    .map(({ slot, sendAt }) => ({
      userId: deadline.userId,
      kind: "deadline",
      deadlineId: deadline.id,
      slot,
      dedupeKey: deadlineJobKey(deadline, slot),
      sendAt: sendAt.toJSDate(),
    }));
}

/** Makes a person's deadlines' reminders again (all of them, or the ones listed). */
export async function scheduleReminders(
  db: Database,
  userId: string,
  now: DateTime,
  only?: readonly DeadlineRow[],
): Promise<void> {
  const settings = await readSettings(db, userId);
  const rows =
    only ??
    (await db
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.userId, userId), eq(deadlines.status, "pending"))));
  const ofDeadlines = only
    ? inArray(
        reminderJobs.deadlineId,
        only.map((row) => row.id),
      )
    : eq(reminderJobs.kind, "deadline");
  await db.delete(reminderJobs).where(and(eq(reminderJobs.userId, userId), ofDeadlines, inArray(reminderJobs.status, UNSENT)));
  const jobs = rows.flatMap((row) => jobsOf(row, settings, now));
  // In slices: one statement's parameters are limited.
  for (let start = 0; start < jobs.length; start += 500) {
    await db
      .insert(reminderJobs)
      .values(jobs.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

/** A change of one deadline (made, moved, completed): its reminders follow. Deleting it deletes them (foreign key). */
export const rescheduleDeadline = (db: Database, deadline: DeadlineRow, now: DateTime): Promise<void> =>
  scheduleReminders(db, deadline.userId, now, [deadline]);

/** A link to confirm her address, sent as soon as a worker takes it. */
export async function queueConfirmation(db: Database, userId: string, address: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(reminderJobs)
    .values({ userId, kind: "confirm", slot: address, dedupeKey: `confirm:${randomUUID()}`, sendAt: now });
}

/** The notice that her sign-ins are being slowed: at most one a day (Florida's day). */
export async function queueLoginSlowed(db: Database, userId: string, now: DateTime): Promise<void> {
  const day = floridaWallClock(now).date;
  await db
    .insert(reminderJobs)
    .values({ userId, kind: "loginSlowed", slot: day, dedupeKey: `loginSlowed:${userId}:${day}`, sendAt: now.toJSDate() })
    .onConflictDoNothing();
}

/** When the last confirmation link was queued for her current address (null: never). */
export async function lastConfirmationAt(db: Database, userId: string, address: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${reminderJobs.createdAt})` })
    .from(reminderJobs)
    .where(and(eq(reminderJobs.userId, userId), eq(reminderJobs.kind, "confirm"), eq(reminderJobs.slot, address)));
  return row?.at ? new Date(row.at) : null;
}
