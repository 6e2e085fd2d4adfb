import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clockOf, currentThreadId, ownThreadClock, threadCpuMs } from "./thread-cpu-time";

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe.runIf(process.platform === "linux")("a thread's own CPU time (Linux)", () => {
  it("knows the calling thread among the process's threads", () => {
    expect(readdirSync("/proc/self/task")).toContain(String(currentThreadId()));
  });

  it("grows by the time the thread works, not by the time it waits", async () => {
    const tid = currentThreadId()!;
    const before = threadCpuMs(tid)!;
    spin(120);
    const afterWork = threadCpuMs(tid)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterWait = threadCpuMs(tid)!;
    // At least the part of 120 ms the thread was given (a shared machine may take some of it).
    expect(afterWork - before).toBeGreaterThan(30);
    expect(afterWork - before).toBeLessThan(200);
    expect(afterWait - afterWork).toBeLessThan(60);
  });

  it("reads a thread with its CPU time, and none that is not there", () => {
    const own = ownThreadClock()!;
    expect(own.tid).toBe(currentThreadId());
    expect(own.cpuMs).toBeGreaterThan(0);
    expect(clockOf(own.tid)!.cpuMs).toBeGreaterThanOrEqual(own.cpuMs);
    expect(threadCpuMs(2 ** 30)).toBeUndefined();
    expect(clockOf(undefined)).toBeUndefined();
  });
});
