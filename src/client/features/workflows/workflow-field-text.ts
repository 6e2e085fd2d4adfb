/** A workflow template's field words (already in the template's JSON) in the shape the wizard's field controls read. */
import type { FieldDefinition } from "@shared/documents/fields";
import type { WorkflowFieldJson } from "@shared/workflows/template-json";
import type { KindText } from "@client/wizard/kind-text";

export function workflowFieldText(name: string, description: string): KindText {
  function field(definition: FieldDefinition, part: "label"): string;
  function field(definition: FieldDefinition, part: "label" | "help" | "placeholder"): string | undefined;
  function field(definition: FieldDefinition, part: "label" | "help" | "placeholder"): string | undefined {
    const words = definition as WorkflowFieldJson;
    return part === "label" ? words.label : part === "help" ? words.help : undefined;
  }
  return {
    title: name,
    description,
    tab: name,
    field,
    option: (definition, code) => (definition as WorkflowFieldJson).optionLabels?.[code] ?? code,
  };
}
