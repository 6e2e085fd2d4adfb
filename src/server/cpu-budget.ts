/**
 * A worker task's time budget, counted in the CPU time its threads are given (thread-cpu-time.ts) rather than on the
 * wall clock: a paper has the same amount of work whether the machine is quiet, busy with other people's requests,
 * or the thread runs at a lower priority (thread-priority.ts) so the server answers first. The count is read from
 * the main thread every CHECK_EVERY_MS (a busy thread cannot time itself); a wall-clock ceiling of
 * WALL_CLOCK_CEILING_TIMES the budget still ends a task stuck waiting. Where threads' CPU time cannot be read (not
 * Linux), the budget is wall-clock time stretched by the machine's load (machine-load.ts), as before.
 */
import { stretchedBudget } from "./machine-load";
import { threadCpuMs, type ThreadClock } from "./thread-cpu-time";

/** Reading a thread's CPU time takes a few microseconds: ten times a second costs the main thread nothing. */
const CHECK_EVERY_MS = 100;
/** A task ends after this many times its budget on the wall clock, whatever CPU time it was given. */
export const WALL_CLOCK_CEILING_TIMES = 8;

/** What a worker thread tells when it starts a task: the threads doing its work, and their CPU time then. */
export interface TaskStarted {
  threads: ThreadClock[];
}

export interface CpuBudget {
  /** The task started on `threads` (none: their CPU time cannot be read): `budgetMs` of CPU time counts from now. */
  started(threads: readonly ThreadClock[], budgetMs: number): void;
  /** The CPU time (ms) the task's threads have had so far; 0 before it started. */
  spentMs(): number;
  /** The task is over: nothing more is counted. */
  stop(): void;
}

/**
 * `waitMs`: the most the task may wait for its thread before it starts. `onSpent` is called once, when the task's
 * budget (or the wait, or the ceiling) runs out.
 */
export function cpuBudget(options: { waitMs: number; onSpent: () => void; checkEveryMs?: number }): CpuBudget {
  let timers: NodeJS.Timeout[] = [];
  let counted: Array<{ tid: number; startMs: number; lastMs: number }> = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const spend = () => {
    stop();
    options.onSpent();
  };
  const spentMs = () => {
    let spent = 0;
    for (const thread of counted) {
      // A thread that has ended keeps the time it had.
      thread.lastMs = threadCpuMs(thread.tid) ?? thread.lastMs;
      spent += thread.lastMs - thread.startMs;
    }
    return spent;
  };
  timers.push(setTimeout(spend, options.waitMs));
  return {
    spentMs,
    stop,
    started(threads, budgetMs) {
      stop();
      counted = threads.map(({ tid, cpuMs }) => ({ tid, startMs: cpuMs, lastMs: cpuMs }));
      if (counted.length === 0) {
        timers.push(setTimeout(spend, stretchedBudget(budgetMs)));
        return;
      }
      timers.push(setTimeout(spend, budgetMs * WALL_CLOCK_CEILING_TIMES));
      timers.push(
        setInterval(() => {
          if (spentMs() >= budgetMs) spend();
        }, options.checkEveryMs ?? CHECK_EVERY_MS),
      );
    },
  };
}
