/** The bodies of the workflow calls (src/server/routes/workflows.ts) and what they answer. */
import { z } from "zod";
import { documentCreateSchema } from "../documents/document-schemas";
import { validationMessage } from "../documents/field-messages";
import { jsonLimits, safeText, type JsonLimits } from "../safe-text";
import { WORKFLOW_TYPES } from "./registry";

/**
 * A workflow's answers: one level of field names, a few hundred values at most. Their text is checked field by
 * field against the definition (unknown names are refused), so errors are keyed by the field's name.
 */
export const WORKFLOW_DATA_LIMITS: JsonLimits = { maxDepth: 3, maxEntries: 400, maxChars: 60_000, text: false };
export const MAX_WORKFLOW_STEPS = 50;

const stepIndex = z
  .number({ error: validationMessage("workflow.step") })
  .int(validationMessage("workflow.step"))
  .min(0, validationMessage("workflow.step"))
  .max(MAX_WORKFLOW_STEPS - 1, validationMessage("workflow.step"));

export const workflowDataSchema = z
  .record(safeText(), z.unknown(), { error: validationMessage("workflow.data") })
  .check(jsonLimits(WORKFLOW_DATA_LIMITS));

const progress = {
  currentStep: stepIndex,
  data: workflowDataSchema,
  completedSteps: z.array(stepIndex, { error: validationMessage("workflow.step") }).max(MAX_WORKFLOW_STEPS),
};

export const workflowCreateSchema = z.object({
  workflowType: z.enum(WORKFLOW_TYPES, { error: validationMessage("workflow.type") }),
  title: safeText().max(200).optional(),
  description: safeText().max(1000).optional(),
  totalSteps: z.number().int().min(1).max(MAX_WORKFLOW_STEPS).optional(),
  currentStep: progress.currentStep.default(0),
  data: progress.data.default({}),
  completedSteps: progress.completedSteps.default([]),
});

export const workflowUpdateSchema = z.object({
  ...progress,
  /** The version she last read; when another tab saved since, the save is refused (409) instead of lost. */
  version: z.number().int().min(1).optional(),
});

/**
 * Completing: with `documentId` (the spec's way), a document she already generated is recorded; without it the
 * server generates the document from the saved answers (titled `title`, else the workflow's title) and completes
 * the workflow in one transaction, so there is never a document without its completed workflow or the reverse.
 */
export const workflowCompleteSchema = z.object({
  documentId: z.uuid({ error: validationMessage("workflow.document") }).optional(),
  title: documentCreateSchema.shape.title.optional(),
});

export const WORKFLOW_STATUSES = ["in_progress", "completed"] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const workflowJsonSchema = z.object({
  id: z.string(),
  workflowType: z.string(),
  title: z.string(),
  description: z.string(),
  totalSteps: z.number().int(),
  currentStep: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  completedSteps: z.array(z.number().int()),
  status: z.enum(WORKFLOW_STATUSES),
  documentId: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowJson = z.infer<typeof workflowJsonSchema>;
