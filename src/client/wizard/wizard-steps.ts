import { fieldApplies, type FieldDefinition } from "@shared/documents/fields";

/** Fields are shown 3 per step. */
const FIELDS_PER_STEP = 3;

export type WizardValues = Record<string, unknown>;

/**
 * Which step each field belongs to, whatever the answers: the questions that are always asked fill the steps,
 * `perStep` at a time, so the number of steps never changes. A conditional question joins the step of the
 * question it depends on when that step has room (or is the last), otherwise the step right after it; so it
 * appears where the person is answering, or on the very next step, and nothing before it moves.
 */
export function layoutSteps(fields: readonly FieldDefinition[], perStep = FIELDS_PER_STEP): FieldDefinition[][] {
  const alwaysAsked = fields.filter((field) => !field.when);
  const stepCount = Math.max(1, Math.ceil(alwaysAsked.length / perStep));
  const stepOf = new Map(alwaysAsked.map((field, index) => [field.name, Math.floor(index / perStep)]));
  const askedIn = (step: number) => alwaysAsked.slice(step * perStep, (step + 1) * perStep).length;
  const placed = fields.map((field, index) => {
    const own = stepOf.get(field.name);
    if (own !== undefined) return own;
    const anchor = stepOf.get(field.when!.field) ?? stepOf.get(alwaysAsked.findLast((other) => fields.indexOf(other) < index)?.name ?? "") ?? 0;
    return askedIn(anchor) < perStep || anchor === stepCount - 1 ? anchor : anchor + 1;
  });
  return Array.from({ length: stepCount }, (_, step) => fields.filter((_, index) => placed[index] === step));
}

/** The steps as the person sees them now: the same steps, each showing only the questions that apply. */
export function wizardSteps(fields: readonly FieldDefinition[], values: WizardValues, perStep = FIELDS_PER_STEP): FieldDefinition[][] {
  // A field whose `when` condition is not met (or whose question is not asked) is not asked.
  return layoutSteps(fields, perStep).map((step) => step.filter((field) => fieldApplies(field, values, fields)));
}

/** What an untouched form holds: empty text, an empty list for checkbox groups. */
export function emptyValues(fields: readonly FieldDefinition[]): WizardValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? [] : ""]));
}
