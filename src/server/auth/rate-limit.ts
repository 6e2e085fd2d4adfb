import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimits } from "../db/schema";

export interface Limit {
  /** How many events a window allows. */
  max: number;
  windowSeconds: number;
}

export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { max: 20, windowSeconds: 15 * 60 };
export const REGISTRATIONS_PER_ADDRESS: Limit = { max: 10, windowSeconds: 60 * 60 };

/** Seconds until the window for `key` reopens, or 0 when the key is under its limit. */
export async function retryAfter(db: Database, key: string, limit: Limit): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row) return 0;
  const windowEnds = row.windowStart.getTime() + limit.windowSeconds * 1000;
  if (windowEnds <= Date.now() || row.count < limit.max) return 0;
  return Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
}

/** Counts one event in one statement, starting a fresh window when the old one has ended. */
export async function hit(db: Database, key: string, limit: Limit): Promise<void> {
  const cutoff = new Date(Date.now() - limit.windowSeconds * 1000);
  await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz then now() else ${rateLimits.windowStart} end`,
      },
    });
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
