/**
 * Document workflows: the definitions, and a person's workflows saved step by step. Saved answers
 * are checked against the definition's fields (well formed, nothing required yet); completing checks every
 * required answer and records the document: one she generated and names (it must be hers), or one made here from
 * the saved answers in the same transaction that completes the workflow. Another person's workflow answers 404.
 * Two tabs: a save carrying an older `version` than the stored one is refused with 409 and a clear message.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  completeWorkflow,
  createWorkflow,
  deleteWorkflow,
  getWorkflow,
  listWorkflows,
  listWorkflowDefinitions,
  updateWorkflow,
} from "@shared/api/workflows";
import { findKind } from "@shared/documents/registry";
import { findWorkflowDefinition, WORKFLOW_DEFINITIONS } from "@shared/workflows/registry";
import { definitionJson, type WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import { draftSchema, finalSchema, toKindAnswers, unknownFields } from "@shared/workflows/workflow-data";
import type { WorkflowJson, WorkflowStatus } from "@shared/workflows/workflow-schemas";
import type { WorkflowDefinition } from "@shared/workflows/workflow-definition";
import { notFoundOf, serve } from "../api/serve";
import { currentUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { documents, workflows } from "../db/schema";
import { answerSchema } from "../documents/answer-schemas";
import { say } from "../interface-text";
import { currentLanguage } from "../request-language";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { MAX_DOCUMENTS_PER_USER } from "./documents";
import { paged } from "./pagination";

/** Workflows one person may keep, in progress and done. */
export const MAX_WORKFLOWS_PER_USER = 200;

type WorkflowRow = typeof workflows.$inferSelect;

