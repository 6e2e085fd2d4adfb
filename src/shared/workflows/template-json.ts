/**
 * A workflow template with its words, as GET /api/workflows/templates answers
 * and as the screen's built-in list holds it when that call fails: one function, so both are the same data.
 */
import { SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import type { FieldDefinition } from "../documents/fields";
import type { WorkflowFee } from "./workflow-fee";
import { stepTextKeys, workflowFieldKeys, workflowFieldValues, workflowOptionKeys, workflowTextKeys, WORKFLOWS_NAMESPACE } from "./workflow-text";
import { isReviewStep, type WorkflowDifficulty, type WorkflowTemplate } from "./workflow-template";

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

export interface WorkflowTemplateJson {
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

function fieldJson(template: WorkflowTemplate, field: FieldDefinition, t: Translate, language: string): WorkflowFieldJson {
  const values = workflowFieldValues(template, field, language);
  const help = optional(t, workflowFieldKeys(template, field, "help"), values);
  const options = "options" in field ? field.options : undefined;
  return {
    ...field,
    label: t(workflowFieldKeys(template, field, "label"), values),
    ...(help ? { help } : {}),
    ...(options
      ? { optionLabels: Object.fromEntries(options.map((code) => [code, t(workflowOptionKeys(template, field, code), values)])) }
      : {}),
  };
}

/** A template's words in `language` (`t` speaks it too). */
export function templateJson(template: WorkflowTemplate, t: Translate, language = "en"): WorkflowTemplateJson {
  const words = workflowTextKeys(template.type);
  const values = { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole", language) };
  return {
    type: template.type,
    name: t(words.name),
    description: t(words.description, values),
    category: template.category,
    icon: template.icon,
    estimatedTime: template.estimatedTime,
    difficulty: template.difficulty,
    floridaStatutes: [...template.floridaStatutes],
    filingFee: template.filingFee?.fromDollars ?? null,
    fees: template.filingFee,
    steps: template.steps.map((step): WorkflowStepJson => {
      const keys = stepTextKeys(template.type, step.id);
      if (isReviewStep(step)) {
        return { id: "review", type: "review", title: t(keys.title), description: t(keys.description), warning: t(`${WORKFLOWS_NAMESPACE}:review.warning`) };
      }
      return { id: step.id, title: t(keys.title), description: t(keys.description), fields: step.fields.map((field) => fieldJson(template, field, t, language)) };
    }),
    requiredDocuments: template.requiredDocuments.map((code) => t(`${WORKFLOWS_NAMESPACE}:documents.${code}`)),
    kind: template.kind,
  };
}
