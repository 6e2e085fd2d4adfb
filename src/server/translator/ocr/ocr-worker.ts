/**
 * The character recognition thread (run by ocr-pool.ts through piscina): photos of a paper, or a scanned PDF's page
 * pictures, to text (read-pictures.ts). Tesseract runs in a thread this one starts (recognize.ts), so a task stopped
 * for taking too long ends it too. A separate entry point: the production bundle emits it as ocr-worker.js next to the
 * server bundle.
 */
import type { MessagePort } from "node:worker_threads";
import { ExtractionError, type ExtractionProblem } from "../extract/problems";
import { readPictures, type OcrReading } from "./read-pictures";
import { warmReader } from "./recognize";

/** What the thread tells when recognition starts: the pool's time budget then counts from there. */
export interface OcrProgress {
  recognizing: number;
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
    const onRecognizing = (pages: number) => task.progress?.postMessage({ recognizing: pages } satisfies OcrProgress);
    return { ok: true, ...(await readPictures(task.pages, task.kind === "photos", onRecognizing)) };
  } catch (error) {
    // Only the kind of failure crosses back.
    return { ok: false, problem: error instanceof ExtractionError ? error.problem : "unreadable_photo" };
  } finally {
    task.progress?.close();
  }
}
