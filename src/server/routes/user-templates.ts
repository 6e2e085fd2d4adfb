/**
 * Personal templates: GET/POST /api/user-templates, GET/PUT/DELETE /api/user-templates/{id},
 * POST /api/user-templates/{id}/use (a PDF document in My Documents), GET /api/templates (the starting letters
 * that come with the app) and POST /api/templates/autofill (values from a case and the profile).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  autofillTemplate,
  createUserTemplate,
  deleteUserTemplate,
  generateFromUserTemplate,
  getUserTemplate,
  listSystemTemplates,
  listUserTemplates,
  updateUserTemplate,
} from "@shared/api/templates";
import { isUuid } from "@shared/api/common";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { unsupportedCharacters } from "@shared/documents/printable-charset";
import { autofillValues } from "@shared/templates/autofill";
import { documentTypeOfTemplate, type TemplateCategory, type TemplateType } from "@shared/templates/template-enums";
import type { TemplateVariableJson, UserTemplateJson } from "@shared/templates/template-schemas";
import { extractVariables, fillTemplate, missingVariables } from "@shared/templates/variables";
import { notFoundOf, serve } from "../api/serve";
import { withCaseAnswers } from "../cases/case-answers";
import { currentUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases, documents, userTemplates } from "../db/schema";
import { HttpError, notFound } from "../http-errors";
import { MESSAGES } from "../messages";
import { findSystemTemplate, systemTemplates } from "../templates/system-templates";
import { TEMPLATE_LETTER_KIND, type TemplateLetterData } from "../templates/template-letter-kind";
import { variablesOf } from "../templates/variables-of";
import { MAX_DOCUMENTS_PER_USER } from "./documents";
import { paged } from "./pagination";

/** Templates one person may keep. */
export const MAX_TEMPLATES_PER_USER = 200;

type TemplateRow = typeof userTemplates.$inferSelect;

