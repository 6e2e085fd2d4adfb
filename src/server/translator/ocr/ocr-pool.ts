/**
 * Character recognition's own worker thread (ocr-worker.ts) in a piscina pool of one, started on first use and shut
 * after a minute idle (with it, Tesseract's thread and its memory). Reading photos takes seconds a page: in a pool of
 * its own, it never holds up the translator's thread, where text and files are read and translated in well under its
 * 4-second budget. A task's budget is ocrBudgetMs for its pages, of CPU time given to the thread and Tesseract's,
 * counted from when recognition starts (the thread says so; cpu-budget.ts), after at most QUEUE_WAIT_MS behind another
 * paper's photos; a task still running then is stopped with its thread.
 */
import { MessageChannel } from "node:worker_threads";
import Piscina from "piscina";
import { cpuBudget } from "../../cpu-budget";
import { stretchedBudget } from "../../machine-load";
import { workerEntry } from "../../worker-entry";
import { transferListFor } from "../../uploads/movable-bytes";
import { TranslatorBusyError, TranslatorTimeoutError } from "../translator-pool";
import { ocrBudgetMs } from "./ocr-limits";
import type { OcrOutcome, OcrProgress, OcrTask } from "./ocr-worker";

/** Papers waiting for recognition beyond this are refused at once (503) rather than queued. */
const MAX_QUEUE = 4;
/** The longest a paper's photos wait for the thread while another paper's are read. */
const QUEUE_WAIT_MS = 60_000;
const IDLE_MS = 60_000;

export interface OcrPool {
  /** The pages' bytes are moved to the thread where they can be (uploads), copied otherwise. */
  read(kind: "photos" | "pictures", pages: Uint8Array[]): Promise<Exclude<OcrOutcome, { warm: true }>>;
  /** Loads the engine and its languages (the bench; the first photo loads them anyway). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** `recognitionBudgetMs`: a task's budget once recognition of `pages` starts (tests set less). */
export function createOcrPool(recognitionBudgetMs: (pages: number) => number = ocrBudgetMs): OcrPool {
  let pool: Piscina<OcrTask, OcrOutcome> | undefined;
  const started = () =>
    (pool ??= new Piscina({
      ...workerEntry(import.meta.url, "ocr-worker"),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: MAX_QUEUE,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    }));
  return {
    async warmUp() {
      await started().run({ kind: "warm-up" });
    },
    async read(kind, pages) {
      const workers = started();
      if (workers.queueSize >= MAX_QUEUE) throw new TranslatorBusyError("recognition queue full");
      const stop = new AbortController();
      const budget = cpuBudget({
        waitMs: QUEUE_WAIT_MS + stretchedBudget(recognitionBudgetMs(pages.length)),
        onSpent: () => stop.abort(),
      });
      const channel = new MessageChannel();
      channel.port1.on("message", (progress: OcrProgress) =>
        budget.started(progress.threads, recognitionBudgetMs(progress.recognizing)),
      );
      // A scan's page pictures were made for this (each its own buffer); an upload's bytes move when they can.
      const buffers = kind === "pictures" ? pages.map((page) => page.buffer as ArrayBuffer) : pages.flatMap(transferListFor);
      try {
        return (await workers.run(
          { kind, pages, progress: channel.port2 },
          { signal: stop.signal, transferList: [...new Set(buffers), channel.port2] },
        )) as Exclude<OcrOutcome, { warm: true }>;
      } catch (error) {
        const name = (error as Error).name;
        if (name === "AbortError" || name === "TimeoutError") {
          const timeout = new TranslatorTimeoutError("recognition took too long", { cause: error });
          timeout.recognizing = true;
          throw timeout;
        }
        if (/queue is at limit/i.test((error as Error).message))
          throw new TranslatorBusyError("recognition queue full", { cause: error });
        throw error;
      } finally {
        budget.stop();
        channel.port1.close();
      }
    },
    async close() {
      const workers = pool;
      pool = undefined;
      await workers?.destroy();
    },
  };
}
