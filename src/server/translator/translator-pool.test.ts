import { readdirSync } from "node:fs";
import { getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { PAPER_READING_NICENESS } from "../thread-priority";
import { createTranslatorPool, TranslatorTimeoutError } from "./translator-pool";
import { makeTextPdf } from "./test-support/pdf";

/** This process's threads (Linux), by id. */
const threads = () => new Set(readdirSync("/proc/self/task").map(Number));
const niceOf = (tid: number) => {
  try {
    return getPriority(tid);
  } catch {
    return undefined; // ended meanwhile
  }
};

const pools: ReturnType<typeof createTranslatorPool>[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe("the translator's worker pool", () => {
  it("translates in a worker thread and reads files there", async () => {
    const pool = createTranslatorPool();
    pools.push(pool);
    const outcome = await pool.run({
      kind: "file",
      bytes: await makeTextPdf(["Tenant shall pay $700.00 on or before June 1, 2025."]),
    });
    expect(outcome).toMatchObject({ ok: true, source: "pdf" });
    expect(outcome.ok && outcome.result.simplifiedContent).toBe("Tenant must pay $700.00 by June 1, 2025.");
  });

  it("stops a task over its time budget with its thread, and the next task runs on a fresh one", async () => {
    const pool = createTranslatorPool();
    pools.push(pool);
    await pool.warmUp();
    // A budget no real task fits in: the task is stopped whatever it is.
    await expect(pool.run({ kind: "text", text: "Tenant shall pay rent. ".repeat(5_000) }, 1)).rejects.toBeInstanceOf(
      TranslatorTimeoutError,
    );
    const next = await pool.run({ kind: "text", text: "Tenant shall pay rent." });
    expect(next.ok && next.result.simplifiedContent).toBe("Tenant must pay rent.");
  });

  it.runIf(process.platform === "linux")("reads papers at a lower priority than the thread answering requests", async () => {
    const own = getPriority();
    const lower = Math.min(19, own + PAPER_READING_NICENESS);
    expect(lower).toBeGreaterThan(own);
    const before = threads();
    const pool = createTranslatorPool();
    pools.push(pool);
    await pool.warmUp();
    const started = [...threads()].filter((tid) => !before.has(tid));
    expect(started.filter((tid) => niceOf(tid) === lower)).toHaveLength(1);
    // The thread answering requests keeps its priority.
    expect(getPriority()).toBe(own);
  });
});
