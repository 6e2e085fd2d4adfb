/**
 * The deadline calendar's API: list, create, update, delete and complete. Bodies are
 * checked with the dialog's own schema (deadline-fields.ts); dates from older clients sent as date-times become
 * Florida dates first (legacy-dates.ts). Another person's deadline, or a case that is not the person's, is a 404.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import { completeDeadline, createDeadline, deleteDeadline, listDeadlines, updateDeadline } from "@shared/api/deadlines";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, deadlines } from "../db/schema";
import { toDeadlineJson } from "../deadlines/deadline-json";
import { withLegacyDates } from "../deadlines/legacy-dates";
import { HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { afterCursor, pageWithCursor, searching, type Keyset } from "./pagination";
import { rescheduleDeadline } from "../reminders/jobs";
import { DateTime } from "luxon";

/** Deadlines one person may keep: years of court dates, few enough that no account can fill the database. */
export const MAX_DEADLINES_PER_USER = 1000;

/** As cases.ts: updatedAt moves forward on every change, even two within one millisecond. */
const nextUpdatedAt = sql`greatest(clock_timestamp(), ${deadlines.updatedAt} + interval '1 millisecond')`;

/** Due date, then time (a deadline without a time, due all day, sorts as '' and so comes first), then when it was added. */
const deadlineKeys = [deadlines.dueDate, sql`coalesce(${deadlines.dueTime}, '')`, deadlines.createdAt, deadlines.id];
export const deadlineOrder = deadlineKeys.map((key) => asc(key));
const soonestFirst: Keyset = { table: deadlines, id: deadlines.id, keys: deadlineKeys, descending: false };

/** Runs before the contract reads the body, so older clients' date-times arrive as the Florida dates it expects. */
const acceptLegacyDates: preHandlerHookHandler = (request, _reply, done) => {
  request.body = withLegacyDates(request.body);
  done();
};

export function deadlineRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(deadlines.id, id), eq(deadlines.userId, userId));

  /** A body's caseId must name one of the person's cases; any other is a 404, as the case itself would be. */
  async function checkCase(userId: string, caseId: string | null): Promise<void> {
    if (caseId === null) return;
    const [found] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
    if (!found) throw notFound(MESSAGES.deadlineCaseNotFound);
  }

  serve(app, listDeadlines, async ({ query }, request, reply) => {
    const mine = eq(deadlines.userId, currentUser(request).id);
    const after = await afterCursor(db, soonestFirst, mine, query);
    const ofCase = query.caseId === undefined ? undefined : eq(deadlines.caseId, query.caseId);
    const rows = await pageWithCursor<typeof deadlines.$inferSelect>(
      db
        .select()
        .from(deadlines)
        .where(and(mine, ofCase, after, searching(query.q, [deadlines.title])))
        .orderBy(...deadlineOrder)
        .$dynamic(),
      query,
      reply,
    );
    return rows.map(toDeadlineJson);
  });

  serve(
    app,
    createDeadline,
    async ({ body: input }, request) => {
      const user = currentUser(request);
      // Writes per person are rate limited (session-plugin.ts), so requests sent together overshoot by a few at most.
      const [held] = await db.select({ count: count() }).from(deadlines).where(eq(deadlines.userId, user.id));
      if ((held?.count ?? 0) >= MAX_DEADLINES_PER_USER) {
        throw new HttpError(409, MESSAGES.tooManyDeadlines(MAX_DEADLINES_PER_USER));
      }
      await checkCase(user.id, input.caseId);
      const [created] = await db
        .insert(deadlines)
        .values({ userId: user.id, ...input })
        .returning();
      await rescheduleDeadline(db, created!, DateTime.now());
      return toDeadlineJson(created!);
    },
    { preHandler: acceptLegacyDates },
  );

  serve(
    app,
    updateDeadline,
    async ({ params, body: input }, request) => {
      const user = currentUser(request);
      await checkCase(user.id, input.caseId);
      const [row] = await db
        .update(deadlines)
        .set({ ...input, updatedAt: nextUpdatedAt })
        .where(owned(user.id, params.id))
        .returning();
      if (!row) throw notFoundOf(updateDeadline);
      // A new date or time makes its reminders again; a completed one has none.
      await rescheduleDeadline(db, row, DateTime.now());
      return toDeadlineJson(row);
    },
    { preHandler: acceptLegacyDates },
  );

  /** Its reminders go with it (reminder_jobs.deadline_id cascades). */
  serve(app, deleteDeadline, async ({ params }, request) => {
    const [row] = await db
      .delete(deadlines)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: deadlines.id });
    if (!row) throw notFoundOf(deleteDeadline);
  });

  /** Pending to completed; completing it again keeps the first completion time. */
  serve(app, completeDeadline, async ({ params }, request) => {
    const [row] = await db
      .update(deadlines)
      .set({
        status: "completed",
        completedAt: sql`coalesce(${deadlines.completedAt}, clock_timestamp())`,
        updatedAt: nextUpdatedAt,
      })
      .where(owned(currentUser(request).id, params.id))
      .returning();
    if (!row) throw notFoundOf(completeDeadline);
    await rescheduleDeadline(db, row, DateTime.now());
    return toDeadlineJson(row);
  });
}
