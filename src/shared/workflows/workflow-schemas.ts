/** The bodies of the workflow calls (src/server/routes/workflows.ts) and what they answer. */
import { z } from "zod";
import { validationMessage } from "../documents/field-messages";
import { jsonLimits, safeText, type JsonLimits } from "../safe-text";
import { WORKFLOW_TYPES } from "./registry";

/**
 * A workflow's answers: one level of field names, a few hundred values at most. Their text is checked field by
 * field against the template (unknown names are refused), so errors are keyed by the field's name.
 */
export const WORKFLOW_DATA_LIMITS: JsonLimits = { maxDepth: 3, maxEntries: 400, maxChars: 60_000, text: false };
export const MAX_WORKFLOW_STEPS = 50;

const stepIndex = z.number({ error: validationMessage("workflow.step") }).int(validationMessage("workflow.step")).min(0, validationMessage("workflow.step")).max(MAX_WORKFLOW_STEPS - 1, validationMessage("workflow.step"));

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

export const workflowCompleteSchema = z.object({
  documentId: z.uuid({ error: validationMessage("workflow.document") }),
});

export const WORKFLOW_STATUSES = ["in_progress", "completed"] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export interface WorkflowJson {
  id: string;
  workflowType: string;
  title: string;
  description: string;
  totalSteps: number;
  currentStep: number;
  data: Record<string, unknown>;
  completedSteps: number[];
  status: WorkflowStatus;
  documentId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
