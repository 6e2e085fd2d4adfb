/**
 * A document workflow (a workflow definition): a path, one step at a time, to one kind of the document
 * catalog. Its steps hold fields declared like the catalog's (fields.ts), named as the spec names them (camelCase);
 * `toKind` is the one table that says which answer of the kind each workflow field fills. The last step is always
 * the read-only review. Its words are in locales/<language>/workflows.json (workflow-text.ts).
 */
import type { DocumentKindId } from "../documents/registry";
import type { FieldDefinition } from "../documents/fields";
import type { WorkflowFee } from "./workflow-fee";

export const WORKFLOW_DIFFICULTIES = ["easy", "moderate", "complex"] as const;
export type WorkflowDifficulty = (typeof WORKFLOW_DIFFICULTIES)[number];

export interface FieldsStep {
  /** Its words: workflows.json `<type>.steps.<id>.title|description`. */
  id: string;
  fields: readonly FieldDefinition[];
}

export interface ReviewStep {
  id: "review";
  type: "review";
}

export type WorkflowStep = FieldsStep | ReviewStep;

/**
 * Where a workflow answer goes in the kind's answers: a kind field's name; or, for a yes/no answer, an option
 * ticked in a kind's checkbox list when the answer is "yes". Several text answers sent to one field are joined
 * into paragraphs, in the order of the table.
 */
export type KindTarget = string | { field: string; tickWhenYes: string };

export interface WorkflowDeclaration {
  /** Stored on every workflow as its workflowType; never rename one. */
  type: string;
  category: string;
  /** A name of an icon the screen knows (workflow-icons in the client). */
  icon: "scale" | "home" | "mail" | "key" | "shield";
  /** Minutes. */
  estimatedTime: number;
  difficulty: WorkflowDifficulty;
  floridaStatutes: readonly string[];
  filingFee: WorkflowFee | null;
  /** Codes of the papers involved; their words: workflows.json `documents.<code>`. */
  requiredDocuments: readonly string[];
  /** The catalog kind the workflow ends in. */
  kind: DocumentKindId;
  steps: readonly FieldsStep[];
  /** Workflow field -> kind field: the one declared mapping. */
  toKind: Readonly<Record<string, KindTarget>>;
  /** Kind answers every document of this workflow has (a 3-day notice is always for unpaid rent). */
  fixed?: Readonly<Record<string, string>>;
}

export interface WorkflowDefinition extends Omit<WorkflowDeclaration, "steps"> {
  /** The definition's steps, the review last. */
  steps: readonly WorkflowStep[];
  /** Every field of every step, in order. */
  fields: readonly FieldDefinition[];
}

export const REVIEW_STEP: ReviewStep = { id: "review", type: "review" };

export const isReviewStep = (step: WorkflowStep): step is ReviewStep => "type" in step && step.type === "review";

export function defineWorkflow(definition: WorkflowDeclaration): WorkflowDefinition {
  return {
    ...definition,
    steps: [...definition.steps, REVIEW_STEP],
    fields: definition.steps.flatMap((step) => step.fields),
  };
}
