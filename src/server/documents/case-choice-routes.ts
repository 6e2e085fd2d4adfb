/** Where a new paper goes (@shared/api/case-choices.ts): her open cases of its module, each with its papers. */
import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { listCaseChoices } from "@shared/api/case-choices";
import type { CaseStatus, CaseType } from "@shared/case-enums";
import { findKind, kindsOfModule } from "@shared/documents/registry";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";

/** Cases offered at most: the most recently changed. */
export const MAX_CASE_CHOICES = 10;
/** A case done with is not offered for a new paper. */
const CLOSED: readonly CaseStatus[] = ["completed", "resolved"];

/** The case types of a module: those its kinds start (a court form that starts none joins the module's case). */
const caseTypesOfModule = (module: string): CaseType[] =>
  kindsOfModule(module).flatMap((kind) => ("caseType" in kind && kind.caseType ? [kind.caseType] : []));

export function caseChoiceRoutes(app: FastifyInstance, db: Database): void {
  serve(app, listCaseChoices, async ({ params }, request) => {
    const kind = findKind(params.kind);
    if (!kind) throw notFoundOf(listCaseChoices);
    const types = caseTypesOfModule(kind.module);
    if (types.length === 0) return [];
    const userId = currentUser(request).id;
    const found = await db
      .select()
      .from(cases)
      .where(and(eq(cases.userId, userId), inArray(cases.type, types), notInArray(cases.status, [...CLOSED])))
      .orderBy(desc(cases.updatedAt), desc(cases.id))
      .limit(MAX_CASE_CHOICES);
    if (found.length === 0) return [];
    const papers = await db
      .select({
        id: documents.id,
        caseId: documents.caseId,
        kind: documents.kind,
        title: documents.title,
        version: documents.version,
        templateData: documents.templateData,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          inArray(
            documents.caseId,
            found.map((item) => item.id),
          ),
        ),
      )
      .orderBy(asc(documents.createdAt));
    return found.map((item) => ({
      id: item.id,
      title: item.title,
      type: item.type as CaseType,
      status: item.status as CaseStatus,
      caseNumber: item.caseNumber,
      updatedAt: item.updatedAt.toISOString(),
      papers: papers
        .filter((paper) => paper.caseId === item.id)
        .map(({ caseId: _caseId, createdAt, ...paper }) => ({ ...paper, createdAt: createdAt.toISOString() })),
    }));
  });
}
