/** GET /api/documents: her documents as the lists show them (no answers), by page and search. */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { listDocuments, type DocumentSummary } from "@shared/api/documents";
import { currentUser } from "../auth/session-plugin";
import { serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { typesNamed } from "../documents/type-labels";
import { afterCursor, pageWithCursor, searching, type Keyset } from "./pagination";

const summaryColumns = {
  id: documents.id,
  title: documents.title,
  type: documents.type,
  kind: documents.kind,
  caseId: documents.caseId,
  caseTitle: cases.title,
  createdAt: documents.createdAt,
};

interface SummaryRow {
  id: string;
  title: string;
  type: string;
  kind: string;
  caseId: string | null;
  caseTitle: string | null;
  createdAt: Date;
}

const newestFirst: Keyset = { table: documents, id: documents.id, keys: [documents.createdAt, documents.id], descending: true };

/** The type as words ("demand_letter" → "demand letter"), for a type the lists show by its own words. */
const typeWords = sql`replace(${documents.type}, '_', ' ')`;

/** Titles and type words holding the search, and the types whose name in any language holds it. */
function searchingDocuments(q: string | undefined) {
  const inTitleOrWords = searching(q, [documents.title, typeWords]);
  const named = q ? typesNamed(q) : [];
  return named.length > 0 ? or(inTitleOrWords, inArray(documents.type, named)) : inTitleOrWords;
}

export function documentListRoutes(app: FastifyInstance, db: Database): void {
  serve(app, listDocuments, async ({ query }, request, reply) => {
    const mine = eq(documents.userId, currentUser(request).id);
    const after = await afterCursor(db, newestFirst, mine, query);
    const rows = await pageWithCursor<SummaryRow>(
      db
        .select(summaryColumns)
        .from(documents)
        .leftJoin(cases, eq(cases.id, documents.caseId))
        .where(
          and(
            mine,
            after,
            searchingDocuments(query.q),
            query.kind && inArray(documents.kind, query.kind),
            query.caseId ? eq(documents.caseId, query.caseId) : undefined,
          ),
        )
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .$dynamic(),
      query,
      reply,
    );
    return rows.map((row): DocumentSummary => ({ ...row, format: "pdf", createdAt: row.createdAt.toISOString() }));
  });
}
