/**
 * A workflow definition with its words, as GET /api/workflows/definitions answers
 * and as the screen's built-in list holds it when that call fails: one function, so both are the same data.
 */
import { SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import type { FieldDefinition } from "../documents/fields";
import type { WorkflowFee } from "./workflow-fee";
import {
  stepTextKeys,
  workflowFieldKeys,
  workflowFieldValues,
  workflowOptionKeys,
  workflowTextKeys,
  WORKFLOWS_NAMESPACE,
} from "./workflow-text";
import { isReviewStep, type WorkflowDifficulty, type WorkflowDefinition } from "./workflow-definition";

/** t() of i18next (or anything like it) with the workflows and kinds namespaces loaded. */
export type Translate = (keys: string | string[], values?: Record<string, unknown>) => string;

export type WorkflowFieldJson = FieldDefinition & {
  label: string;
  help?: string;
  optionLabels?: Record<string, string>;
};

export type WorkflowStepJson =
  | { id: string; title: string; description: string; fields: WorkflowFieldJson[] }
  | { id: "review"; title: string; description: string; type: "review"; warning: string };

export interface WorkflowDefinitionJson {
  type: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  estimatedTime: number;
  difficulty: WorkflowDifficulty;
  floridaStatutes: string[];
  /** The smallest filing fee in dollars, or null when nothing is filed; `fees` has the whole table. */
  filingFee: number | null;
  fees: WorkflowFee | null;
  steps: WorkflowStepJson[];
  requiredDocuments: string[];
  /** The catalog kind its document is. */
  kind: string;
}

/** Words that may not exist (a field's help): undefined when no key has any. */
function optional(t: Translate, keys: string[], values: Record<string, unknown>): string | undefined {
  return t(keys, { ...values, defaultValue: "" }) || undefined;
}

function fieldJson(definition: WorkflowDefinition, field: FieldDefinition, t: Translate, language: string): WorkflowFieldJson {
  const values = workflowFieldValues(definition, field, language);
  const help = optional(t, workflowFieldKeys(definition, field, "help"), values);
  const options = "options" in field ? field.options : undefined;
  return {
    ...field,
    label: t(workflowFieldKeys(definition, field, "label"), values),
    ...(help ? { help } : {}),
    ...(options
      ? {
          optionLabels: Object.fromEntries(options.map((code) => [code, t(workflowOptionKeys(definition, field, code), values)])),
        }
      : {}),
  };
}

/** A definition's words in `language` (`t` speaks it too). */
export function definitionJson(definition: WorkflowDefinition, t: Translate, language = "en"): WorkflowDefinitionJson {
  const words = workflowTextKeys(definition.type);
  const values = { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole", language) };
  return {
    type: definition.type,
    name: t(words.name),
    description: t(words.description, values),
    category: definition.category,
    icon: definition.icon,
    estimatedTime: definition.estimatedTime,
    difficulty: definition.difficulty,
    floridaStatutes: [...definition.floridaStatutes],
    filingFee: definition.filingFee?.fromDollars ?? null,
    fees: definition.filingFee,
    steps: definition.steps.map((step): WorkflowStepJson => {
      const keys = stepTextKeys(definition.type, step.id);
      if (isReviewStep(step)) {
        return {
          id: "review",
          type: "review",
          title: t(keys.title),
          description: t(keys.description),
          warning: t(`${WORKFLOWS_NAMESPACE}:review.warning`),
        };
      }
      return {
        id: step.id,
        title: t(keys.title),
        description: t(keys.description),
        fields: step.fields.map((field) => fieldJson(definition, field, t, language)),
      };
    }),
    requiredDocuments: definition.requiredDocuments.map((code) => t(`${WORKFLOWS_NAMESPACE}:documents.${code}`)),
    kind: definition.kind,
  };
}
