/**
 * The money finder's API: list, active list, search (simulated examples, labelled as such), a
 * person's own item, and the status change found → claiming → recovered (or failed), enforced here. Another
 * person's record is a 404; a status change the flow does not allow is a 409.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  addMoneyRecovery,
  listActiveMoneyRecoveries,
  listMoneyRecoveries,
  searchMoneyRecovery,
  setMoneyRecoveryStatus,
} from "@shared/api/money-recovery";
import { exampleResults } from "@shared/money-finder/example-results";
import { centsToAmount, parseAmountCents } from "@shared/money-finder/money-cents";
import { canMoveTo, type MoneyStatus } from "@shared/money-finder/money-recovery";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { moneyRecoveries } from "../db/schema";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { toMoneyRecoveryJson } from "../money-finder/money-recovery-json";
import { paged } from "./pagination";

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

  serve(app, listMoneyRecoveries, async ({ query }, request) => {
    const user = currentUser(request);
    const rows = await paged(
      db
        .select()
        .from(moneyRecoveries)
        .where(eq(moneyRecoveries.userId, user.id))
        .orderBy(...order)
        .$dynamic(),
      query,
    );
    return rows.map(toMoneyRecoveryJson);
  });

  serve(app, listActiveMoneyRecoveries, async (_input, request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(moneyRecoveries)
      .where(and(eq(moneyRecoveries.userId, user.id), inArray(moneyRecoveries.status, ["found", "claiming"])))
      .orderBy(...order);
    return rows.map(toMoneyRecoveryJson);
  });

  /** Simulated examples (spec); the same search finds the same records again rather than adding copies. */
  serve(app, searchMoneyRecovery, async ({ body: input }, request) => {
    const user = currentUser(request);
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
  serve(app, addMoneyRecovery, async ({ body: input }, request) => {
    const user = currentUser(request);
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
    return toMoneyRecoveryJson(created!);
  });

  serve(app, setMoneyRecoveryStatus, async ({ params, body: { status } }, request) => {
    const owned = and(eq(moneyRecoveries.id, params.id), eq(moneyRecoveries.userId, currentUser(request).id));
    const [current] = await db.select({ status: moneyRecoveries.status }).from(moneyRecoveries).where(owned);
    if (!current) throw notFoundOf(setMoneyRecoveryStatus);
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
