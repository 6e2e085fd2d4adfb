import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { isUuid } from "@shared/api/common";
import { createDocument, deleteDocument, downloadDocument, getDocument } from "@shared/api/documents";
import type { documentCreateSchema, DocumentJson, newCaseSchema } from "@shared/documents/document-schemas";
import { resolveKind, type AnyDocumentKind } from "@shared/documents/registry";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { answerSchema } from "../documents/answer-schemas";
import { interfaceMessage } from "../interface-text";
import type { RenderPool } from "../documents/render-pool";
import { paperSender } from "../documents/send-paper";
import { caseChoiceRoutes } from "../documents/case-choice-routes";
import { documentVersionRoutes } from "../documents/version-routes";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { MAX_CASES_PER_USER } from "./cases";
import { documentListRoutes } from "./document-list";

/** Documents one person may keep. */
export const MAX_DOCUMENTS_PER_USER = 1000;
export { MAX_RENDERS_PER_USER } from "../documents/send-paper";

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

/** The document as the API shows it: these fields only, whatever else its row holds. */
function toDocumentJson(row: DocumentRow): DocumentJson {
  const { id, title, type, kind, templateData, caseId, caseTitle, createdAt } = row;
  return { id, title, type, kind, templateData, caseId, caseTitle, format: "pdf", createdAt: createdAt.toISOString() };
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
  const sendPaper = paperSender(renderer);
  documentVersionRoutes(app, db, sendPaper);
  caseChoiceRoutes(app, db);

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

  documentListRoutes(app, db);

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
        return toDocumentJson({ ...created!, caseTitle: filed?.title ?? null });
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
    return sendPaper(request, reply, user.id, row, query.inline);
  });

  serve(app, deleteDocument, async ({ params }, request) => {
    const [row] = await db
      .delete(documents)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: documents.id });
    if (!row) throw notFoundOf(deleteDocument);
  });
}
