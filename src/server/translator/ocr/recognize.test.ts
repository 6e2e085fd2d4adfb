import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { threadCpuMs } from "../../thread-cpu-time";
import { readPhoto } from "../test-support/photos";
import { closeReader, engineThreadId, recognizePages, warmReader } from "./recognize";

afterAll(() => closeReader());

describe.runIf(process.platform === "linux")("the engine's thread, counted in a task's budget", () => {
  it("is known once the reader has started, and is where the pages are read", async () => {
    await warmReader();
    const engine = engineThreadId()!;
    expect(readdirSync("/proc/self/task")).toContain(String(engine));
    const before = threadCpuMs(engine)!;
    const read = await recognizePages([readPhoto("three-day-notice.jpg")]);
    expect(read.text.length).toBeGreaterThan(100);
    expect(threadCpuMs(engine)! - before).toBeGreaterThan(100);
  });

  it("is forgotten when the reader is shut", async () => {
    await warmReader();
    await closeReader();
    expect(engineThreadId()).toBeUndefined();
  });
});
