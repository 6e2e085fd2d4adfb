/**
 * A thread's own CPU time, read from Linux's /proc: what a worker thread's time budget counts, so that a paper is
 * given the same amount of work whether the machine is quiet or busy (a thread waiting for a core, or at a lower
 * priority, is not charged for the wait). Elsewhere (no /proc) every function here answers undefined, and callers
 * fall back to wall-clock time stretched by the machine's load (machine-load.ts).
 */
import { readFileSync, readlinkSync } from "node:fs";

/** Linux's USER_HZ, the unit of utime and stime in /proc/…/stat: 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** A thread of this process and its CPU time (ms) at a moment: where a task's count starts. */
export interface ThreadClock {
  tid: number;
  cpuMs: number;
}

/** The kernel's id of the calling thread (Linux: /proc/thread-self links to /proc/<pid>/task/<tid>). */
export function currentThreadId(): number | undefined {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isSafeInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (ms, user and system) thread `tid` of this process has had; undefined once it has ended. */
export function threadCpuMs(tid: number): number | undefined {
  const task = `/proc/self/task/${tid}`;
  try {
    // Nanoseconds on a CPU, exact (CONFIG_SCHED_INFO, on in every distribution's kernel).
    const nanoseconds = Number(readFileSync(`${task}/schedstat`, "utf8").split(" ")[0]);
    if (Number.isFinite(nanoseconds)) return nanoseconds / 1e6;
  } catch {
    // No schedstat: stat's ticks below.
  }
  try {
    // After the name in parentheses (which may hold spaces), utime and stime are the 12th and 13th fields.
    const stat = readFileSync(`${task}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** Thread `tid` and its CPU time now; undefined off Linux or once it has ended. */
export function clockOf(tid: number | undefined): ThreadClock | undefined {
  if (tid === undefined) return undefined;
  const cpuMs = threadCpuMs(tid);
  return cpuMs === undefined ? undefined : { tid, cpuMs };
}

/** The calling thread and its CPU time now (what a worker tells when it starts a task). */
export const ownThreadClock = (): ThreadClock | undefined => clockOf(currentThreadId());
