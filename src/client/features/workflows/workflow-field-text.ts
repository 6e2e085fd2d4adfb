/** A workflow template's field words (already in the definition's JSON) in the shape the questionnaire's controls read. */
import type { FieldDefinition } from "@shared/documents/fields";
import type { WorkflowFieldJson } from "@shared/workflows/definition-json";
import type { FieldText } from "@client/questionnaire/field-text";

export function workflowFieldText(name: string): FieldText {
  function field(definition: FieldDefinition, part: "label"): string;
  function field(definition: FieldDefinition, part: "label" | "help" | "placeholder"): string | undefined;
  function field(definition: FieldDefinition, part: "label" | "help" | "placeholder"): string | undefined {
    const words = definition as WorkflowFieldJson;
    return part === "label" ? words.label : part === "help" ? words.help : undefined;
  }
  return {
    title: name,
    field,
    option: (definition, code) => (definition as WorkflowFieldJson).optionLabels?.[code] ?? code,
  };
}
