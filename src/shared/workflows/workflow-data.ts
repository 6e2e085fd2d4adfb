/**
 * A workflow's answers against its template. Saving checks what is there (types, limits, options) and lets her
 * stop half-way: nothing is required yet and a description may still be short. Generating checks everything the
 * template asks. Then the answers become the kind's answers through the template's `toKind` table.
 */
import type { z } from "zod";
import { buildSchema } from "../documents/build-schema";
import type { FieldDefinition } from "../documents/fields";
import type { WorkflowTemplate } from "./workflow-template";

type Answers = Record<string, unknown>;

function draftField(field: FieldDefinition): FieldDefinition {
  const { minLength: _minLength, ...rest } = field as FieldDefinition & { minLength?: number };
  return { ...rest, required: false } as FieldDefinition;
}

const draftSchemas = new Map<string, z.ZodType<Answers, Answers>>();
const finalSchemas = new Map<string, z.ZodType<Answers, Answers>>();

/** Checks saved answers: every value well formed, nothing required. */
export function draftSchema(template: WorkflowTemplate): z.ZodType<Answers, Answers> {
  let schema = draftSchemas.get(template.type);
  if (!schema) {
    schema = buildSchema(template.fields.map(draftField)) as z.ZodType<Answers, Answers>;
    draftSchemas.set(template.type, schema);
  }
  return schema;
}

/** Checks answers before generating: required fields and minimum lengths too. */
export function finalSchema(template: WorkflowTemplate): z.ZodType<Answers, Answers> {
  let schema = finalSchemas.get(template.type);
  if (!schema) {
    schema = buildSchema(template.fields) as z.ZodType<Answers, Answers>;
    finalSchemas.set(template.type, schema);
  }
  return schema;
}

/** Names in the answers that no field of the template has. */
export const unknownFields = (template: WorkflowTemplate, data: Answers): string[] =>
  Object.keys(data).filter((name) => !template.fields.some((field) => field.name === name));

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== "";

/** The kind's answers made from the workflow's answers, through the `toKind` table (joined text in table order). */
export function toKindAnswers(template: WorkflowTemplate, data: Readonly<Answers>): Answers {
  const answers: Answers = { ...template.fixed };
  for (const [name, target] of Object.entries(template.toKind)) {
    const value = data[name];
    if (!isGiven(value)) continue;
    if (typeof target === "object") {
      if (value !== "yes") continue;
      const list = Array.isArray(answers[target.field]) ? (answers[target.field] as unknown[]) : [];
      answers[target.field] = [...list, target.tickWhenYes];
    } else if (typeof answers[target] === "string" && typeof value === "string") {
      answers[target] = `${answers[target]}\n${value}`;
    } else {
      answers[target] = value;
    }
  }
  return answers;
}