export function toWorkflowJson(row: WorkflowRow): WorkflowJson {
  return {
    id: row.id,
    workflowType: row.workflowType,
    title: row.title,
    description: row.description,
    totalSteps: row.totalSteps,
    currentStep: row.currentStep,
    data: row.data,
    completedSteps: row.completedSteps,
    status: row.status as WorkflowStatus,
    documentId: row.documentId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const templatesJson = new Map<string, WorkflowDefinitionJson[]>();
/** The definitions in the request's language, built once per language. */
export function interfaceTemplates(): WorkflowDefinitionJson[] {
  const language = currentLanguage();
  let definitions = templatesJson.get(language);
  if (!definitions) {
    definitions = WORKFLOW_DEFINITIONS.map((definition) =>
      definitionJson(definition, (keys, values) => say(keys, values ?? {}), language),
    );
    templatesJson.set(language, definitions);
  }
  return definitions;
}

function checkSteps(definition: WorkflowDefinition, currentStep: number, completedSteps: readonly number[]): number[] {
  const total = definition.steps.length;
  if (currentStep >= total || completedSteps.some((step) => step >= total)) {
    throw new HttpError(400, MESSAGES.workflowSteps(total), { currentStep: [MESSAGES.workflowSteps(total)] });
  }
  return [...new Set(completedSteps)].sort((a, b) => a - b);
}

/** The saved answers, checked but not required; stored as she typed them (the review shows them so). */
function checkDraft(definition: WorkflowDefinition, data: Record<string, unknown>): Record<string, unknown> {
  const unknown = unknownFields(definition, data);
  if (unknown.length > 0) {
    const message = MESSAGES.workflowUnknownField(unknown[0]!);
    throw new HttpError(
      400,
      message,
      Object.fromEntries(unknown.map((name) => [`data.${name}`, [MESSAGES.workflowUnknownField(name)]])),
    );
  }
  parseInput(draftSchema(definition), data);
  return data;
}

const nextUpdatedAt = sql`greatest(clock_timestamp(), ${workflows.updatedAt} + interval '1 millisecond')`;

/** The document a workflow ends in, made from its saved answers and checked as POST /api/documents checks one. */
function documentOfAnswers(definition: WorkflowDefinition, data: Record<string, unknown>) {
  const kind = findKind(definition.kind)!;
  const templateData = parseInput(answerSchema(definition.kind), toKindAnswers(definition, data)) as Record<string, unknown>;
  return { type: kind.libraryType, kind: kind.kind, format: "pdf" as const, templateData };
}

export function workflowRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(workflows.id, id), eq(workflows.userId, userId));

  async function findOwned(userId: string, id: string): Promise<WorkflowRow> {
    const [row] = await db.select().from(workflows).where(owned(userId, id));
    if (!row) throw notFoundOf(getWorkflow);
    return row;
  }

  const definitionOf = (row: WorkflowRow): WorkflowDefinition => {
    const definition = findWorkflowDefinition(row.workflowType);
    if (!definition) throw notFoundOf(getWorkflow);
    return definition;
  };

  /** Marks her in-progress workflow completed with its document; 409 when it was completed meanwhile. */
  async function markCompleted(
    executor: Database,
    row: WorkflowRow,
    definition: WorkflowDefinition,
    documentId: string,
  ): Promise<WorkflowRow> {
    const [updated] = await executor
      .update(workflows)
      .set({
        status: "completed",
        documentId,
        currentStep: definition.steps.length - 1,
        completedSteps: definition.steps.map((_, index) => index),
        version: sql`${workflows.version} + 1`,
        updatedAt: nextUpdatedAt,
      })
      .where(and(owned(row.userId, row.id), eq(workflows.status, "in_progress")))
      .returning();
    if (!updated) throw new HttpError(409, MESSAGES.workflowCompleted);
    return updated;
  }

  /** The spec's way: the document she generated first (POST /api/documents), which must be hers. */
  async function completeWithDocument(
    row: WorkflowRow,
    definition: WorkflowDefinition,
    documentId: string,
  ): Promise<WorkflowRow> {
    const [document] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, row.userId)));
    if (!document)
      throw new HttpError(400, MESSAGES.workflowDocumentNotFound, { documentId: [MESSAGES.workflowDocumentNotFound] });
    return markCompleted(db, row, definition, documentId);
  }

  /** The document made from the saved answers and the workflow completed together, or neither. */
  async function completeWithNewDocument(row: WorkflowRow, definition: WorkflowDefinition, title: string): Promise<WorkflowRow> {
    const document = documentOfAnswers(definition, row.data);
    return db.transaction(async (tx) => {
      const [held] = await tx.select({ count: count() }).from(documents).where(eq(documents.userId, row.userId));
      if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_USER)
        throw new HttpError(409, MESSAGES.tooManyDocuments(MAX_DOCUMENTS_PER_USER));
      const [created] = await tx
        .insert(documents)
        .values({ userId: row.userId, caseId: null, title, ...document })
        .returning({ id: documents.id });
      return markCompleted(tx, row, definition, created!.id);
    });
  }

  serve(app, listWorkflowDefinitions, () => interfaceTemplates());

  serve(app, listWorkflows, async ({ query }, request) => {
    const user = currentUser(request);
    const rows = await paged(
      db
        .select()
        .from(workflows)
        .where(eq(workflows.userId, user.id))
        .orderBy(desc(workflows.updatedAt), desc(workflows.id))
        .$dynamic(),
      query,
    );
    return rows.map(toWorkflowJson);
  });

  serve(app, getWorkflow, async ({ params }, request) => toWorkflowJson(await findOwned(currentUser(request).id, params.id)));

  serve(
    app,
    createWorkflow,
    async ({ body: input }, request) => {
      const user = currentUser(request);
      const definition = findWorkflowDefinition(input.workflowType)!;
      const total = definition.steps.length;
      if (input.totalSteps !== undefined && input.totalSteps !== total) {
        throw new HttpError(400, MESSAGES.workflowSteps(total), { totalSteps: [MESSAGES.workflowSteps(total)] });
      }
      const completedSteps = checkSteps(definition, input.currentStep, input.completedSteps);
      const data = checkDraft(definition, input.data);
      const [held] = await db.select({ count: count() }).from(workflows).where(eq(workflows.userId, user.id));
      if ((held?.count ?? 0) >= MAX_WORKFLOWS_PER_USER)
        throw new HttpError(409, MESSAGES.tooManyWorkflows(MAX_WORKFLOWS_PER_USER));
      const words = interfaceTemplates().find((entry) => entry.type === definition.type)!;
      const [created] = await db
        .insert(workflows)
        .values({
          userId: user.id,
          workflowType: definition.type,
          title: input.title ?? words.name,
          description: input.description ?? words.description,
          totalSteps: total,
          currentStep: input.currentStep,
          data,
          completedSteps,
        })
        .returning();
      return toWorkflowJson(created!);
    },
    { bodyCheckedLater: ["data"] },
  );

  serve(
    app,
    updateWorkflow,
    async ({ params, body: input }, request) => {
      const user = currentUser(request);
      const row = await findOwned(user.id, params.id);
      if (row.status === "completed") throw new HttpError(409, MESSAGES.workflowCompleted);
      const definition = definitionOf(row);
      const completedSteps = checkSteps(definition, input.currentStep, input.completedSteps);
      const data = checkDraft(definition, input.data);
      const versionMatches = input.version === undefined ? undefined : eq(workflows.version, input.version);
      const [updated] = await db
        .update(workflows)
        .set({
          currentStep: input.currentStep,
          data,
          completedSteps,
          version: sql`${workflows.version} + 1`,
          updatedAt: nextUpdatedAt,
        })
        .where(and(owned(user.id, row.id), eq(workflows.status, "in_progress"), versionMatches))
        .returning();
      if (!updated) throw new HttpError(409, MESSAGES.workflowChanged);
      return toWorkflowJson(updated);
    },
    { bodyCheckedLater: ["data"] },
  );

  serve(app, deleteWorkflow, async ({ params }, request) => {
    const [row] = await db
      .delete(workflows)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: workflows.id });
    if (!row) throw notFoundOf(deleteWorkflow);
  });

  serve(app, completeWorkflow, async ({ params, body: input }, request) => {
    const row = await findOwned(currentUser(request).id, params.id);
    if (row.status === "completed") throw new HttpError(409, MESSAGES.workflowCompleted);
    const definition = definitionOf(row);
    // The spec only marks required answers in the browser; here they are enforced.
    parseInput(finalSchema(definition), row.data);
    const completed =
      input.documentId === undefined
        ? await completeWithNewDocument(row, definition, input.title ?? row.title)
        : await completeWithDocument(row, definition, input.documentId.toLowerCase());
    return toWorkflowJson(completed);
  });
}
