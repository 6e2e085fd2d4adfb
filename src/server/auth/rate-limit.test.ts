import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { rateLimits } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { clear, hit, retryAfter, type Limit } from "./rate-limit";

const LIMIT: Limit = { max: 3, windowSeconds: 600 };

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const row = async (key: string) => (await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe("database rate limits", () => {
  it("allows a key until it reaches the limit, then answers the seconds left in the window", async () => {
    expect(await retryAfter(db, "t:a", LIMIT)).toBe(0);
    await hit(db, "t:a", LIMIT);
    await hit(db, "t:a", LIMIT);
    expect(await retryAfter(db, "t:a", LIMIT)).toBe(0);
    await hit(db, "t:a", LIMIT);
    const wait = await retryAfter(db, "t:a", LIMIT);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await row("t:a"))?.count).toBe(3);
    expect(await retryAfter(db, "t:other", LIMIT)).toBe(0);
  });

  it("counts hits made at the same moment without losing any", async () => {
    await Promise.all(Array.from({ length: 8 }, () => hit(db, "t:parallel", LIMIT)));
    expect((await row("t:parallel"))?.count).toBe(8);
  });

  it("starts a fresh window once the old one has passed", async () => {
    for (let i = 0; i < 3; i++) await hit(db, "t:old", LIMIT);
    await db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 601 * 1000) })
      .where(eq(rateLimits.key, "t:old"));
    expect(await retryAfter(db, "t:old", LIMIT)).toBe(0);
    await hit(db, "t:old", LIMIT);
    const fresh = await row("t:old");
    expect(fresh?.count).toBe(1);
    expect(Date.now() - (fresh?.windowStart.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("keeps counting within a window that has not passed", async () => {
    await hit(db, "t:recent", LIMIT);
    const started = new Date(Date.now() - 300 * 1000);
    await db.update(rateLimits).set({ windowStart: started }).where(eq(rateLimits.key, "t:recent"));
    await hit(db, "t:recent", LIMIT);
    const after = await row("t:recent");
    expect(after?.count).toBe(2);
    expect(after?.windowStart.getTime()).toBe(started.getTime());
  });

  it("clears a key", async () => {
    for (let i = 0; i < 3; i++) await hit(db, "t:clear", LIMIT);
    await clear(db, "t:clear");
    expect(await row("t:clear")).toBeUndefined();
    expect(await retryAfter(db, "t:clear", LIMIT)).toBe(0);
  });
});
