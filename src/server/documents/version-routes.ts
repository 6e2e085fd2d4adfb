/**
 * A paper's versions (@shared/api/document-versions.ts). The document row is always its current version, so every
 * list, count and case page shows a paper once; the versions before it are kept in document_versions.
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createDocumentVersion, downloadDocumentVersion, listDocumentVersions } from "@shared/api/document-versions";
import type { Endpoint } from "@shared/api/endpoint";
import { findKind } from "@shared/documents/registry";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents, documentVersions } from "../db/schema";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { answerSchema } from "./answer-schemas";
import type { SendPaper } from "./send-paper";

/** Versions one paper may keep (the current one counted). */
export const MAX_VERSIONS_PER_DOCUMENT = 50;

/** Her paper, or a 404 (another person's paper is not found either); locked for a change when asked. */
async function ownedPaper(endpoint: Endpoint, db: Database, userId: string, id: string, lock = false) {
  const query = db
    .select({
      id: documents.id,
      kind: documents.kind,
      title: documents.title,
      templateData: documents.templateData,
      version: documents.version,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFoundOf(endpoint);
  return row;
}

export function documentVersionRoutes(app: FastifyInstance, db: Database, sendPaper: SendPaper): void {
  serve(app, listDocumentVersions, async ({ params }, request) => {
    const paper = await ownedPaper(listDocumentVersions, db, currentUser(request).id, params.id);
    const earlier = await db
      .select({ number: documentVersions.number, title: documentVersions.title, createdAt: documentVersions.createdAt })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, paper.id))
      .orderBy(desc(documentVersions.number));
    return {
      current: paper.version,
      earlier: earlier.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() })),
    };
  });

  serve(
    app,
    createDocumentVersion,
    async ({ params, body }, request) => {
      const userId = currentUser(request).id;
      return db.transaction(async (tx) => {
        const paper = await ownedPaper(createDocumentVersion, tx, userId, params.id, true);
        // Checked against the paper's own kind, keyed by the wizard's field names, as when it was first made.
        const kind = findKind(paper.kind);
        if (!kind) throw new HttpError(422, MESSAGES.documentOutdated);
        const templateData = parseInput(answerSchema(kind.kind), body.templateData) as Record<string, unknown>;
        if (paper.version >= MAX_VERSIONS_PER_DOCUMENT)
          throw new HttpError(409, MESSAGES.tooManyVersions(MAX_VERSIONS_PER_DOCUMENT));
        await tx.insert(documentVersions).values({
          documentId: paper.id,
          number: paper.version,
          title: paper.title,
          templateData: paper.templateData,
          createdAt: paper.createdAt,
        });
        const [updated] = await tx
          .update(documents)
          .set({ title: body.title, templateData, version: paper.version + 1, createdAt: new Date() })
          .where(eq(documents.id, paper.id))
          .returning();
        const row = updated!;
        const [filed] = row.caseId ? await tx.select({ title: cases.title }).from(cases).where(eq(cases.id, row.caseId)) : [];
        return {
          id: row.id,
          title: row.title,
          type: row.type,
          kind: row.kind,
          format: "pdf" as const,
          templateData: row.templateData,
          caseId: row.caseId,
          caseTitle: filed?.title ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
    { bodyCheckedLater: ["templateData"] },
  );

  serve(app, downloadDocumentVersion, async ({ params, query }, request, reply) => {
    const userId = currentUser(request).id;
    const paper = await ownedPaper(downloadDocumentVersion, db, userId, params.id);
    const [version] = await db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, paper.id), eq(documentVersions.number, params.number)));
    if (!version) throw notFoundOf(downloadDocumentVersion);
    return sendPaper(request, reply, userId, { ...version, id: paper.id, kind: paper.kind }, query.inline);
  });
}
