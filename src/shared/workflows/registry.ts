/**
 * Every workflow definition: what GET /api/workflows/definitions serves and what the screen falls back to when that
 * call fails. Adding a workflow: one file here and one line below, its words in locales/en/workflows.json.
 */
import { debtValidationWorkflow } from "./debt-validation-workflow";
import { demandLetterWorkflow } from "./demand-letter-workflow";
import { evictionNoticeWorkflow } from "./eviction-notice-workflow";
import { securityDepositWorkflow } from "./security-deposit-workflow";
import { smallClaimsWorkflow } from "./small-claims-workflow";
import type { WorkflowDefinition } from "./workflow-definition";

export const WORKFLOW_DEFINITIONS: readonly WorkflowDefinition[] = [
  smallClaimsWorkflow,
  evictionNoticeWorkflow,
  demandLetterWorkflow,
  securityDepositWorkflow,
  debtValidationWorkflow,
];

export const WORKFLOW_TYPES = WORKFLOW_DEFINITIONS.map((definition) => definition.type) as [string, ...string[]];

export const findWorkflowDefinition = (type: string): WorkflowDefinition | undefined =>
  WORKFLOW_DEFINITIONS.find((definition) => definition.type === type);
