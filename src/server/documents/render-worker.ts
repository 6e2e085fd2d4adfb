/**
 * The PDF engine's worker thread (run by render-pool.ts through piscina): rendering takes milliseconds to
 * seconds of CPU, which here never blocks the server's main thread. A separate entry point: the production
 * bundle emits it as render-worker.js next to the server bundle.
 */
import { DEFAULT_LANGUAGE, type ChoosableLanguage } from "@shared/i18n/languages";
import { inLanguage } from "../request-language";
import { SAMPLE_ANSWERS } from "./sample-answers";
import { DocumentDataError, renderDocument, renderPacket, type PacketPaperRequest } from "./render-document";

export interface RenderTask {
  kind: string;
  templateData: unknown;
  title: string;
  /** Milliseconds since the epoch: the day the paper is dated. */
  createdAt: number;
  /** The language of the "How to sign and use this document" pages (the paper itself is English). */
  language?: ChoosableLanguage;
  /** Only the paper, without its instructions pages (one file of a filing packet's ZIP). */
  papersOnly?: boolean;
}

/** A filing packet as one PDF (render-document.ts#renderPacket); `title` names the file. */
export interface PacketTask {
  packet: readonly PacketPaperRequest[];
  title: string;
  createdAt: number;
  language?: ChoosableLanguage;
}

/** Loads the engine (pdfkit, the font, every renderer) by rendering a sample, so the first download is quick. */
export interface WarmUpTask {
  warmUp: true;
}

export type RenderOutcome =
  | { ok: true; pdf: Uint8Array }
  /** outdated: the answers no longer fit the kind's form; unrenderable: they fit, but a value cannot be drawn. */
  | { ok: false; reason: "outdated" | "unrenderable"; errorType: string };

export default async function render(task: RenderTask | PacketTask | WarmUpTask): Promise<RenderOutcome> {
  if ("packet" in task) {
    return outcomeOf(() =>
      inLanguage(task.language ?? DEFAULT_LANGUAGE, () => renderPacket(task.packet, task.title, new Date(task.createdAt))),
    );
  }
  const request =
    "warmUp" in task
      ? {
          kind: "small_claims_statement",
          templateData: SAMPLE_ANSWERS.small_claims_statement,
          title: "Warm-up",
          createdAt: new Date(),
        }
      : {
          kind: task.kind,
          templateData: task.templateData,
          title: task.title,
          createdAt: new Date(task.createdAt),
          papersOnly: task.papersOnly === true,
        };
  return outcomeOf(() =>
    inLanguage("language" in task && task.language ? task.language : DEFAULT_LANGUAGE, () => renderDocument(request)),
  );
}

async function outcomeOf(render: () => Promise<Buffer>): Promise<RenderOutcome> {
  try {
    const pdf = await render();
    return { ok: true, pdf };
  } catch (error) {
    // Only the kind of error crosses back: its message may quote the person's answers.
    const errorType = error instanceof Error ? error.name : typeof error;
    return { ok: false, reason: error instanceof DocumentDataError ? "outdated" : "unrenderable", errorType };
  }
}
