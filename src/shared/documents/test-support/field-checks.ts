/**
 * The catalog tests' table-driven checks of a kind's fields: the messages its schema gives for a set of answers,
 * and one test per field that must be given, per choice limited to its options, per answer refused.
 */
import { expect, it } from "vitest";
import type { z } from "zod";
import type { FieldDefinition } from "../fields";
import { englishMessage } from "./english-messages";

/** The messages by field path ("defenses.1"); {} when the answers are valid. */
type FieldErrors = Record<string, string[]>;

function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: FieldErrors = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(englishMessage(issue.message));
  return out;
}

/** Checks of one kind (or one bare schema) against `valid`, a complete set of answers it accepts. */
export function fieldChecks(kind: { schema: z.ZodType; fields?: readonly FieldDefinition[] }, valid: Record<string, unknown>) {
  const errors = (input: Record<string, unknown>) => errorsOf(kind.schema, input);
  return {
    errors,
    field: (name: string): FieldDefinition | undefined => kind.fields?.find((candidate) => candidate.name === name),
    /** Each field left blank is refused as required, and nothing else is. */
    itRequires(names: readonly string[]) {
      it.each(names)("requires %s", (name) => {
        expect(errors({ ...valid, [name]: "" })).toEqual({ [name]: ["This field is required"] });
      });
    },
    /** Each checkbox list left empty asks for at least one box. */
    itRequiresABox(names: readonly string[]) {
      it.each(names)("requires at least one box in %s", (name) => {
        expect(errors({ ...valid, [name]: [] })).toEqual({ [name]: ["Please choose at least one"] });
      });
    },
    /** Each field given a value that is not one of its options is refused. */
    itAcceptsOnlyOptions(cases: [name: string, value: string][]) {
      it.each(cases)("accepts only the options of %s", (name, value) => {
        expect(errors({ ...valid, [name]: value })).toEqual({ [name]: ["Please choose one of the options"] });
      });
    },
    /** Each change to the valid answers gives exactly one message, on one field. */
    itRefuses(cases: [change: Record<string, unknown>, name: string, message: string][]) {
      it.each(cases)("refuses %j", (change, name, message) => {
        expect(errors({ ...valid, ...change })).toEqual({ [name]: [message] });
      });
    },
  };
}
