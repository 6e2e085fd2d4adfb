/**
 * The translator's worker thread (run by translator-pool.ts through piscina): reading an uploaded file (pdf.js,
 * mammoth) and translating it take CPU time (pictures are read by character recognition in a pool of their
 * own: ocr/ocr-pool.ts), and a hostile file may take a lot; here, at a lower priority (thread-priority.ts), they never
 * hold up the server's main thread, and a task that uses up its CPU time budget is stopped with its thread. A separate
 * entry point: the production bundle emits it as translator-worker.js next to the server bundle.
 */
import type { MessagePort } from "node:worker_threads";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { MAX_TEXT_CHARACTERS, type TranslationSource } from "@shared/translations";
import { translatorContent } from "./content";
import Piscina from "piscina";
import { extractText } from "./extract/extract-text";
import { ExtractionError, type ExtractionProblem } from "./extract/problems";
import { LostValuesError, translateText, type EngineResult } from "./translate";
import type { TaskStarted } from "../cpu-budget";
import { lowerOwnPriority, PAPER_READING_NICENESS } from "../thread-priority";
import { ownThreadClock } from "../thread-cpu-time";
import { readPostedBytes, type PostedFile } from "../uploads/posted-bytes";

// Once per thread: a paper being read yields the cores to the thread answering requests.
lowerOwnPriority(PAPER_READING_NICENESS);

/**
 * `language`: the explanation's (key points, legal terms, Florida rules); English when not given. `started`: where the
 * thread tells it has started the task (TaskStarted), so the pool counts its CPU time from then (cpu-budget.ts). A
 * file's `bytes` are in one buffer, or (an upload) wait in a port, as received (uploads/posted-bytes.ts).
 */
export type TranslateTask =
  | { kind: "text"; text: string; language?: ChoosableLanguage; started?: MessagePort }
  | { kind: "file"; bytes: Uint8Array | PostedFile; language?: ChoosableLanguage; started?: MessagePort }
  /** Loads the readers and the glossary, so the first real task does not pay for it. */
  | { kind: "warm-up" };

/** With `pictures`: a PDF whose pages are pictures (a scan): they go back to be read by character recognition. */
export type TranslateOutcome =
  | { ok: true; originalContent: string; source: TranslationSource; result: EngineResult }
  | { ok: false; problem: ExtractionProblem | "lost_values" }
  | { ok: false; problem: "scanned_pdf"; pictures: Uint8Array[] }
  | { ok: true; warm: true };

/**
 * What is stored and shown as the original: line ends made "\n", control characters (which the database or the
 * page cannot hold) and unpaired surrogates dropped, trailing spaces and runs of blank lines removed.
 */
export function normalizeOriginal(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/\f/g, "\n\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, "")
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export function translateOriginal(text: string, source: TranslationSource, language: ChoosableLanguage = "en"): TranslateOutcome {
  const original = normalizeOriginal(text);
  if (!/[\p{L}\p{N}]/u.test(original)) return { ok: false, problem: "empty" };
  if (original.length > MAX_TEXT_CHARACTERS) return { ok: false, problem: "too_long" };
  try {
    return { ok: true, originalContent: original, source, result: translateText(original, undefined, language) };
  } catch (error) {
    if (error instanceof LostValuesError) return { ok: false, problem: "lost_values" };
    throw error;
  }
}

export default async function run(task: TranslateTask): Promise<TranslateOutcome> {
  if (task.kind === "warm-up") {
    translatorContent();
    await Promise.all([import("pdfjs-dist/legacy/build/pdf.mjs"), import("mammoth")]);
    translateText("Tenant shall pay rent on or before the first (1st) day of each month.");
    return { ok: true, warm: true };
  }
  const clock = ownThreadClock();
  task.started?.postMessage({ threads: clock ? [clock] : [] } satisfies TaskStarted);
  try {
    return await runTask(task);
  } finally {
    task.started?.close();
  }
}

async function runTask(task: Exclude<TranslateTask, { kind: "warm-up" }>): Promise<TranslateOutcome> {
  if (task.kind === "text") return translateOriginal(task.text, "pasted", task.language);
  try {
    const extracted = await extractText(task.bytes instanceof Uint8Array ? task.bytes : readPostedBytes(task.bytes));
    if (extracted.pictures) return movedPictures(extracted.pictures);
    return translateOriginal(extracted.text, extracted.sourceType, task.language);
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, problem: error.problem };
    // Only the kind of failure crosses back: a message may quote the file.
    return { ok: false, problem: "unreadable_pdf" };
  }
}

/** A scan's page pictures, moved to the main thread rather than copied (each has a buffer of its own). */
function movedPictures(pictures: Uint8Array[]): TranslateOutcome {
  const outcome: TranslateOutcome = { ok: false, problem: "scanned_pdf", pictures };
  const moved = {
    get [Piscina.transferableSymbol]() {
      return pictures.map((picture) => picture.buffer);
    },
    get [Piscina.valueSymbol]() {
      return outcome;
    },
  };
  return Piscina.move(moved as unknown as Parameters<typeof Piscina.move>[0]) as unknown as TranslateOutcome;
}