function toTemplateJson(row: TemplateRow): UserTemplateJson {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TemplateType,
    category: row.category as TemplateCategory,
    description: row.description,
    template: row.template,
    variables: row.variables as TemplateVariableJson[],
    tags: row.tags,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nextUpdatedAt = sql`greatest(clock_timestamp(), ${userTemplates.updatedAt} + interval '1 millisecond')`;

/** The letter filled with her values, or a 400 naming what is missing or cannot be printed. */
function filledLetter(template: string, values: Record<string, string>): string {
  const missing = missingVariables(extractVariables(template), values);
  if (missing.length > 0) {
    const message = MESSAGES.missingTemplateVariables(missing.join(", "));
    throw new HttpError(400, message, { variables: [message] });
  }
  const text = fillTemplate(template, values);
  const unprintable = unsupportedCharacters(text);
  if (unprintable.length > 0) {
    const message = MESSAGES.templateTextUnprintable(unprintable.map((char) => `“${char}”`).join(", "));
    throw new HttpError(400, message, { variables: [message] });
  }
  return text;
}

export function userTemplateRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(userTemplates.id, id), eq(userTemplates.userId, userId));

  async function findOwned(userId: string, id: string): Promise<TemplateRow> {
    const [row] = await db.select().from(userTemplates).where(owned(userId, id));
    if (!row) throw notFoundOf(getUserTemplate);
    return row;
  }

  /** The person's own case, or a 404 (another person's case is not found either). */
  async function findCase(userId: string, caseId: string | undefined) {
    if (caseId === undefined) return undefined;
    if (!isUuid(caseId)) throw notFound(MESSAGES.templateCaseNotFound);
    const [found] = await db
      .select()
      .from(cases)
      .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
    if (!found) throw notFound(MESSAGES.templateCaseNotFound);
    return withCaseAnswers(db, found);
  }

  serve(app, listSystemTemplates, () => systemTemplates());

  serve(app, listUserTemplates, async ({ query }, request) => {
    const user = currentUser(request);
    const rows = await paged(
      db
        .select()
        .from(userTemplates)
        .where(eq(userTemplates.userId, user.id))
        .orderBy(desc(userTemplates.updatedAt), desc(userTemplates.id))
        .$dynamic(),
      query,
    );
    return rows.map(toTemplateJson);
  });

  serve(app, getUserTemplate, async ({ params }, request) => toTemplateJson(await findOwned(currentUser(request).id, params.id)));

  serve(app, createUserTemplate, async ({ body: input }, request) => {
    const user = currentUser(request);
    const [held] = await db.select({ count: count() }).from(userTemplates).where(eq(userTemplates.userId, user.id));
    if ((held?.count ?? 0) >= MAX_TEMPLATES_PER_USER) throw new HttpError(409, MESSAGES.tooManyTemplates(MAX_TEMPLATES_PER_USER));
    const [created] = await db
      .insert(userTemplates)
      .values({ userId: user.id, ...input, variables: variablesOf(input.template, input.variables) })
      .returning();
    return toTemplateJson(created!);
  });

  serve(app, updateUserTemplate, async ({ params, body: input }, request) => {
    const [row] = await db
      .update(userTemplates)
      .set({ ...input, variables: variablesOf(input.template, input.variables), updatedAt: nextUpdatedAt })
      .where(owned(currentUser(request).id, params.id))
      .returning();
    if (!row) throw notFoundOf(updateUserTemplate);
    return toTemplateJson(row);
  });

  serve(app, deleteUserTemplate, async ({ params }, request) => {
    const [row] = await db
      .delete(userTemplates)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: userTemplates.id });
    if (!row) throw notFoundOf(deleteUserTemplate);
  });

  /** Fills the template with the values given and stores the result as a PDF document; counts the use. */
  serve(app, generateFromUserTemplate, async ({ params, body: input }, request) => {
    const user = currentUser(request);
    const template = await findOwned(user.id, params.id);
    const found = await findCase(user.id, input.caseId);
    const templateData: TemplateLetterData = {
      text: filledLetter(template.template, input.variables),
      templateName: template.name,
    };

    const { document, usageCount } = await db.transaction(async (tx) => {
      const [held] = await tx.select({ count: count() }).from(documents).where(eq(documents.userId, user.id));
      if ((held?.count ?? 0) >= MAX_DOCUMENTS_PER_USER)
        throw new HttpError(409, MESSAGES.tooManyDocuments(MAX_DOCUMENTS_PER_USER));
      const [created] = await tx
        .insert(documents)
        .values({
          userId: user.id,
          caseId: found?.id ?? null,
          title: template.name,
          type: documentTypeOfTemplate(template.type as TemplateType),
          kind: TEMPLATE_LETTER_KIND,
          format: "pdf",
          templateData,
        })
        .returning();
      const [counted] = await tx
        .update(userTemplates)
        .set({ usageCount: sql`${userTemplates.usageCount} + 1` })
        .where(owned(user.id, template.id))
        .returning({ usageCount: userTemplates.usageCount });
      if (found?.status === "draft") {
        await tx.update(cases).set({ status: "in_progress", updatedAt: new Date() }).where(eq(cases.id, found.id));
      }
      return { document: created!, usageCount: counted?.usageCount ?? template.usageCount + 1 };
    });
    const documentJson: DocumentJson = {
      id: document.id,
      title: document.title,
      type: document.type,
      kind: document.kind,
      format: "pdf",
      templateData: document.templateData,
      caseId: document.caseId,
      caseTitle: found?.title ?? null,
      createdAt: document.createdAt.toISOString(),
    };
    return { document: documentJson, usageCount };
  });

  serve(app, autofillTemplate, async ({ body: input }, request) => {
    const user = currentUser(request);
    const text = isUuid(input.templateId)
      ? (await findOwned(user.id, input.templateId.toLowerCase())).template
      : findSystemTemplate(input.templateId)?.template;
    if (text === undefined) throw notFoundOf(autofillTemplate);
    const found = await findCase(user.id, input.caseId);
    const values = autofillValues(extractVariables(text), found, user);
    return { autoFillValues: values, filled: Object.keys(values) };
  });
}
