import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { rateLimits, throttles } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { attempt, clear, consume, forgive, refund, retryAfter, type Backoff, type Limit } from "./rate-limit";

const LIMIT: Limit = { max: 3, windowSeconds: 600 };
const BACKOFF: Backoff = { free: 3, baseSeconds: 30, maxSeconds: 300, resetSeconds: 3600 };

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const row = async (key: string) => (await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];
const throttle = async (key: string) => (await db.select().from(throttles).where(eq(throttles.key, key)))[0];
/** Moves a throttle's clock: as if its block had ended and its last attempt were `agoSeconds` in the past. */
const unblock = (key: string, agoSeconds = 0) =>
  db
    .update(throttles)
    .set({ blockedUntil: new Date(Date.now() - 1000), lastAt: new Date(Date.now() - agoSeconds * 1000) })
    .where(eq(throttles.key, key));

describe("fixed windows (consume)", () => {
  it("allows `max` events, then answers the seconds left in the window", async () => {
    for (let i = 0; i < 3; i++) expect(await consume(db, "t:a", LIMIT)).toBe(0);
    const wait = await consume(db, "t:a", LIMIT);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await retryAfter(db, "t:a", LIMIT)).toBeGreaterThan(590);
    expect(await consume(db, "t:other", LIMIT)).toBe(0);
  });

  it("counts events sent together one by one: exactly `max` of 12 pass", async () => {
    const waits = await Promise.all(Array.from({ length: 12 }, () => consume(db, "t:parallel", LIMIT)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect((await row("t:parallel"))?.count).toBe(12);
  });

  it("starts a fresh window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await consume(db, "t:old", LIMIT);
    await db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 601 * 1000) })
      .where(eq(rateLimits.key, "t:old"));
    expect(await retryAfter(db, "t:old", LIMIT)).toBe(0);
    expect(await consume(db, "t:old", LIMIT)).toBe(0);
    expect((await row("t:old"))?.count).toBe(1);
  });

  it("clears a key", async () => {
    for (let i = 0; i < 4; i++) await consume(db, "t:clear", LIMIT);
    await clear(db, "t:clear");
    expect(await row("t:clear")).toBeUndefined();
    expect(await consume(db, "t:clear", LIMIT)).toBe(0);
  });
});

describe("growing delays (attempt)", () => {
  it("lets the free attempts through, then makes each further one wait twice as long, up to the cap", async () => {
    for (let i = 0; i < 3; i++) expect(await attempt(db, "b:a", BACKOFF)).toBe(0);
    const first = await attempt(db, "b:a", BACKOFF);
    expect(first).toBeGreaterThan(25);
    expect(first).toBeLessThanOrEqual(30);
    // A refused attempt is not counted: waiting is all it takes.
    expect((await throttle("b:a"))?.count).toBe(3);

    await unblock("b:a");
    expect(await attempt(db, "b:a", BACKOFF)).toBe(0);
    expect(await attempt(db, "b:a", BACKOFF)).toBeGreaterThan(55);
    await unblock("b:a");
    expect(await attempt(db, "b:a", BACKOFF)).toBe(0);
    expect(await attempt(db, "b:a", BACKOFF)).toBeGreaterThan(115);
    for (let i = 0; i < 4; i++) {
      await unblock("b:a");
      expect(await attempt(db, "b:a", BACKOFF)).toBe(0);
    }
    const capped = await attempt(db, "b:a", BACKOFF);
    expect(capped).toBeGreaterThan(295);
    expect(capped).toBeLessThanOrEqual(300);
  });

  it("reserves attempts sent together one by one: at most `free` of 20 go ahead", async () => {
    const waits = await Promise.all(Array.from({ length: 20 }, () => attempt(db, "b:parallel", BACKOFF)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(17);
  });

  it("starts again from nothing after a quiet spell", async () => {
    for (let i = 0; i < 3; i++) await attempt(db, "b:quiet", BACKOFF);
    await unblock("b:quiet", 3601);
    expect(await attempt(db, "b:quiet", BACKOFF)).toBe(0);
    expect((await throttle("b:quiet"))?.count).toBe(1);
  });

  it("refund gives one attempt back and lifts a delay that only that attempt caused", async () => {
    for (let i = 0; i < 3; i++) await attempt(db, "b:refund", BACKOFF);
    expect(await attempt(db, "b:refund", BACKOFF)).toBeGreaterThan(0);
    await refund(db, "b:refund", BACKOFF);
    expect((await throttle("b:refund"))?.count).toBe(2);
    expect(await attempt(db, "b:refund", BACKOFF)).toBe(0);
  });

  it("forgive forgets a key", async () => {
    for (let i = 0; i < 4; i++) await attempt(db, "b:forgive", BACKOFF);
    await forgive(db, "b:forgive");
    expect(await throttle("b:forgive")).toBeUndefined();
    expect(await attempt(db, "b:forgive", BACKOFF)).toBe(0);
  });
});
