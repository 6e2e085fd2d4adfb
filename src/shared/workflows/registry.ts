/**
 * Every workflow template: what GET /api/workflows/templates serves and what the screen falls back to when that
 * call fails. Adding a workflow: one file here and one line below, its words in locales/en/workflows.json.
 */
import { debtValidationWorkflow } from "./debt-validation-workflow";
import { demandLetterWorkflow } from "./demand-letter-workflow";
import { evictionNoticeWorkflow } from "./eviction-notice-workflow";
import { securityDepositWorkflow } from "./security-deposit-workflow";
import { smallClaimsWorkflow } from "./small-claims-workflow";
import type { WorkflowTemplate } from "./workflow-template";

export const WORKFLOW_TEMPLATES: readonly WorkflowTemplate[] = [
  smallClaimsWorkflow,
  evictionNoticeWorkflow,
  demandLetterWorkflow,
  securityDepositWorkflow,
  debtValidationWorkflow,
];

export const WORKFLOW_TYPES = WORKFLOW_TEMPLATES.map((template) => template.type) as [string, ...string[]];

export const findWorkflowTemplate = (type: string): WorkflowTemplate | undefined =>
  WORKFLOW_TEMPLATES.find((template) => template.type === type);
