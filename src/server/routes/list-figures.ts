/** GET /api/documents/figures and /api/cases/figures: a long list's figures over all of her items, in one query each. */
import { count, countDistinct, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CASE_STATUS_GROUPS } from "@shared/case-enums";
import { getCaseFigures, getDocumentFigures } from "@shared/api/list-figures";
import { currentUser } from "../auth/session-plugin";
import { serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export function listFigureRoutes(app: FastifyInstance, db: Database): void {
  serve(app, getDocumentFigures, async ({ query }, request) => {
    const [figures] = await db
      .select({
        total: count(),
        thisMonth: countWhere(gte(documents.createdAt, new Date(query.monthStart))),
        casesWithDocuments: countDistinct(documents.caseId),
        documentTypes: countDistinct(documents.type),
      })
      .from(documents)
      .where(eq(documents.userId, currentUser(request).id));
    return figures ?? { total: 0, thisMonth: 0, casesWithDocuments: 0, documentTypes: 0 };
  });

  serve(app, getCaseFigures, async (_input, request) => {
    const mine = eq(cases.userId, currentUser(request).id);
    const inGroup = (statuses: readonly string[]) => countWhere(inArray(cases.status, [...statuses]));
    const [figures] = await db
      .select({
        all: count(),
        drafts: inGroup(CASE_STATUS_GROUPS.drafts),
        active: inGroup(CASE_STATUS_GROUPS.active),
        completed: inGroup(CASE_STATUS_GROUPS.completed),
      })
      .from(cases)
      .where(mine);
    return figures ?? { all: 0, drafts: 0, active: 0, completed: 0 };
  });
}
