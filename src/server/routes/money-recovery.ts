/**
 * The money finder's API: list, active list, search (simulated examples, labelled as such), a
 * person's own item, and the status change found → claiming → recovered (or failed), enforced here. Another
 * person's record is a 404; a status change the flow does not allow is a 409.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { exampleResults } from "@shared/money-finder/example-results";
import { centsToAmount, parseAmountCents } from "@shared/money-finder/money-cents";
import {
  canMoveTo,
  moneyOwnItemSchema,
  moneySearchSchema,
  moneyStatusSchema,
  type MoneyStatus,
} from "@shared/money-finder/money-recovery";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { moneyRecoveries } from "../db/schema";
import { HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { toMoneyRecoveryJson } from "../money-finder/money-recovery-json";
import { parseInput } from "../validate";
import { idParam } from "./id-param";
import { pageOf } from "./pagination";

/** Records one person may keep: years of searches, few enough that no account can fill the database. */
export const MAX_MONEY_RECOVERIES_PER_USER = 500;

const nextUpdatedAt = sql`greatest(clock_timestamp(), ${moneyRecoveries.updatedAt} + interval '1 millisecond')`;
const order = [asc(moneyRecoveries.createdAt), asc(moneyRecoveries.id)];

export function moneyRecoveryRoutes(app: FastifyInstance, db: Database): void {
  async function checkRoom(userId: string, adding: number): Promise<void> {
    const [held] = await db.select({ count: count() }).from(moneyRecoveries).where(eq(moneyRecoveries.userId, userId));
    if ((held?.count ?? 0) + adding > MAX_MONEY_RECOVERIES_PER_USER) {
      throw new HttpError(409, MESSAGES.tooManyMoneyRecoveries(MAX_MONEY_RECOVERIES_PER_USER));
    }
  }

  app.get("/api/money-recovery", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const page = pageOf(request.query);
    const query = db
      .select()
      .from(moneyRecoveries)
      .where(eq(moneyRecoveries.userId, user.id))
      .orderBy(...order)
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map(toMoneyRecoveryJson);
  });

  app.get("/api/money-recovery/active", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(moneyRecoveries)
      .where(and(eq(moneyRecoveries.userId, user.id), inArray(moneyRecoveries.status, ["found", "claiming"])))
      .orderBy(...order);
    return rows.map(toMoneyRecoveryJson);
  });

  /** Simulated examples (spec); the same search finds the same records again rather than adding copies. */
  app.post("/api/money-recovery/search", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const input = parseInput(moneySearchSchema, request.body);
    const results = exampleResults(input.searchInfo, input.searchType);
    const keys = results.map((result) => result.key);
    const known = await db
      .select({ key: moneyRecoveries.exampleKey })
      .from(moneyRecoveries)
      .where(and(eq(moneyRecoveries.userId, user.id), inArray(moneyRecoveries.exampleKey, keys)));
    const knownKeys = new Set(known.map((row) => row.key));
    const fresh = results.filter((result) => !knownKeys.has(result.key));
    if (fresh.length > 0) {
      await checkRoom(user.id, fresh.length);
      await db
        .insert(moneyRecoveries)
        .values(
          fresh.map((result) => ({
            userId: user.id,
            type: result.type,
            source: result.source,
            description: result.description,
            amount: centsToAmount(result.amountCents),
            isExample: true,
            exampleKey: result.key,
          })),
        )
        .onConflictDoNothing();
    }
    const rows = await db
      .select()
      .from(moneyRecoveries)
      .where(and(eq(moneyRecoveries.userId, user.id), inArray(moneyRecoveries.exampleKey, keys)))
      .orderBy(...order);
    return rows.map(toMoneyRecoveryJson);
  });

  /** An item the person found herself (on FLTreasureHunt.gov, say), tracked like the others. */
  app.post("/api/money-recovery", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(moneyOwnItemSchema, request.body);
    await checkRoom(user.id, 1);
    const [created] = await db
      .insert(moneyRecoveries)
      .values({
        userId: user.id,
        type: input.type,
        source: input.source,
        description: input.description,
        amount: centsToAmount(parseAmountCents(input.amount)!),
        deadline: input.deadline,
      })
      .returning();
    return reply.code(201).send(toMoneyRecoveryJson(created!));
  });

  app.put("/api/money-recovery/:id", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Record");
    const { status } = parseInput(moneyStatusSchema, request.body);
    const owned = and(eq(moneyRecoveries.id, id), eq(moneyRecoveries.userId, user.id));
    const [current] = await db.select({ status: moneyRecoveries.status }).from(moneyRecoveries).where(owned);
    if (!current) throw notFound(MESSAGES.moneyRecoveryNotFound);
    const from = current.status as MoneyStatus;
    if (!canMoveTo(from, status)) throw new HttpError(409, MESSAGES.moneyStatusNotAllowed(from, status));
    // The status it had is part of the condition, so two changes sent together cannot both pass the check.
    const [row] = await db
      .update(moneyRecoveries)
      .set({ status, updatedAt: nextUpdatedAt })
      .where(and(owned, eq(moneyRecoveries.status, from)))
      .returning();
    if (!row) throw new HttpError(409, MESSAGES.moneyStatusNotAllowed(from, status));
    return toMoneyRecoveryJson(row);
  });
}
