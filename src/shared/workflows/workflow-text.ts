/**
 * Where a workflow's words live: locales/<language>/workflows.json for the definition's name, description, steps and
 * its own fields; a field that fills a kind's field falls back to that field's words in kinds.json, so a label
 * is written once. Keys are "namespace:key", best first, for t() with both namespaces loaded.
 */
import { fieldTextKeys, fieldValues, optionTextKeys, KINDS_NAMESPACE, type FieldPart } from "../documents/field-text";
import type { FieldDefinition } from "../documents/fields";
import { findKind } from "../documents/registry";
import type { WorkflowDefinition } from "./workflow-definition";

export const WORKFLOWS_NAMESPACE = "workflows";

const ns = (namespace: string, keys: readonly string[]) => keys.map((key) => `${namespace}:${key}`);

function kindFieldOf(definition: WorkflowDefinition, name: string): FieldDefinition | undefined {
  const target = definition.toKind[name];
  if (typeof target !== "string") return undefined;
  return (findKind(definition.kind)?.fields as readonly FieldDefinition[] | undefined)?.find((field) => field.name === target);
}

function fallbackKeys(
  definition: WorkflowDefinition,
  field: FieldDefinition,
  path: (kindField: FieldDefinition) => string[],
  shared: string,
): string[] {
  const kindField = kindFieldOf(definition, field.name);
  if (kindField) return ns(KINDS_NAMESPACE, path(kindField));
  return field.messages ? ns(KINDS_NAMESPACE, [`fields.${field.messages}.${shared}`]) : [];
}

export const workflowFieldKeys = (definition: WorkflowDefinition, field: FieldDefinition, part: FieldPart): string[] => [
  `${WORKFLOWS_NAMESPACE}:${definition.type}.fields.${field.name}.${part}`,
  ...fallbackKeys(definition, field, (kindField) => fieldTextKeys(definition.kind, kindField, part), part),
];

export const workflowOptionKeys = (definition: WorkflowDefinition, field: FieldDefinition, code: string): string[] => [
  `${WORKFLOWS_NAMESPACE}:${definition.type}.fields.${field.name}.options.${code}`,
  ...fallbackKeys(definition, field, (kindField) => optionTextKeys(definition.kind, kindField, code), `options.${code}`),
];

/** Figures a field's words print ({{limit}}): the kind's and the kind field's; law sentences in `language`. */
export function workflowFieldValues(
  definition: WorkflowDefinition,
  field: FieldDefinition,
  language = "en",
): Record<string, string | number> {
  return {
    ...fieldValues(findKind(definition.kind), kindFieldOf(definition, field.name), language),
    ...fieldValues(undefined, field, language),
  };
}

export const workflowTextKeys = (type: string) =>
  ({ name: `${WORKFLOWS_NAMESPACE}:${type}.name`, description: `${WORKFLOWS_NAMESPACE}:${type}.description` }) as const;

export const stepTextKeys = (type: string, stepId: string) =>
  stepId === "review"
    ? { title: `${WORKFLOWS_NAMESPACE}:review.title`, description: `${WORKFLOWS_NAMESPACE}:review.description` }
    : {
        title: `${WORKFLOWS_NAMESPACE}:${type}.steps.${stepId}.title`,
        description: `${WORKFLOWS_NAMESPACE}:${type}.steps.${stepId}.description`,
      };
