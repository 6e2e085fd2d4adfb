/**
 * A fake job for cpu-budget.test.ts, run by piscina in a worker thread as the translator's tasks are: it tells its
 * thread's clock on `started` (as translator-worker.ts does), then either works (a busy loop) or only waits (a timer)
 * for `ms`.
 */
import type { MessagePort } from "node:worker_threads";
import type { TaskStarted } from "./cpu-budget";
import { ownThreadClock } from "./thread-cpu-time";

export interface FakeJob {
  kind: "work" | "wait";
  ms: number;
  started: MessagePort;
}

export default async function run({ kind, ms, started }: FakeJob): Promise<void> {
  const clock = ownThreadClock();
  started.postMessage({ threads: clock ? [clock] : [] } satisfies TaskStarted);
  started.close();
  if (kind === "wait") {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return;
  }
  const until = performance.now() + ms;
  while (performance.now() < until);
}
