/**
 * The deadline calendar's API: list, create, update, delete and complete. Bodies are
 * checked with the dialog's own schema (deadline-fields.ts); dates from older clients sent as date-times become
 * Florida dates first (legacy-dates.ts). Another person's deadline, or a case that is not the person's, is a 404.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deadlineInputSchema, deadlineMessage } from "@shared/deadlines/deadline-fields";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases, deadlines } from "../db/schema";
import { toDeadlineJson } from "../deadlines/deadline-json";
import { withLegacyDates } from "../deadlines/legacy-dates";
import { interfaceMessage } from "../interface-text";
import { HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { idParam, isUuid } from "./id-param";
import { pageOf } from "./pagination";

/** Deadlines one person may keep: years of court dates, few enough that no account can fill the database. */
export const MAX_DEADLINES_PER_USER = 1000;

/** As cases.ts: updatedAt moves forward on every change, even two within one millisecond. */
const nextUpdatedAt = sql`greatest(clock_timestamp(), ${deadlines.updatedAt} + interval '1 millisecond')`;

/** Due date, then time (a deadline without a time, due all day, comes first), then when it was added. */
export const deadlineOrder = [asc(deadlines.dueDate), sql`${deadlines.dueTime} asc nulls first`, asc(deadlines.createdAt), asc(deadlines.id)];

export function deadlineRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(deadlines.id, id), eq(deadlines.userId, userId));

  /** A body's caseId must name one of the person's cases; any other is a 404, as the case itself would be. */
  async function checkCase(userId: string, caseId: string | null): Promise<void> {
    if (caseId === null) return;
    const [found] = await db.select({ id: cases.id }).from(cases).where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
    if (!found) throw notFound(MESSAGES.deadlineCaseNotFound);
  }

  const parseBody = (body: unknown) => parseInput(deadlineInputSchema, withLegacyDates(body));

  app.get("/api/deadlines", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const page = pageOf(request.query);
    const { caseId } = (request.query ?? {}) as { caseId?: unknown };
    if (caseId !== undefined && (typeof caseId !== "string" || !isUuid(caseId))) {
      const message = interfaceMessage(deadlineMessage("caseId"));
      throw new HttpError(400, `caseId: ${message}`, { caseId: [message] });
    }
    const mine = eq(deadlines.userId, user.id);
    const query = db
      .select()
      .from(deadlines)
      .where(caseId === undefined ? mine : and(mine, eq(deadlines.caseId, caseId.toLowerCase())))
      .orderBy(...deadlineOrder)
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map(toDeadlineJson);
  });

  app.post("/api/deadlines", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseBody(request.body);
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
    return reply.code(201).send(toDeadlineJson(created!));
  });

  /** The whole deadline, as the dialog sends it: fields left out go back to their defaults. */
  app.put("/api/deadlines/:id", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Deadline");
    const input = parseBody(request.body);
    await checkCase(user.id, input.caseId);
    const [row] = await db
      .update(deadlines)
      .set({ ...input, updatedAt: nextUpdatedAt })
      .where(owned(user.id, id))
      .returning();
    if (!row) throw notFound(MESSAGES.deadlineNotFound);
    return toDeadlineJson(row);
  });

  app.delete("/api/deadlines/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Deadline");
    const [row] = await db.delete(deadlines).where(owned(user.id, id)).returning({ id: deadlines.id });
    if (!row) throw notFound(MESSAGES.deadlineNotFound);
    return reply.code(204).send();
  });

  /** Pending to completed; completing it again keeps the first completion time. */
  app.post("/api/deadlines/:id/complete", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Deadline");
    const [row] = await db
      .update(deadlines)
      .set({
        status: "completed",
        completedAt: sql`coalesce(${deadlines.completedAt}, clock_timestamp())`,
        updatedAt: nextUpdatedAt,
      })
      .where(owned(user.id, id))
      .returning();
    if (!row) throw notFound(MESSAGES.deadlineNotFound);
    return toDeadlineJson(row);
  });
}
