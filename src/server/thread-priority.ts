/**
 * Worker threads that read papers (the translator's, character recognition's) run at a lower priority than the
 * thread that answers requests, so on a small server a 9 MB PDF being read never makes a page wait for a core. Their
 * time budgets count the CPU time they are given (cpu-budget.ts), so the lower priority costs a paper nothing but
 * wall-clock time on a busy machine.
 */
import { getPriority, setPriority } from "node:os";
import { currentThreadId } from "./thread-cpu-time";

/**
 * How much nicer than the thread that started them. bench/uploads.ts, /api/health p99 during 10 uploads of 9 MB
 * (busy shared machine): 183–195 ms at 0, 60–142 ms at 10, 77–167 ms at 15, 85–108 ms at 19; 10 keeps a paper from
 * being starved when the server's own thread is busy.
 */
export const PAPER_READING_NICENESS = 10;
/** The nicest (lowest) priority Linux has. */
const NICEST = 19;

/**
 * Lowers the calling thread's priority by `niceness` from the one it started with (Linux: each thread has its own
 * nice value, inherited from the thread that started it, and any process may raise it; threads it starts afterwards
 * inherit the new one). Returns the thread's nice value, or undefined where a thread's priority cannot be set.
 */
export function lowerOwnPriority(niceness: number): number | undefined {
  const tid = currentThreadId();
  if (tid === undefined) return undefined;
  try {
    setPriority(tid, Math.min(NICEST, getPriority(tid) + niceness));
    return getPriority(tid);
  } catch {
    return undefined;
  }
}
