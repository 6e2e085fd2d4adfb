/**
 * Rate limits kept in the database, so they hold across server instances. Each event is counted in one
 * statement *before* the work it guards, so requests that arrive together cannot all slip under a limit.
 *
 * - Fixed windows (`consume`): at most `max` events per window (sessions per account, writes per user).
 * - Pacing (`pace`): a few free events per window, then each further one must keep a growing gap after the one
 *   before (registrations per address: a shared address is slowed, never blocked).
 * - Growing delays (`attempt`): a few free attempts, then each further one must wait twice as long as the one
 *   before, up to a cap; nothing is ever locked for good (OWASP: slow attackers down without locking owners out).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimits, throttles } from "../db/schema";

export interface Limit {
  /** How many events a window allows. */
  max: number;
  windowSeconds: number;
}

export interface Backoff {
  /** Attempts allowed without delay. */
  free: number;
  /** The wait after the last free attempt; it doubles with each attempt after that. */
  baseSeconds: number;
  maxSeconds: number;
  /** A key that has seen no attempt for this long starts again from nothing. */
  resetSeconds: number;
}

/** Password guesses for one account from one address. */
export const LOGIN_PAIR_BACKOFF: Backoff = { free: 5, baseSeconds: 30, maxSeconds: 15 * 60, resetSeconds: 60 * 60 };
/**
 * Failed sign-ins from one address over all accounts. Higher than the pair's, since many people can share an
 * address (an office, a carrier's NAT); `TRUST_PROXY` must be set behind a proxy, or everyone shares its address.
 */
export const LOGIN_ADDRESS_BACKOFF: Backoff = { free: 30, baseSeconds: 10, maxSeconds: 15 * 60, resetSeconds: 60 * 60 };
/**
 * Failed sign-ins of one account, from every address together: someone spreading guesses over many addresses
 * (a botnet, or a client choosing its address) gets 10 free, then a wait that doubles from one minute up to 15
 * minutes. During a wait even the right password is refused (or the wait would be no brake on guessing), but the
 * owner is never locked out for good: each wait ends, and a quiet hour forgets the failures (not sooner, or a
 * guesser pausing between rounds would get 10 free guesses each time). At most some 100 guesses a day.
 */
export const LOGIN_ACCOUNT_BACKOFF: Backoff = { free: 10, baseSeconds: 60, maxSeconds: 15 * 60, resetSeconds: 60 * 60 };
/** Current-password checks when a signed-in person changes the password. */
export const PASSWORD_CHANGE_BACKOFF: Backoff = { free: 5, baseSeconds: 30, maxSeconds: 15 * 60, resetSeconds: 60 * 60 };

/**
 * Registrations from one address: many people may share one (a library, a shelter, a carrier's NAT), so
 * there is no block, only pacing. In each hour the first `free` go at once; after that the n-th must come at least
 * `stepSeconds` × (n − free) seconds after the one before it, up to `maxSeconds`. Fifty people spread over an hour
 * all get in (the fiftieth needs a minute's gap); a flood gets about 18 in its first minute and some 80 in an hour.
 */
export interface Pacing {
  free: number;
  stepSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}
export const REGISTRATIONS_PER_ADDRESS: Pacing = { free: 10, stepSeconds: 1.5, maxSeconds: 15 * 60, windowSeconds: 60 * 60 };
/** New sessions (sign-ins) of one account. */
export const SESSIONS_PER_ACCOUNT: Limit = { max: 30, windowSeconds: 60 * 60 };
/** "Download all my data" by one person (each renders every document she has). */
export const DATA_EXPORTS_PER_USER: Limit = { max: 5, windowSeconds: 60 * 60 };
/** Changes (POST, PATCH, PUT, DELETE) by one signed-in person. */
export const WRITES_PER_USER: Limit = { max: 240, windowSeconds: 60 };

const seconds = (value: number) => sql`make_interval(secs => ${value}::int)`;

/**
 * The clock of the pacing below: the database's `now()`, unless a test sets another (to live through an hour of
 * registrations in a second).
 */
let testClock: (() => Date) | undefined;
export function setRateLimitClock(clock: (() => Date) | undefined): void {
  testClock = clock;
}
const clockNow = (): SQL => (testClock ? sql`${testClock().toISOString()}::timestamptz` : sql`now()`);

/**
 * Counts one event for `key` and answers 0 when it is within the limit, or else the seconds until the window
 * reopens. One statement: concurrent calls each see their own count.
 */
export async function consume(db: Database, key: string, limit: Limit): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - ${seconds(limit.windowSeconds)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      wait: sql<string>`ceil(extract(epoch from ${rateLimits.windowStart} + ${seconds(limit.windowSeconds)} - now()))`,
    });
  if (!row || row.count <= limit.max) return 0;
  return Math.max(1, Number(row.wait));
}

