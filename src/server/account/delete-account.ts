import { eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect";
import { rateLimits, throttles, users } from "../db/schema";

/**
 * The counters kept under a person's id ("write:user:<id>", "password:user:<id>"...) or e-mail address
 * ("login:pair:<email>|<address>", "login:account:<email>"): they are about her, so they go with her.
 */
const hersIn = (key: PgColumn, user: { id: string; email: string }): SQL =>
  or(
    sql`${key} like ${`%:user:${user.id}`}`,
    sql`starts_with(${key}, ${`login:pair:${user.email}|`})`,
    eq(key, `login:account:${user.email}`),
  )!;

/**
 * Deletes a person's account and everything she owns, in one transaction: the users row, and through foreign keys
 * that cascade, her sessions (signed out on every instance: sessions live in the database), cases, documents,
 * deadlines, calendar feed, templates, workflows, money finder records, predictions, translations, conversations
 * and their messages; and the rate-limit counters named after her.
 */
export async function deleteAccount(db: Database, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateLimits).where(hersIn(rateLimits.key, user));
    await tx.delete(throttles).where(hersIn(throttles.key, user));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
