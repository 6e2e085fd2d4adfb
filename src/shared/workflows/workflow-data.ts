/**
 * A workflow's answers against its definition. Saving checks what is there (types, limits, options) and lets her
 * stop half-way: nothing is required yet and a description may still be short. Generating checks everything the
 * definition asks. Then the answers become the kind's answers through the definition's `toKind` table.
 */
import type { z } from "zod";
import { buildSchema } from "../documents/build-schema";
import type { FieldDefinition } from "../documents/fields";
import type { WorkflowDefinition } from "./workflow-definition";

type Answers = Record<string, unknown>;

function draftField(field: FieldDefinition): FieldDefinition {
  const { minLength: _minLength, ...rest } = field as FieldDefinition & { minLength?: number };
  return { ...rest, required: false } as FieldDefinition;
}

const draftSchemas = new Map<string, z.ZodType<Answers, Answers>>();
const finalSchemas = new Map<string, z.ZodType<Answers, Answers>>();

/** Checks saved answers: every value well formed, nothing required. */
export function draftSchema(definition: WorkflowDefinition): z.ZodType<Answers, Answers> {
  let schema = draftSchemas.get(definition.type);
  if (!schema) {
    schema = buildSchema(definition.fields.map(draftField)) as z.ZodType<Answers, Answers>;
    draftSchemas.set(definition.type, schema);
  }
  return schema;
}

/** Checks answers before generating: required fields and minimum lengths too. */
export function finalSchema(definition: WorkflowDefinition): z.ZodType<Answers, Answers> {
  let schema = finalSchemas.get(definition.type);
  if (!schema) {
    schema = buildSchema(definition.fields) as z.ZodType<Answers, Answers>;
    finalSchemas.set(definition.type, schema);
  }
  return schema;
}

/** Names in the answers that no field of the definition has. */
export const unknownFields = (definition: WorkflowDefinition, data: Answers): string[] =>
  Object.keys(data).filter((name) => !definition.fields.some((field) => field.name === name));

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== "";

/** The kind's answers made from the workflow's answers, through the `toKind` table (joined text in table order). */
export function toKindAnswers(definition: WorkflowDefinition, data: Readonly<Answers>): Answers {
  const answers: Answers = { ...definition.fixed };
  for (const [name, target] of Object.entries(definition.toKind)) {
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
