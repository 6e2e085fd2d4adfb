import { readdirSync } from "node:fs";
import { getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { PAPER_READING_NICENESS } from "../../thread-priority";
import { readPhoto } from "../test-support/photos";
import { TranslatorTimeoutError } from "../translator-pool";
import { createOcrPool } from "./ocr-pool";

const pools: ReturnType<typeof createOcrPool>[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** This process's threads (Linux): a stopped reading must not leave Tesseract's thread behind. */
const threads = () => readdirSync("/proc/self/task").length;
const threadIds = () => new Set(readdirSync("/proc/self/task").map(Number));
const niceOf = (tid: number) => {
  try {
    return getPriority(tid);
  } catch {
    return undefined; // ended meanwhile
  }
};

describe("character recognition's worker pool", () => {
  it("reads a photo in its own thread, with how sure it is", async () => {
    const pool = createOcrPool();
    pools.push(pool);
    const read = await pool.read("photos", [readPhoto("eviction-summons-page-1.jpg")]);
    expect(read).toMatchObject({ ok: true, ocr: { pages: 1 } });
    expect(read.ok && read.text).toContain("EVICTION SUMMONS/RESIDENTIAL");
    expect(read.ok && read.ocr.confidence).toBeGreaterThan(70);
  });

  it("stops a reading past its budget, with its thread and the engine's", async () => {
    const pool = createOcrPool(() => 200);
    pools.push(pool);
    await pool.warmUp();
    const before = threads();
    const stopped = await pool.read("photos", [readPhoto("three-day-notice.jpg")]).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(TranslatorTimeoutError);
    expect((stopped as TranslatorTimeoutError).recognizing).toBe(true);
    await expect.poll(threads, { timeout: 5_000 }).toBeLessThan(before);
  });

  it("reads at a lower priority than the thread answering requests, the engine's thread too", async () => {
    const own = getPriority();
    const lower = Math.min(19, own + PAPER_READING_NICENESS);
    expect(lower).toBeGreaterThan(own);
    const before = threadIds();
    const pool = createOcrPool();
    pools.push(pool);
    await pool.warmUp();
    const started = [...threadIds()].filter((tid) => !before.has(tid));
    expect(started.filter((tid) => niceOf(tid) === lower)).toHaveLength(2);
    expect(getPriority()).toBe(own);
  });
});
