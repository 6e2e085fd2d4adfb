/**
 * Document workflows: the templates, and a person's workflows saved step by step. Saved answers
 * are checked against the template's fields (well formed, nothing required yet); completing checks every
 * required answer and that the document generated is hers. Another person's workflow answers 404. Two tabs:
 * a save carrying an older `version` than the stored one is refused with 409 and a clear message.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { findWorkflowTemplate, WORKFLOW_TEMPLATES } from "@shared/workflows/registry";
import { templateJson, type WorkflowTemplateJson } from "@shared/workflows/template-json";
import { draftSchema, finalSchema, unknownFields } from "@shared/workflows/workflow-data";
import {
  workflowCompleteSchema,
  workflowCreateSchema,
  workflowUpdateSchema,
  type WorkflowJson,
  type WorkflowStatus,
} from "@shared/workflows/workflow-schemas";
import type { WorkflowTemplate } from "@shared/workflows/workflow-template";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { documents, workflows } from "../db/schema";
import { say } from "../interface-text";
import { currentLanguage } from "../request-language";
import { HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { parseInput } from "../validate";
import { idParam } from "./id-param";
import { pageOf } from "./pagination";

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

const templatesJson = new Map<string, WorkflowTemplateJson[]>();
/** The templates in the request's language, built once per language. */
export function interfaceTemplates(): WorkflowTemplateJson[] {
  const language = currentLanguage();
  let templates = templatesJson.get(language);
  if (!templates) {
    templates = WORKFLOW_TEMPLATES.map((template) => templateJson(template, (keys, values) => say(keys, values ?? {}), language));
    templatesJson.set(language, templates);
  }
  return templates;
}

function checkSteps(template: WorkflowTemplate, currentStep: number, completedSteps: readonly number[]): number[] {
  const total = template.steps.length;
  if (currentStep >= total || completedSteps.some((step) => step >= total)) {
    throw new HttpError(400, MESSAGES.workflowSteps(total), { currentStep: [MESSAGES.workflowSteps(total)] });
  }
  return [...new Set(completedSteps)].sort((a, b) => a - b);
}

/** The saved answers, checked but not required; stored as she typed them (the review shows them so). */
function checkDraft(template: WorkflowTemplate, data: Record<string, unknown>): Record<string, unknown> {
  const unknown = unknownFields(template, data);
  if (unknown.length > 0) {
    const message = MESSAGES.workflowUnknownField(unknown[0]!);
    throw new HttpError(400, message, Object.fromEntries(unknown.map((name) => [`data.${name}`, [MESSAGES.workflowUnknownField(name)]])));
  }
  parseInput(draftSchema(template), data);
  return data;
}

const nextUpdatedAt = sql`greatest(clock_timestamp(), ${workflows.updatedAt} + interval '1 millisecond')`;

export function workflowRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(workflows.id, id), eq(workflows.userId, userId));

  async function findOwned(userId: string, params: unknown): Promise<WorkflowRow> {
    const [row] = await db.select().from(workflows).where(owned(userId, idParam(params, "Workflow")));
    if (!row) throw notFound(MESSAGES.workflowNotFound);
    return row;
  }

  const templateOf = (row: WorkflowRow): WorkflowTemplate => {
    const template = findWorkflowTemplate(row.workflowType);
    if (!template) throw notFound(MESSAGES.workflowNotFound);
    return template;
  };

  app.get("/api/workflows/templates", { preHandler: requireUser }, async () => interfaceTemplates());

  app.get("/api/workflows", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const page = pageOf(request.query);
    const query = db
      .select()
      .from(workflows)
      .where(eq(workflows.userId, user.id))
      .orderBy(desc(workflows.updatedAt), desc(workflows.id))
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map(toWorkflowJson);
  });

  app.get("/api/workflows/:id", { preHandler: requireUser }, async (request) =>
    toWorkflowJson(await findOwned(currentUser(request).id, request.params)),
  );

  app.post("/api/workflows", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(workflowCreateSchema, request.body, { checkedLater: ["data"] });
    const template = findWorkflowTemplate(input.workflowType)!;
    const total = template.steps.length;
    if (input.totalSteps !== undefined && input.totalSteps !== total) {
      throw new HttpError(400, MESSAGES.workflowSteps(total), { totalSteps: [MESSAGES.workflowSteps(total)] });
    }
    const completedSteps = checkSteps(template, input.currentStep, input.completedSteps);
    const data = checkDraft(template, input.data);
    const [held] = await db.select({ count: count() }).from(workflows).where(eq(workflows.userId, user.id));
    if ((held?.count ?? 0) >= MAX_WORKFLOWS_PER_USER) throw new HttpError(409, MESSAGES.tooManyWorkflows(MAX_WORKFLOWS_PER_USER));
    const words = interfaceTemplates().find((entry) => entry.type === template.type)!;
    const [created] = await db
      .insert(workflows)
      .values({
        userId: user.id,
        workflowType: template.type,
        title: input.title ?? words.name,
        description: input.description ?? words.description,
        totalSteps: total,
        currentStep: input.currentStep,
        data,
        completedSteps,
      })
      .returning();
    return reply.code(201).send(toWorkflowJson(created!));
  });

  app.put("/api/workflows/:id", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const row = await findOwned(user.id, request.params);
    const input = parseInput(workflowUpdateSchema, request.body, { checkedLater: ["data"] });
    if (row.status === "completed") throw new HttpError(409, MESSAGES.workflowCompleted);
    const template = templateOf(row);
    const completedSteps = checkSteps(template, input.currentStep, input.completedSteps);
    const data = checkDraft(template, input.data);
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
  });

  app.delete("/api/workflows/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const id = idParam(request.params, "Workflow");
    const [row] = await db.delete(workflows).where(owned(user.id, id)).returning({ id: workflows.id });
    if (!row) throw notFound(MESSAGES.workflowNotFound);
    return reply.code(204).send();
  });

  app.post("/api/workflows/:id/complete", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const row = await findOwned(user.id, request.params);
    const input = parseInput(workflowCompleteSchema, request.body);
    if (row.status === "completed") throw new HttpError(409, MESSAGES.workflowCompleted);
    const template = templateOf(row);
    // The spec only marks required answers in the browser; here they are enforced.
    parseInput(finalSchema(template), row.data);
    const documentId = input.documentId.toLowerCase();
    const [document] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, user.id)));
    if (!document) throw new HttpError(400, MESSAGES.workflowDocumentNotFound, { documentId: [MESSAGES.workflowDocumentNotFound] });
    const [updated] = await db
      .update(workflows)
      .set({
        status: "completed",
        documentId,
        currentStep: template.steps.length - 1,
        completedSteps: template.steps.map((_, index) => index),
        version: sql`${workflows.version} + 1`,
        updatedAt: nextUpdatedAt,
      })
      .where(and(owned(user.id, row.id), eq(workflows.status, "in_progress")))
      .returning();
    if (!updated) throw new HttpError(409, MESSAGES.workflowCompleted);
    return toWorkflowJson(updated);
  });
}
