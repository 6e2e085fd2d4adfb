/**
 * The character recognition thread (run by ocr-pool.ts through piscina): photos of a paper, or a scanned PDF's page
 * pictures, to text (read-pictures.ts). Tesseract runs in a thread this one starts (recognize.ts), so a task stopped
 * for taking too long ends it too. A separate entry point: the production bundle emits it as ocr-worker.js next to the
 * server bundle.
 */
import type { MessagePort } from "node:worker_threads";
import type { TaskStarted } from "../../cpu-budget";
import { clockOf, ownThreadClock } from "../../thread-cpu-time";
import { lowerOwnPriority, PAPER_READING_NICENESS } from "../../thread-priority";
import { ExtractionError, type ExtractionProblem } from "../extract/problems";
import { readPictures, type OcrReading } from "./read-pictures";
import { engineThreadId, warmReader } from "./recognize";

// Once per thread, before the engine's thread starts (it inherits this priority): reading photos yields the cores to
// the thread answering requests.
lowerOwnPriority(PAPER_READING_NICENESS);

/**
 * What the thread tells when recognition of `recognizing` pages starts: the pool's CPU time budget counts from there,
 * over this thread and the engine's (none when either cannot be read: the pool then counts wall-clock time).
 */
export interface OcrProgress extends TaskStarted {
  recognizing: number;
}

function recognitionThreads(): TaskStarted["threads"] {
  const own = ownThreadClock();
  const engine = clockOf(engineThreadId());
  return own && engine ? [own, engine] : [];
}

/** "photos": JPEG or PNG files as sent; "pictures": a scanned PDF's pages. `progress`: where OcrProgress is told. */
export type OcrTask = { kind: "photos" | "pictures"; pages: Uint8Array[]; progress?: MessagePort } | { kind: "warm-up" };

export type OcrOutcome = { ok: true; text: string; ocr: OcrReading } | { ok: false; problem: ExtractionProblem } | { warm: true };

export default async function run(task: OcrTask): Promise<OcrOutcome> {
  if (task.kind === "warm-up") {
    await warmReader();
    return { warm: true };
  }
  try {
    const onRecognizing = (pages: number) =>
      task.progress?.postMessage({ recognizing: pages, threads: recognitionThreads() } satisfies OcrProgress);
    return { ok: true, ...(await readPictures(task.pages, task.kind === "photos", onRecognizing)) };
  } catch (error) {
    // Only the kind of failure crosses back.
    return { ok: false, problem: error instanceof ExtractionError ? error.problem : "unreadable_photo" };
  } finally {
    task.progress?.close();
  }
}
