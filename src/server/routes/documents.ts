import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { documentCreateSchema, type DocumentJson } from "../../shared/documents/document-schemas";
import { resolveKind } from "../../shared/documents/registry";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { pdfFileName } from "../../shared/file-name";
import { contentDisposition } from "../documents/content-disposition";
import { HttpError, notFound } from "../http-errors";
import { parseInput } from "../validate";
import { idParam, isUuid } from "./id-param";

/**
 * The PDF engine (pdfkit, fonts, every template) loads on first use, not at start-up, so the server answers
 * sooner; main.ts warms it up right after the server starts listening.
 */
export const loadPdfEngine = () => import("../documents/render-document");

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

export function documentRoutes(app: FastifyInstance, db: Database): void {
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
    const rows = await selectDocuments()
      .where(eq(documents.userId, user.id))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocumentJson);
  });

  app.post("/api/documents", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(documentCreateSchema, request.body);
    const resolved = resolveKind(input);
    if (!resolved.ok) throw new HttpError(400, resolved.message, { [resolved.field]: [resolved.message] });
    const { kind } = resolved;
    // Field errors are keyed by the wizard's field names, so the wizard can show each under its field.
    const templateData = parseInput(kind.schema, input.templateData);

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
    const { userId: _userId, format: _format, ...row } = created!;
    return reply.code(201).send(toDocumentJson({ ...row, caseTitle }));
  });

  app.get("/api/documents/:id", { preHandler: requireUser }, async (request) =>
    toDocumentJson(await findOwned(currentUser(request).id, request.params)),
  );

  /** Rendered on every download from the stored answers, so a template fix reaches every old document. */
  app.get("/api/documents/:id/download", { preHandler: requireUser }, async (request, reply) => {
    const row = await findOwned(currentUser(request).id, request.params);
    const inline = ["1", "true"].includes(String((request.query as { inline?: unknown }).inline));
    const { DocumentDataError, renderDocument } = await loadPdfEngine();
    let pdf: Buffer;
    try {
      pdf = await renderDocument({ kind: row.kind, templateData: row.templateData, title: row.title, createdAt: row.createdAt });
    } catch (error) {
      if (!(error instanceof DocumentDataError)) throw error;
      request.log.warn({ err: error, documentId: row.id }, "stored document cannot be rendered");
      throw new HttpError(422, "This document was made with an older version of its form. Please create it again.");
    }
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