/** The delay after the n-th attempt (an SQL expression for n). */
function delayAfter(n: SQL, backoff: Backoff): SQL {
  return sql`make_interval(secs => case when ${n} < ${backoff.free}::int then 0
    else least(${backoff.maxSeconds}::int, ${backoff.baseSeconds}::int * power(2, ${n} - ${backoff.free}::int)) end)`;
}

/**
 * Reserves one attempt for `key`: answers 0 when the attempt may go ahead (it is already counted), or the
 * seconds to wait. At most `free` attempts go ahead at once, however many arrive together.
 */
export async function attempt(db: Database, key: string, backoff: Backoff): Promise<number> {
  const next = sql`case when ${throttles.lastAt} <= now() - ${seconds(backoff.resetSeconds)} then 1 else ${throttles.count} + 1 end`;
  const [reserved] = await db
    .insert(throttles)
    .values({ key, count: 1, lastAt: sql`now()`, blockedUntil: sql`now() + ${delayAfter(sql`1`, backoff)}` })
    .onConflictDoUpdate({
      target: throttles.key,
      set: { count: next, lastAt: sql`now()`, blockedUntil: sql`now() + ${delayAfter(next, backoff)}` },
      // A key that must still wait is left as it is, and no row comes back.
      setWhere: sql`${throttles.blockedUntil} <= now()`,
    })
    .returning({ count: throttles.count });
  if (reserved) return 0;
  const [row] = await db
    .select({ wait: sql<string>`ceil(extract(epoch from ${throttles.blockedUntil} - now()))` })
    .from(throttles)
    .where(eq(throttles.key, key));
  return Math.max(1, Number(row?.wait ?? 1));
}

/** The gap the n-th event of a window must keep after the one before it (an SQL expression for n). */
function gapBefore(n: SQL, pacing: Pacing): SQL {
  return sql`make_interval(secs => case when ${n} <= ${pacing.free}::int then 0
    else least(${pacing.maxSeconds}::float8, ${pacing.stepSeconds}::float8 * (${n} - ${pacing.free}::int)) end)`;
}

/**
 * Counts one paced event for `key` (kept in `throttles`: `lastAt` is the window's start, `blockedUntil` the
 * earliest moment the next event may come). Answers 0 when it may go ahead (it is counted), or the seconds to
 * wait. One statement, so events sent together are paced one by one.
 */
export async function pace(db: Database, key: string, pacing: Pacing): Promise<number> {
  const now = clockNow();
  const expired = sql`${throttles.lastAt} <= ${now} - ${seconds(pacing.windowSeconds)}`;
  const next = sql`case when ${expired} then 1 else ${throttles.count} + 1 end`;
  const [reserved] = await db
    .insert(throttles)
    .values({ key, count: 1, lastAt: now, blockedUntil: sql`${now} + ${gapBefore(sql`2`, pacing)}` })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: next,
        lastAt: sql`case when ${expired} then ${now} else ${throttles.lastAt} end`,
        blockedUntil: sql`${now} + ${gapBefore(sql`${next} + 1`, pacing)}`,
      },
      // Below the free count an event always goes: requests sent together reach the database in another order
      // than their clocks were read, so one read earlier must not wait for one stored a moment later.
      setWhere: sql`${throttles.blockedUntil} <= ${now} or ${expired} or ${throttles.count} < ${pacing.free}::int`,
    })
    .returning({ count: throttles.count });
  if (reserved) return 0;
  const [row] = await db
    .select({ wait: sql<string>`ceil(extract(epoch from ${throttles.blockedUntil} - ${now}))` })
    .from(throttles)
    .where(eq(throttles.key, key));
  return Math.max(1, Number(row?.wait ?? 1));
}

/** Gives back one reserved attempt (it was a success); a key below its free attempts is no longer delayed. */
export async function refund(db: Database, key: string, backoff: Backoff): Promise<void> {
  await db
    .update(throttles)
    .set({
      count: sql`greatest(${throttles.count} - 1, 0)`,
      blockedUntil: sql`case when ${throttles.count} - 1 < ${backoff.free}::int then least(${throttles.blockedUntil}, now()) else ${throttles.blockedUntil} end`,
    })
    .where(eq(throttles.key, key));
}

/** Forgets every attempt of `key` (the owner proved who they are). */
export async function forgive(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Seconds until the window for `key` reopens, or 0 when the key is under its limit (without counting). */
export async function retryAfter(db: Database, key: string, limit: Limit): Promise<number> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      wait: sql<string>`ceil(extract(epoch from ${rateLimits.windowStart} + ${seconds(limit.windowSeconds)} - now()))`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (!row || row.count < limit.max || Number(row.wait) <= 0) return 0;
  return Math.max(1, Number(row.wait));
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
