import type { FieldDefinition } from "@shared/documents/fields";

/** Spec part 2, section 2: fields are shown 3 per step. */
const FIELDS_PER_STEP = 3;

export type WizardValues = Record<string, unknown>;

/** A field whose `when` condition is not met is not asked. */
export function visibleFields(fields: readonly FieldDefinition[], values: WizardValues): FieldDefinition[] {
  return fields.filter((field) => !field.when || values[field.when.field] === field.when.equals);
}

export function splitIntoSteps(fields: readonly FieldDefinition[], perStep = FIELDS_PER_STEP): FieldDefinition[][] {
  const steps: FieldDefinition[][] = [];
  for (let i = 0; i < fields.length; i += perStep) steps.push(fields.slice(i, i + perStep));
  return steps;
}

/** What an untouched form holds: empty text, an empty list for checkbox groups. */
export function emptyValues(fields: readonly FieldDefinition[]): WizardValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? [] : ""]));
}
