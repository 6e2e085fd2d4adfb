/**
 * The questionnaire engine's step logic, as plain functions: which questions a step shows, where a step lies, which
 * step holds a question, what is worth saving. The document wizard and the workflow runner both go through these.
 */
import { fieldApplies, type FieldDefinition } from "@shared/documents/fields";

/** A document kind's questions are shown 3 per step. */
const FIELDS_PER_STEP = 3;

/** Answers as the form holds them, by field name. */
export type Answers = Record<string, unknown>;

/** One step: its questions, or (with none) the read-only review of every answer. */
export interface QuestionnaireStep {
  id: string;
  fields: readonly FieldDefinition[];
  review?: true;
}

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
    const anchor =
      stepOf.get(field.when!.field) ??
      stepOf.get(alwaysAsked.findLast((other) => fields.indexOf(other) < index)?.name ?? "") ??
      0;
    return askedIn(anchor) < perStep || anchor === stepCount - 1 ? anchor : anchor + 1;
  });
  return Array.from({ length: stepCount }, (_, step) => fields.filter((_, index) => placed[index] === step));
}

/** The steps as the person sees them now: the same steps, each showing only the questions that apply. */
export function wizardSteps(fields: readonly FieldDefinition[], values: Answers, perStep = FIELDS_PER_STEP): FieldDefinition[][] {
  // A field whose `when` condition is not met (or whose question is not asked) is not asked.
  return layoutSteps(fields, perStep).map((step) => step.filter((field) => fieldApplies(field, values, fields)));
}

/** What an untouched form holds: empty text, an empty list for checkbox groups. */
export function emptyValues(fields: readonly FieldDefinition[]): Answers {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? [] : ""]));
}

export const REVIEW: QuestionnaireStep = { id: "review", fields: [], review: true };

/** A kind's questionnaire: its question steps, then the review. */
export function kindSteps(fields: readonly FieldDefinition[], values: Answers, perStep = FIELDS_PER_STEP): QuestionnaireStep[] {
  return [...wizardSteps(fields, values, perStep).map((step, index) => ({ id: `step-${index + 1}`, fields: step })), REVIEW];
}

/** The questions of a step she is asked now (a question whose condition is not met is not asked). */
export const shownFields = (
  step: QuestionnaireStep | undefined,
  values: Answers,
  all: readonly FieldDefinition[],
): FieldDefinition[] => (step?.fields ?? []).filter((field) => fieldApplies(field, values, all));

/** A saved step number inside the steps there are (a draft may name a step past the last one). */
export const clampStep = (step: number, count: number): number => Math.max(0, Math.min(Math.trunc(step) || 0, count - 1));

/** "Step N of M" and how far along she is: the share of steps before this one. */
export function positionOf(step: number, count: number): { number: number; count: number; done: number } {
  const at = clampStep(step, count);
  return { number: at + 1, count, done: count === 0 ? 0 : at / count };
}

/** The first step that asks one of the named questions (where to send her to fix an answer), if any. */
export function firstStepAsking(steps: readonly QuestionnaireStep[], names: readonly string[]): number | undefined {
  const index = steps.findIndex((step) => step.fields.some((field) => names.includes(field.name)));
  return index === -1 ? undefined : index;
}

/** The answers worth keeping: blanks and empty lists are left out. */
export function answered(values: Answers): Answers {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== "" && value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );
}
