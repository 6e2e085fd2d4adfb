/** GET /api/documents: her documents as the lists show them (no answers), by page and search. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { listDocuments, type DocumentSummary } from "@shared/api/documents";
import { currentUser } from "../auth/session-plugin";
import { serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
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

/** The type as words ("demand_letter" → "demand letter"), so a search for the words a list shows finds it. */
const typeWords = sql`replace(${documents.type}, '_', ' ')`;

export function documentListRoutes(app: FastifyInstance, db: Database): void {
  serve(app, listDocuments, async ({ query }, request, reply) => {
    const mine = eq(documents.userId, currentUser(request).id);
    const after = await afterCursor(db, newestFirst, mine, query);
    const rows = await pageWithCursor<SummaryRow>(
      db
        .select(summaryColumns)
        .from(documents)
        .leftJoin(cases, eq(cases.id, documents.caseId))
        .where(and(mine, after, searching(query.q, [documents.title, typeWords])))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .$dynamic(),
      query,
      reply,
    );
    return rows.map((row): DocumentSummary => ({ ...row, format: "pdf", createdAt: row.createdAt.toISOString() }));
  });
}
