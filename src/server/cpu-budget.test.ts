import { MessageChannel } from "node:worker_threads";
import Piscina from "piscina";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cpuBudget, WALL_CLOCK_CEILING_TIMES, type CpuBudget, type TaskStarted } from "./cpu-budget";
import type { FakeJob } from "./cpu-budget-fake-job";
import { workerEntry } from "./worker-entry";

/** Fake jobs (cpu-budget-fake-job.ts) in worker threads of their own, as the translator's tasks run. */
const pool = new Piscina<FakeJob, void>({ ...workerEntry(import.meta.url, "cpu-budget-fake-job"), maxThreads: 3 });
const budgets: CpuBudget[] = [];
const stops: AbortController[] = [];
afterEach(() => {
  for (const budget of budgets.splice(0)) budget.stop();
  for (const stop of stops.splice(0)) stop.abort();
});
afterAll(() => pool.destroy());

/** Starts a fake job and counts `budgetMs` for it (checked every 20 ms); `spentAt`: wall-clock ms until it ran out. */
async function countFakeJob(kind: "work" | "wait", jobMs: number, budgetMs: number) {
  const stop = new AbortController();
  stops.push(stop);
  const channel = new MessageChannel();
  const started = new Promise<TaskStarted>((resolve) => channel.port1.once("message", resolve));
  pool
    .run({ kind, ms: jobMs, started: channel.port2 }, { transferList: [channel.port2], signal: stop.signal })
    .catch(() => undefined);
  const { threads } = await started;
  channel.port1.close();
  let spentAt: number | undefined;
  const startedAt = performance.now();
  const budget = cpuBudget({ waitMs: 60_000, onSpent: () => (spentAt = performance.now() - startedAt), checkEveryMs: 20 });
  budgets.push(budget);
  budget.started(threads, budgetMs);
  return { budget, spentAt: () => spentAt };
}

describe.runIf(process.platform === "linux")("a worker task's budget in CPU time", () => {
  it("stops a job that keeps working once it has had its budget of CPU time", async () => {
    const { budget, spentAt } = await countFakeJob("work", 20_000, 300);
    await expect.poll(spentAt, { timeout: 10_000, interval: 20 }).toBeDefined();
    // It ran at least its budget (the wall clock may be longer on a busy machine, never shorter).
    expect(spentAt()!).toBeGreaterThanOrEqual(300);
    expect(budget.spentMs()).toBeGreaterThanOrEqual(300);
    expect(budget.spentMs()).toBeLessThan(1_000);
  });

  it("does not stop a job that only waits, however long past its budget on the wall clock", async () => {
    const { budget, spentAt } = await countFakeJob("wait", 5_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(spentAt()).toBeUndefined();
    expect(budget.spentMs()).toBeLessThan(100);
  });

  it("still ends a job stuck waiting, at the wall-clock ceiling", async () => {
    const { spentAt } = await countFakeJob("wait", 20_000, 50);
    await expect.poll(spentAt, { timeout: 5_000, interval: 20 }).toBeDefined();
    expect(spentAt()!).toBeGreaterThanOrEqual(50 * WALL_CLOCK_CEILING_TIMES - 5);
  });
});

describe("a worker task's budget before it starts, or where CPU time cannot be read", () => {
  it("ends a task that waits too long for its thread", async () => {
    let spent = false;
    budgets.push(cpuBudget({ waitMs: 50, onSpent: () => (spent = true) }));
    await expect.poll(() => spent, { timeout: 2_000, interval: 10 }).toBe(true);
  });

  it("counts wall-clock time, stretched by the machine's load, when no thread's CPU time can be read", async () => {
    let spentAt: number | undefined;
    const startedAt = performance.now();
    const budget = cpuBudget({ waitMs: 60_000, onSpent: () => (spentAt = performance.now() - startedAt) });
    budgets.push(budget);
    budget.started([], 100);
    await expect.poll(() => spentAt, { timeout: 2_000, interval: 10 }).toBeDefined();
    expect(spentAt!).toBeGreaterThanOrEqual(95);
  });

  it("calls nothing once stopped", async () => {
    let spent = false;
    const budget = cpuBudget({ waitMs: 30, onSpent: () => (spent = true) });
    budget.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spent).toBe(false);
  });
});
