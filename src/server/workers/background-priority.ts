/**
 * Lowers the scheduling priority of the calling worker thread (Linux: a thread is its own task with its own nice
 * value), so that on a server with few cores the main thread, which answers every request, is not starved by a
 * worker reading a 9 MB PDF or rendering papers. Elsewhere, or when the system refuses, nothing changes.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** Nice 10: below requests, above nothing that matters here. */
const BACKGROUND_NICE = 10;

export function runThisThreadInBackground(): void {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
