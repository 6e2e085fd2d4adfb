import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { documentCreateSchema, type DocumentJson } from "@shared/documents/document-schemas";
import { resolveKind } from "@shared/documents/registry";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { pdfFileName } from "@shared/file-name";
import { answerSchema } from "../documents/answer-schemas";
import { contentDisposition } from "../documents/content-disposition";
import { interfaceMessage } from "../interface-text";
import { RendererBusyError, warmUpRenderPools, type RenderPool } from "../documents/render-pool";
import { describeError, HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { idParam, isUuid } from "./id-param";
import { pageOf } from "./pagination";

/**
 * The PDF engine (pdfkit, fonts, every template) runs in worker threads (render-pool.ts) and loads there on
 * first use, not at start-up, so the server answers sooner; main.ts warms it up right after listening.
 */
export const loadPdfEngine = () => warmUpRenderPools();

/** Documents one person may keep. */
export const MAX_DOCUMENTS_PER_USER = 1000;
/** Downloads of one person rendering at the same time (on this instance). */
export const MAX_RENDERS_PER_USER = 2;

const DOCUMENT_NOT_FOUND = "Document not found";
const CASE_NOT_FOUND = "Case not found";

/** A document with the title of its case: one query, a left join. */
const documentColumns = {
  id: documents.id,
  title: documents.title,
  type: documents.type,
  kind: documents.kind,
  templateData: documents.templateData,
  caseId: documents.caseId,
  caseTitle: cases.title,
  createdAt: documents.createdAt,
};

interface DocumentRow {
  id: string;
  title: string;
  type: string;
  kind: string;
  templateData: Record<string, unknown>;
  caseId: string | null;
  caseTitle: string | null;
  createdAt: Date;
}

function toDocumentJson(row: DocumentRow): DocumentJson {
  return { ...row, format: "pdf", createdAt: row.createdAt.toISOString() };
}

export function documentRoutes(app: FastifyInstance, db: Database, renderer: RenderPool): void {
  const rendering = new Map<string, number>();

  const owned = (userId: string, id: string) => and(eq(documents.id, id), eq(documents.userId, userId));
  const selectDocuments = () =>
    db.select(documentColumns).from(documents).leftJoin(cases, eq(cases.id, documents.caseId));

  async function findOwned(userId: string, params: unknown): Promise<DocumentRow> {
    const [row] = await selectDocuments().where(owned(userId, idParam(params, "Document")));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  }

  app.get("/api/documents", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const page = pageOf(request.query);
    const query = selectDocuments()
      .where(eq(documents.userId, user.id))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map(toDocumentJson);
  });

  app.post("/api/documents", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(documentCreateSchema, request.body, { checkedLater: ["templateData"] });
    const resolved = resolveKind(input);
    if (!resolved.ok) {
      const message = interfaceMessage(resolved.message);
      throw new HttpError(400, message, { [resolved.field]: [message] });
    }
    const { kind } = resolved;
    // Field errors are keyed by the wizard's field names, so the wizard can show each under its field.
    // Options may come as codes or as their English labels (the spec's clients); they are stored as codes.
    const templateData = parseInput(answerSchema(kind.kind), input.templateData);

    let caseTitle: string | null = null;
    if (input.caseId !== undefined) {
      if (!isUuid(input.caseId)) throw notFound(CASE_NOT_FOUND);
      const [found] = await db
        .select({ title: cases.title })
        .from(cases)
        .where(and(eq(cases.id, input.caseId), eq(cases.userId, user.id)));
      if (!found) throw notFound(CASE_NOT_FOUND);
      caseTitle = found.title;
    }

    const [held] = await db.select({ count: count() }).from(documents).where(eq(documents.userId, user.id));
    if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_USER) throw new HttpError(409, MESSAGES.tooManyDocuments(MAX_DOCUMENTS_PER_USER));

    const [created] = await db
      .insert(documents)
      .values({
        userId: user.id,
        caseId: input.caseId ?? null,
        title: input.title,
        type: kind.libraryType,
        kind: kind.kind,
        format: "pdf",
        templateData: templateData as Record<string, unknown>,
      })
      .returning();
    // A case whose first document is made is under way: a draft becomes In Progress (later statuses stay).
    if (input.caseId !== undefined) {
      await db
        .update(cases)
        .set({ status: "in_progress", updatedAt: new Date() })
        .where(and(eq(cases.id, input.caseId), eq(cases.userId, user.id), eq(cases.status, "draft")));
    }
    const { userId: _userId, format: _format, ...row } = created!;
    return reply.code(201).send(toDocumentJson({ ...row, caseTitle }));
  });

  app.get("/api/documents/:id", { preHandler: requireUser }, async (request) =>
    toDocumentJson(await findOwned(currentUser(request).id, request.params)),
  );

  /** Rendered on every download from the stored answers, so a template fix reaches every old document. */
  app.get("/api/documents/:id/download", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const row = await findOwned(user.id, request.params);
    const inline = ["1", "true"].includes(String((request.query as { inline?: unknown }).inline));
    const running = rendering.get(user.id) ?? 0;
    if (running >= MAX_RENDERS_PER_USER) {
      throw new HttpError(429, MESSAGES.tooManyDownloads(MAX_RENDERS_PER_USER), undefined, { "retry-after": "2" });
    }
    rendering.set(user.id, running + 1);
    let outcome;
    try {
      outcome = await renderer.render({
        kind: row.kind,
        templateData: row.templateData,
        title: row.title,
        createdAt: row.createdAt.getTime(),
      });
    } catch (error) {
      if (!(error instanceof RendererBusyError)) throw error;
      request.log.warn({ error: describeError(error) }, "renderer busy");
      throw new HttpError(503, MESSAGES.rendererBusy, undefined, { "retry-after": "5" });
    } finally {
      const left = (rendering.get(user.id) ?? 1) - 1;
      if (left > 0) rendering.set(user.id, left);
      else rendering.delete(user.id);
    }
    if (!outcome.ok) {
      request.log.warn({ documentId: row.id, reason: outcome.reason, errorType: outcome.errorType }, "stored document cannot be rendered");
      throw new HttpError(422, outcome.reason === "outdated" ? MESSAGES.documentOutdated : MESSAGES.documentUnrenderable);
    }
    const pdf = Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", pdfFileName(row.title)))
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  app.delete("/api/documents/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const [row] = await db
      .delete(documents)
      .where(owned(user.id, idParam(request.params, "Document")))
      .returning({ id: documents.id });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return reply.code(204).send();
  });
}
