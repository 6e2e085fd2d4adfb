/**
 * "Get my filing packet" on a case (docs/architecture.md, "An API endpoint"): the plaintiff's statement of claim and
 * the papers that go with it, or the defendant's answer, in filing order (cases/filing-packet.ts, the recipes in
 * cases/filing-packet-recipes.ts), as one PDF (each paper from a new page, with its own stamp space) or as a ZIP of
 * separate PDFs named and ordered for the e-filing portal. Rendered on every download, through the render pool, in
 * the same per-person slots as her other downloads (documents/download-limit.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { downloadPacketPdf, downloadPacketZip, getFiling, getPacket, recordFiling } from "@shared/api/packets";
import type { Endpoint } from "@shared/api/endpoint";
import { pdfFileName } from "@shared/file-name";
import { caseFilingSchema, type CaseFiling } from "@shared/filing-schemas";
import { and, eq, inArray, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { zipStream, type ZipEntry } from "../account/zip-stream";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import { filingDeadlines, nextStepsAfterFiling } from "../cases/after-filing";
import { casePacket, sideOfCaseType, type Packet } from "../cases/filing-packet";
import { cases, deadlines } from "../db/schema";
import { rescheduleDeadline } from "../reminders/jobs";
import type { Database } from "../db/connect";
import { contentDisposition } from "../documents/content-disposition";
import { withDownloadSlot } from "../documents/download-limit";
import { RendererBusyError, type RenderPool } from "../documents/render-pool";
import type { PacketTask, RenderOutcome, RenderTask } from "../documents/render-worker";
import { describeError, HttpError } from "../http-errors";
import { MESSAGES } from "../messages";

const toBuffer = (pdf: Uint8Array) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);

export function packetRoutes(app: FastifyInstance, db: Database, renderer: RenderPool): void {
  /**
   * Her case's packet; 404 when the case is not hers, 409 saying what is missing when it has no lead paper: the
   * statement of claim on a plaintiff's type of case, the answer on a defendant's, either on any other.
   */
  async function packetOf(endpoint: Endpoint, request: FastifyRequest, id: string): Promise<{ packet: Packet; title: string }> {
    const found = await casePacket(db, currentUser(request).id, id);
    if (!found.found) throw notFoundOf(endpoint);
    if (!found.packet) {
      const side = sideOfCaseType(found.caseType);
      const missing =
        side === "plaintiff"
          ? MESSAGES.packetNeedsStatement
          : side === "defendant"
            ? MESSAGES.packetNeedsAnswer
            : MESSAGES.packetNeedsLeadPaper;
      throw new HttpError(409, missing);
    }
    return { packet: found.packet, title: found.title };
  }

  async function render(request: FastifyRequest, task: RenderTask | PacketTask): Promise<Buffer> {
    let outcome: RenderOutcome;
    try {
      outcome = await renderer.render(task);
    } catch (error) {
      if (!(error instanceof RendererBusyError)) throw error;
      request.log.warn({ error: describeError(error) }, "renderer busy");
      throw new HttpError(503, MESSAGES.rendererBusy, undefined, { "retry-after": "5" });
    }
    if (!outcome.ok) {
      request.log.warn({ reason: outcome.reason, errorType: outcome.errorType }, "packet paper cannot be rendered");
      throw new HttpError(422, outcome.reason === "outdated" ? MESSAGES.packetPaperOutdated : MESSAGES.documentUnrenderable);
    }
    return toBuffer(outcome.pdf);
  }

  const fileName = (title: string) => pdfFileName(MESSAGES.packetFileName(title));

  serve(app, getPacket, async ({ params }, request) => {
    const { packet } = await packetOf(getPacket, request, params.id);
    const { entries, ...rest } = packet;
    return { ...rest, papers: entries.map((entry) => entry.paper) };
  });

  serve(app, downloadPacketPdf, async ({ params }, request, reply) => {
    const { packet, title } = await packetOf(downloadPacketPdf, request, params.id);
    const name = fileName(title);
    const pdf = await withDownloadSlot(currentUser(request).id, () =>
      render(request, {
        packet: packet.entries.map(({ kind, templateData }) => ({ kind, templateData })),
        title: name.slice(0, -".pdf".length),
        createdAt: Date.now(),
      }),
    );
    return reply
      .header("content-type", downloadPacketPdf.answerType)
      .header("content-disposition", contentDisposition("attachment", name))
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  serve(app, downloadPacketZip, async ({ params }, request, reply) => {
    const { packet, title } = await packetOf(downloadPacketZip, request, params.id);
    // Every paper is made before the ZIP starts, so a paper that cannot be made answers an error, not half a ZIP.
    const files: ZipEntry[] = await withDownloadSlot(currentUser(request).id, async () => {
      const made: ZipEntry[] = [];
      for (const entry of packet.entries) {
        const pdf = await render(request, {
          kind: entry.kind,
          templateData: entry.templateData,
          title: entry.paper.title,
          createdAt: Date.now(),
          papersOnly: true,
        });
        made.push({ name: entry.paper.fileName, content: pdf });
      }
      return made;
    });
    async function* entries() {
      yield* files;
    }
    return reply
      .header("content-type", downloadPacketZip.answerType)
      .header("content-disposition", contentDisposition("attachment", `${fileName(title).slice(0, -".pdf".length)}.zip`))
      .header("cache-control", "private, no-store")
      .send(zipStream(entries(), new Date()));
  });

  /** Her record as kept: the filing and the deadlines it added. */
  const storedFiling = (value: Record<string, unknown> | null) => {
    const parsed = caseFilingSchema.safeParse(value ?? undefined);
    const ids = value?.deadlineIds;
    const deadlineIds = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
    return { filing: parsed.success ? parsed.data : null, deadlineIds };
  };
  const answerOf = (filing: CaseFiling | null) => ({ filing, nextSteps: filing ? nextStepsAfterFiling(filing) : [] });

  serve(app, getFiling, async ({ params }, request) => {
    const [row] = await db
      .select({ filing: cases.filing })
      .from(cases)
      .where(and(eq(cases.id, params.id), eq(cases.userId, currentUser(request).id)));
    if (!row) throw notFoundOf(getFiling);
    return answerOf(storedFiling(row.filing).filing);
  });

  /** One transaction: the case's number, status and record, and its deadlines replaced. */
  serve(app, recordFiling, async ({ params, body: filing }, request) => {
    const user = currentUser(request);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ filing: cases.filing, status: cases.status })
        .from(cases)
        .where(and(eq(cases.id, params.id), eq(cases.userId, user.id)))
        .for("update");
      if (!row) throw notFoundOf(recordFiling);
      const { deadlineIds } = storedFiling(row.filing);
      if (deadlineIds.length > 0) {
        await tx.delete(deadlines).where(and(eq(deadlines.userId, user.id), inArray(deadlines.id, deadlineIds)));
      }
      const added = filingDeadlines(filing);
      const rows =
        added.length === 0
          ? []
          : await tx
              .insert(deadlines)
              .values(added.map((deadline) => ({ ...deadline, userId: user.id, caseId: params.id })))
              .returning();
      await tx
        .update(cases)
        .set({
          filing: { ...filing, deadlineIds: rows.map((deadline) => deadline.id) },
          caseNumber: filing.caseNumber,
          // A case she filed is filed, unless she has already moved it further.
          ...(row.status === "draft" || row.status === "in_progress" ? { status: "filed" } : {}),
          updatedAt: sql`greatest(clock_timestamp(), ${cases.updatedAt} + interval '1 millisecond')`,
        })
        .where(eq(cases.id, params.id));
      return rows;
    });
    for (const deadline of created) await rescheduleDeadline(db, deadline, DateTime.now());
    return answerOf(filing);
  });
}
