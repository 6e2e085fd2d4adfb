import type { TemplateVariableJson } from "@shared/templates/template-schemas";
import { extractVariables } from "@shared/templates/variables";

/**
 * A template's variables: one per {{name}} in its text, in order. What the person said about a variable (its
 * type, description, default) is kept; a described variable no longer in the text is dropped.
 */
export function variablesOf(template: string, described: readonly TemplateVariableJson[]): TemplateVariableJson[] {
  const byName = new Map(described.map((variable) => [variable.name, variable]));
  return extractVariables(template).map(
    (name) =>
      byName.get(name) ?? { name, type: /date/i.test(name) ? "date" : "text", required: true, description: "", defaultValue: "" },
  );
}
