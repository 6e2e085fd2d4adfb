import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { isUuid } from "@shared/api/common";
import { createDocument, deleteDocument, downloadDocument, getDocument, listDocuments } from "@shared/api/documents";
import type { documentCreateSchema, DocumentJson, newCaseSchema } from "@shared/documents/document-schemas";
import { resolveKind, type AnyDocumentKind } from "@shared/documents/registry";
import { pdfFileName } from "@shared/file-name";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { answerSchema } from "../documents/answer-schemas";
import { contentDisposition } from "../documents/content-disposition";
import { interfaceMessage } from "../interface-text";
import { RendererBusyError, type RenderPool } from "../documents/render-pool";
import { describeError, HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { MAX_CASES_PER_USER } from "./cases";
import { paged } from "./pagination";

/** Documents one person may keep. */
export const MAX_DOCUMENTS_PER_USER = 1000;
/** Downloads of one person rendering at the same time (on this instance). */
export const MAX_RENDERS_PER_USER = 2;

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

/** The case a document is filed under. */
interface FiledUnder {
  id: string;
  title: string;
}

function toDocumentJson(row: DocumentRow): DocumentJson {
  return { ...row, format: "pdf", createdAt: row.createdAt.toISOString() };
}

/** The catalog kind a body names, or a 400 on the field that names it wrongly. */
function kindOf(input: z.output<typeof documentCreateSchema>): AnyDocumentKind {
  const resolved = resolveKind(input);
  if (resolved.ok) return resolved.kind;
  const message = interfaceMessage(resolved.message);
  throw new HttpError(400, message, { [resolved.field]: [message] });
}

/** A case started with its document: its answers are kept once, on the document, so its own formData stays empty. */
async function startCase(db: Database, userId: string, input: z.output<typeof newCaseSchema>): Promise<FiledUnder> {
  const [held] = await db.select({ count: count() }).from(cases).where(eq(cases.userId, userId));
  if ((held?.count ?? 0) >= MAX_CASES_PER_USER) throw new HttpError(409, MESSAGES.tooManyCases(MAX_CASES_PER_USER));
  const [created] = await db
    .insert(cases)
    .values({
      userId,
      title: input.title,
      type: input.type,
      description: input.description,
      county: input.county ?? null,
      formData: {},
    })
    .returning({ id: cases.id, title: cases.title });
  return created!;
}

/** A case whose first document is made is under way: a draft becomes In Progress (later statuses stay). */
async function markUnderWay(db: Database, userId: string, caseId: string): Promise<void> {
  await db
    .update(cases)
    .set({ status: "in_progress", updatedAt: new Date() })
    .where(and(eq(cases.id, caseId), eq(cases.userId, userId), eq(cases.status, "draft")));
}

export function documentRoutes(app: FastifyInstance, db: Database, renderer: RenderPool): void {
  const rendering = new Map<string, number>();

  const owned = (userId: string, id: string) => and(eq(documents.id, id), eq(documents.userId, userId));
  const selectDocuments = () => db.select(documentColumns).from(documents).leftJoin(cases, eq(cases.id, documents.caseId));

  async function findOwned(userId: string, id: string): Promise<DocumentRow | undefined> {
    const [row] = await selectDocuments().where(owned(userId, id));
    return row;
  }

  /** Her own case, or a 404 (another person's case and an id that is not one are not found either). */
  async function findCase(userId: string, caseId: string): Promise<FiledUnder> {
    if (!isUuid(caseId)) throw notFoundOf(createDocument);
    const [found] = await db
      .select({ id: cases.id, title: cases.title })
      .from(cases)
      .where(and(eq(cases.id, caseId.toLowerCase()), eq(cases.userId, userId)));
    if (!found) throw notFoundOf(createDocument);
    return found;
  }

  serve(app, listDocuments, async ({ query }, request) => {
    const rows = await paged(
      selectDocuments()
        .where(eq(documents.userId, currentUser(request).id))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .$dynamic(),
      query,
    );
    return rows.map(toDocumentJson);
  });

  /**
   * One step: the document, the case it starts (newCase) and that case's status are written together or not at all,
   * so a refused document leaves no case behind.
   */
  serve(
    app,
    createDocument,
    async ({ body: input }, request) => {
      const user = currentUser(request);
      const kind = kindOf(input);
      // Field errors are keyed by the wizard's field names, so the wizard can show each under its field.
      // Options may come as codes or as their English labels (the spec's clients); they are stored as codes.
      const templateData = parseInput(answerSchema(kind.kind), input.templateData) as Record<string, unknown>;
      const existing = input.caseId === undefined ? undefined : await findCase(user.id, input.caseId);

      const [held] = await db.select({ count: count() }).from(documents).where(eq(documents.userId, user.id));
      if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_USER)
        throw new HttpError(409, MESSAGES.tooManyDocuments(MAX_DOCUMENTS_PER_USER));

      return db.transaction(async (tx) => {
        const filed = input.newCase ? await startCase(tx, user.id, input.newCase) : existing;
        const [created] = await tx
          .insert(documents)
          .values({
            userId: user.id,
            caseId: filed?.id ?? null,
            title: input.title,
            type: kind.libraryType,
            kind: kind.kind,
            format: "pdf",
            templateData,
          })
          .returning();
        if (filed) await markUnderWay(tx, user.id, filed.id);
        const { userId: _userId, format: _format, ...row } = created!;
        return toDocumentJson({ ...row, caseTitle: filed?.title ?? null });
      });
    },
    { bodyCheckedLater: ["templateData"] },
  );

  serve(app, getDocument, async ({ params }, request) => {
    const row = await findOwned(currentUser(request).id, params.id);
    if (!row) throw notFoundOf(getDocument);
    return toDocumentJson(row);
  });

  /** Rendered on every download from the stored answers, so a template fix reaches every old document. */
  serve(app, downloadDocument, async ({ params, query }, request, reply) => {
    const user = currentUser(request);
    const row = await findOwned(user.id, params.id);
    if (!row) throw notFoundOf(downloadDocument);
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
      request.log.warn(
        { documentId: row.id, reason: outcome.reason, errorType: outcome.errorType },
        "stored document cannot be rendered",
      );
      throw new HttpError(422, outcome.reason === "outdated" ? MESSAGES.documentOutdated : MESSAGES.documentUnrenderable);
    }
    const pdf = Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
    return reply
      .header("content-type", downloadDocument.answerType)
      .header("content-disposition", contentDisposition(query.inline ? "inline" : "attachment", pdfFileName(row.title)))
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  serve(app, deleteDocument, async ({ params }, request) => {
    const [row] = await db
      .delete(documents)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: documents.id });
    if (!row) throw notFoundOf(deleteDocument);
  });
}
