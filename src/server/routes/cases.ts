import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createCase, deleteCase, getCase, listCases, updateCase, type CaseSummary } from "@shared/api/cases";
import type { CaseJson } from "@shared/case-schemas";
import type { CaseStatus, CaseType } from "@shared/case-enums";
import { kindsOfCaseType } from "@shared/documents/registry";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases } from "../db/schema";
import { withCaseAnswers } from "../cases/case-answers";
import { formDataWithCodes } from "../documents/answer-schemas";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { afterCursor, pageWithCursor, searching, type Keyset } from "./pagination";

/** Cases one person may keep: far more than anyone needs, few enough that no account can fill the database. */
export const MAX_CASES_PER_USER = 500;

type CaseRow = typeof cases.$inferSelect;
type SummaryRow = Omit<CaseRow, "formData" | "userId">;

/** A case as the lists show it: every column but its answers. */
const { formData: _answers, userId: _owner, ...summaryColumns } = getTableColumns(cases);

function toCaseSummary(row: SummaryRow): CaseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    caseNumber: row.caseNumber,
    type: row.type as CaseType,
    status: row.status as CaseStatus,
    county: row.county,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCaseJson(row: CaseRow): CaseJson {
  return { ...toCaseSummary(row), formData: row.formData };
}

const latestFirst: Keyset = { table: cases, id: cases.id, keys: [cases.updatedAt, cases.id], descending: true };

/**
 * updatedAt moves forward on every edit, even two edits within the same millisecond: the API shows
 * milliseconds, and a client comparing two answers must see the change.
 */
const nextUpdatedAt = sql`greatest(clock_timestamp(), ${cases.updatedAt} + interval '1 millisecond')`;

export function caseRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(cases.id, id), eq(cases.userId, userId));

  serve(app, listCases, async ({ query }, request, reply) => {
    const mine = eq(cases.userId, currentUser(request).id);
    const after = await afterCursor(db, latestFirst, mine, query);
    const rows = await pageWithCursor<SummaryRow>(
      db
        .select(summaryColumns)
        .from(cases)
        .where(and(mine, after, searching(query.q, [cases.title, cases.description, cases.caseNumber])))
        .orderBy(desc(cases.updatedAt), desc(cases.id))
        .$dynamic(),
      query,
      reply,
    );
    return rows.map(toCaseSummary);
  });

  serve(app, createCase, async ({ body: input }, request) => {
    const user = currentUser(request);
    // Writes per person are rate limited (session-plugin.ts), so requests sent together overshoot by a few at most.
    const [held] = await db.select({ count: count() }).from(cases).where(eq(cases.userId, user.id));
    if ((held?.count ?? 0) >= MAX_CASES_PER_USER) throw new HttpError(409, MESSAGES.tooManyCases(MAX_CASES_PER_USER));
    const [created] = await db
      .insert(cases)
      .values({
        userId: user.id,
        title: input.title,
        type: input.type,
        description: input.description,
        county: input.county ?? null,
        formData: formDataWithCodes(kindsOfCaseType(input.type), input.formData),
      })
      .returning();
    return toCaseJson(created!);
  });

  serve(app, getCase, async ({ params }, request) => {
    const [row] = await db
      .select()
      .from(cases)
      .where(owned(currentUser(request).id, params.id));
    if (!row) throw notFoundOf(getCase);
    return toCaseJson(await withCaseAnswers(db, row));
  });

  serve(app, updateCase, async ({ params, body: input }, request) => {
    const [row] = await db
      .update(cases)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.county !== undefined ? { county: input.county } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.caseNumber !== undefined ? { caseNumber: input.caseNumber } : {}),
        updatedAt: nextUpdatedAt,
      })
      .where(owned(currentUser(request).id, params.id))
      .returning();
    if (!row) throw notFoundOf(updateCase);
    return toCaseJson(row);
  });

  /** The case's documents stay, no longer linked to a case (documents.case_id is set null by the database). */
  serve(app, deleteCase, async ({ params }, request) => {
    const [row] = await db
      .delete(cases)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: cases.id });
    if (!row) throw notFoundOf(deleteCase);
  });
}
