/**
 * One way to send a paper as a PDF (its current version or an earlier one): rendered from its stored answers
 * through the worker pool, so a template fix reaches every old paper, with a cap on one person's renders at once.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { pdfFileName } from "@shared/file-name";
import { describeError, HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { contentDisposition } from "./content-disposition";
import { takeDownloadSlot } from "./download-limit";
import { RendererBusyError, type RenderPool } from "./render-pool";

/** Downloads of one person rendering at the same time (on this instance), shared with her filing packets. */
export { MAX_RENDERS_PER_USER } from "./download-limit";

export interface PaperToSend {
  id: string;
  kind: string;
  title: string;
  templateData: Record<string, unknown>;
  createdAt: Date;
}

export type SendPaper = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  paper: PaperToSend,
  inline: boolean,
) => Promise<FastifyReply>;

export function paperSender(renderer: RenderPool): SendPaper {
  return async (request, reply, userId, paper, inline) => {
    const release = takeDownloadSlot(userId);
    let outcome;
    try {
      outcome = await renderer.render({
        kind: paper.kind,
        templateData: paper.templateData,
        title: paper.title,
        createdAt: paper.createdAt.getTime(),
      });
    } catch (error) {
      if (!(error instanceof RendererBusyError)) throw error;
      request.log.warn({ error: describeError(error) }, "renderer busy");
      throw new HttpError(503, MESSAGES.rendererBusy, undefined, { "retry-after": "5" });
    } finally {
      release();
    }
    if (!outcome.ok) {
      request.log.warn(
        { documentId: paper.id, reason: outcome.reason, errorType: outcome.errorType },
        "stored document cannot be rendered",
      );
      throw new HttpError(422, outcome.reason === "outdated" ? MESSAGES.documentOutdated : MESSAGES.documentUnrenderable);
    }
    const pdf = Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", pdfFileName(paper.title)))
      .header("cache-control", "private, no-store")
      .send(pdf);
  };
}
