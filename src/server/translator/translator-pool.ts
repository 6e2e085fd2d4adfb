/**
 * The translator's worker threads (translator-worker.ts) in a small piscina pool, one per app. Each task has a
 * budget of CPU time (cpu-budget.ts), counted once the thread has loaded its readers (warm-up) and started the task,
 * so a hostile or huge file ends with a clear answer in a few seconds of work while the server keeps answering
 * everything else, and a busy machine (or the thread's lower priority) takes nothing from a paper's budget; a task
 * still running then is stopped and its thread replaced. Pictures (photos, a scanned PDF's pages) are read in a pool
 * of their own (ocr/ocr-pool.ts): a scan's pictures come back from here to be read there.
 */
import { MessageChannel, type Transferable } from "node:worker_threads";
import Piscina from "piscina";
import { cpuBudget, type TaskStarted } from "../cpu-budget";
import { workerEntry } from "../worker-entry";
import { transferListFor } from "../uploads/movable-bytes";
import { PostedBytes, type PostedFile } from "../uploads/posted-bytes";
import type { TranslateOutcome, TranslateTask } from "./translator-worker";

/** CPU time, beyond reading the request: within the spec's 5 seconds for a hostile file. */
export const TASK_TIME_BUDGET_MS = 4_000;
/** Translations waiting beyond this are refused at once (503) rather than queued. */
const MAX_QUEUE = 16;
/** The longest a task waits for the thread while others are translated (at most MAX_QUEUE short ones). */
const QUEUE_WAIT_MS = 30_000;
/** The thread ends after this long without a task. */
const IDLE_MS = 5 * 60_000;

export class TranslatorBusyError extends Error {}
export class TranslatorTimeoutError extends Error {
  /** True when the time ran out while reading pictures (a photo, a scan: ocr/ocr-pool.ts). */
  recognizing = false;
}

type FileTask = Extract<TranslateTask, { kind: "file" }>;
/** A task as the pool is given it: a file's bytes may be an upload's, as posted (uploads/posted-bytes.ts). */
export type TranslatorTask =
  | Exclude<TranslateTask, { kind: "warm-up" } | FileTask>
  | (Omit<FileTask, "bytes" | "started"> & { bytes: Uint8Array | PostedBytes });

export interface TranslatorPool {
  /** `budgetMs`: this task's own CPU time budget (tests); the pool's otherwise. An upload's bytes are moved: empty afterwards. */
  run(task: TranslatorTask, budgetMs?: number): Promise<Exclude<TranslateOutcome, { warm: true }>>;
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export function createTranslatorPool(budgetMs = TASK_TIME_BUDGET_MS): TranslatorPool {
  let pool: Piscina<TranslateTask, TranslateOutcome> | undefined;
  let warming: Promise<void> | undefined;
  const started = () => {
    // One thread: on a small server a second one would compete with the main thread, and tasks are short.
    if (!pool) {
      pool = new Piscina({
        ...workerEntry(import.meta.url, "translator-worker"),
        // Started on first use and ended when idle: its readers hold tens of megabytes a small server needs back.
        minThreads: 0,
        maxThreads: 1,
        maxQueue: MAX_QUEUE,
        idleTimeout: IDLE_MS,
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      // The next thread starts cold: the next task warms it first.
      pool.on("workerDestroy", () => (warming = undefined));
    }
    return pool;
  };
  const warmUp = () => {
    warming ??= started()
      .run({ kind: "warm-up" })
      .then(() => undefined)
      .catch((error: unknown) => {
        warming = undefined;
        throw error;
      });
    return warming;
  };
  const handle: TranslatorPool = {
    warmUp,
    async run(task, taskBudgetMs = budgetMs) {
      const workers = started();
      if (workers.queueSize >= MAX_QUEUE) throw new TranslatorBusyError("translator queue full");
      await warmUp();
      const stop = new AbortController();
      const budget = cpuBudget({ waitMs: QUEUE_WAIT_MS, onSpent: () => stop.abort() });
      const startChannel = new MessageChannel();
      startChannel.port1.on("message", ({ threads }: TaskStarted) => budget.started(threads, taskBudgetMs));
      let posted: PostedFile | undefined;
      try {
        // An upload's bytes move to the thread in their port (the chunks waiting in it go along), a movable buffer as
        // it is (movable-bytes.ts): copying 10 MB here held up the main thread.
        let sent: Exclude<TranslateTask, { kind: "warm-up" }>;
        let moved: Transferable[] = [];
        if (task.kind !== "file") sent = task;
        else if (task.bytes instanceof PostedBytes) {
          posted = task.bytes.take();
          sent = { ...task, bytes: posted };
          moved = [posted.port];
        } else {
          sent = { ...task, bytes: task.bytes };
          moved = transferListFor(task.bytes);
        }
        const transferList = [...moved, startChannel.port2];
        return (await workers.run({ ...sent, started: startChannel.port2 }, { signal: stop.signal, transferList })) as Exclude<
          TranslateOutcome,
          { warm: true }
        >;
      } catch (error) {
        // A stopped or crashed thread is replaced by a cold one: the next task warms it up first.
        warming = undefined;
        const name = (error as Error).name;
        if (name === "AbortError" || name === "TimeoutError") {
          throw new TranslatorTimeoutError("translation took too long", { cause: error });
        }
        if (/queue is at limit/i.test((error as Error).message))
          throw new TranslatorBusyError("translator queue full", { cause: error });
        throw error;
      } finally {
        budget.stop();
        startChannel.port1.close();
        // Moved to the thread, it is closed there already; a task that never reached the thread lets its bytes go.
        posted?.port.close();
      }
    },
    async close() {
      const workers = pool;
      pool = undefined;
      warming = undefined;
      await workers?.destroy();
    },
  };
  return handle;
}
