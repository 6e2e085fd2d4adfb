import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { caseCreateSchema, caseUpdateSchema, type CaseJson } from "../../shared/case-schemas";
import type { CaseStatus, CaseType } from "../../shared/case-enums";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases } from "../db/schema";
import { notFound } from "../http-errors";
import { parseInput } from "../validate";
import { idParam } from "./id-param";

type CaseRow = typeof cases.$inferSelect;

export function toCaseJson(row: CaseRow): CaseJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    caseNumber: row.caseNumber,
    type: row.type as CaseType,
    status: row.status as CaseStatus,
    county: row.county,
    formData: row.formData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CASE_NOT_FOUND = "Case not found";

/**
 * updatedAt moves forward on every edit, even two edits within the same millisecond: the API shows
 * milliseconds, and a client comparing two answers must see the change.
 */
const nextUpdatedAt = sql`greatest(clock_timestamp(), ${cases.updatedAt} + interval '1 millisecond')`;

export function caseRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(cases.id, id), eq(cases.userId, userId));

  app.get("/api/cases", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const rows = await db
      .select()
      .from(cases)
      .where(eq(cases.userId, user.id))
      .orderBy(desc(cases.updatedAt), desc(cases.id));
    return rows.map(toCaseJson);
  });

  app.post("/api/cases", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(caseCreateSchema, request.body);
    const [created] = await db
      .insert(cases)
      .values({
        userId: user.id,
        title: input.title,
        type: input.type,
        description: input.description,
        county: input.county ?? null,
        formData: input.formData,
      })
      .returning();
    return reply.code(201).send(toCaseJson(created!));
  });

  app.get("/api/cases/:id", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Case");
    const [row] = await db.select().from(cases).where(owned(user.id, id));
    if (!row) throw notFound(CASE_NOT_FOUND);
    return toCaseJson(row);
  });

  app.patch("/api/cases/:id", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Case");
    const input = parseInput(caseUpdateSchema, request.body);
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
      .where(owned(user.id, id))
      .returning();
    if (!row) throw notFound(CASE_NOT_FOUND);
    return toCaseJson(row);
  });

  /** The case's documents stay, no longer linked to a case (documents.case_id is set null by the database). */
  app.delete("/api/cases/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Case");
    const [row] = await db.delete(cases).where(owned(user.id, id)).returning({ id: cases.id });
    if (!row) throw notFound(CASE_NOT_FOUND);
    return reply.code(204).send();
  });
}
