/**
 * The one zod schema of a set of wizard fields. The wizard validates each step with it, the server validates
 * templateData with it, and its output type is what the PDF template receives.
 */
import { z } from "zod";
import { isIsoDate } from "../florida/iso-date";
import { DATE_RANGE, isoDateSchema } from "../date-schema";
import { safeText } from "../safe-text";
import { fieldMessage } from "./field-messages";
import {
  DEFAULT_MAX_LENGTH,
  fieldApplies,
  type CheckboxField,
  type ChoiceField,
  type FieldDefinition,
  type FieldValues,
} from "./fields";
import { refuseUnprintable } from "./printable-charset";
import { floridaDay } from "../florida/florida-day";

/** The spec's messages (part 2, section 5) and ours for what the spec does not cover: keys of validation.json. */
const FIELD_MESSAGES = {
  required: fieldMessage("required"),
  max: (max: number) => fieldMessage("max", { max }),
  min: (min: number) => fieldMessage("min", { min }),
  number: fieldMessage("number"),
  cents: fieldMessage("cents"),
  date: fieldMessage("date"),
  birthDateFuture: fieldMessage("birthDateFuture"),
  minAge: (years: number) => fieldMessage("minAge", { years }),
  option: fieldMessage("option"),
  atLeastOne: fieldMessage("atLeastOne"),
  tooLong: (max: number) => fieldMessage("tooLong", { max }),
  tooShort: (min: number) => fieldMessage("tooShort", { min }),
  text: fieldMessage("text"),
  email: fieldMessage("email"),
  phone: fieldMessage("phone"),
  answers: fieldMessage("answers"),
} as const;

/**
 * Turns another name of an option (its English label, as the spec's clients send it) into its code; undefined
 * when the value names no option. The server supplies one built from the English catalog.
 */
export type OptionResolver = (field: ChoiceField | CheckboxField, value: string) => string | undefined;

export interface BuildOptions {
  resolveOption?: OptionResolver;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9()\-.\s]+$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/** Blank answers count as not given: the wizard sends "" for an empty input. */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value;
}

const invalidOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? FIELD_MESSAGES.required : message;

/** Blank answers become undefined before the field's own schema, which accepts undefined when optional. */
function answer(prepare: (value: unknown) => unknown, schema: z.ZodType, optional: boolean): z.ZodType {
  return z.preprocess(prepare, optional ? schema.optional() : schema);
}

function textSchema(field: Extract<FieldDefinition, { type: "text" | "textarea" }>, optional: boolean) {
  const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
  let schema = safeText({ error: invalidOr(FIELD_MESSAGES.text) })
    .max(maxLength, FIELD_MESSAGES.tooLong(maxLength))
    .superRefine(refuseUnprintable);
  if (field.minLength !== undefined) schema = schema.min(field.minLength, FIELD_MESSAGES.tooShort(field.minLength));
  if (field.format === "email") schema = schema.regex(EMAIL, FIELD_MESSAGES.email);
  if (field.format === "phone") {
    schema = schema.refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
    }, FIELD_MESSAGES.phone);
  }
  // A number typed into a text field (a case number, say) is still an answer.
  return answer((value) => blankToUndefined(typeof value === "number" ? String(value) : value), schema, optional);
}

function toNumber(value: unknown, money: boolean): unknown {
  const blank = blankToUndefined(value);
  if (typeof blank !== "string") return blank;
  const cleaned = money ? blank.replace(/[$,\s]/g, "") : blank.replace(/\s/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

function numberSchema(field: Extract<FieldDefinition, { type: "number" }>, optional: boolean) {
  let schema = z.number({ error: invalidOr(FIELD_MESSAGES.number) });
  if (field.min !== undefined) schema = schema.min(field.min, FIELD_MESSAGES.min(field.min));
  if (field.max !== undefined) schema = schema.max(field.max, FIELD_MESSAGES.max(field.max));
  const money = field.format === "money";
  const checked = money
    ? schema
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, FIELD_MESSAGES.cents)
        .transform((value) => Math.round(value * 100) / 100)
    : schema;
  return answer((value) => toNumber(value, money), checked, optional);
}

/** True when someone born on `birthDate` is at least `years` old on `today` (both "YYYY-MM-DD"). */
export function isAtLeastYearsOld(birthDate: string, years: number, today: string): boolean {
  const birthday = `${String(Number(birthDate.slice(0, 4)) + years).padStart(4, "0")}${birthDate.slice(4)}`;
  return birthday <= today;
}

/** The dates a form accepts: the range every date of the app keeps (date-schema.ts). */
export const DEFAULT_DATE_RANGE = DATE_RANGE;

function dateSchema(field: Extract<FieldDefinition, { type: "date" }>, optional: boolean) {
  const date = isoDateSchema(FIELD_MESSAGES.date, { error: invalidOr(FIELD_MESSAGES.date) });
  const { minAgeYears } = field;
  const checked =
    minAgeYears === undefined
      ? date
      : date
          .refine((value) => !isIsoDate(value) || value <= floridaDay(), FIELD_MESSAGES.birthDateFuture)
          .refine((value) => {
            const today = floridaDay();
            // A date in the future has its own message above.
            return !isIsoDate(value) || value > today || isAtLeastYearsOld(value, minAgeYears, today);
          }, FIELD_MESSAGES.minAge(minAgeYears));
  return answer(blankToUndefined, checked, optional);
}

/** An option given by another name (its label) becomes its code; codes and unknown values pass unchanged. */
function toCode(field: ChoiceField | CheckboxField, value: unknown, resolve: OptionResolver | undefined): unknown {
  if (!resolve || typeof value !== "string" || field.options.includes(value)) return value;
  return resolve(field, value) ?? value;
}

function choiceSchema(field: ChoiceField, optional: boolean, resolve: OptionResolver | undefined) {
  const choice = z.enum(field.options as [string, ...string[]], { error: invalidOr(FIELD_MESSAGES.option) });
  return answer((value) => toCode(field, blankToUndefined(value), resolve), choice, optional);
}

function checkboxSchema(field: CheckboxField, resolve: OptionResolver | undefined) {
  const item = z.enum(field.options as [string, ...string[]], { error: FIELD_MESSAGES.option });
  const list = z.array(item, { error: FIELD_MESSAGES.option }).transform((values) => [...new Set(values)]);
  const checked = field.required && !field.when ? list.refine((values) => values.length > 0, FIELD_MESSAGES.atLeastOne) : list;
  // A single ticked box may arrive as a bare string from a plain HTML form.
  return z.preprocess((value) => {
    const blank = blankToUndefined(value);
    if (blank === undefined) return [];
    const items = typeof blank === "string" ? [blank] : blank;
    return Array.isArray(items) ? items.map((item) => toCode(field, item, resolve)) : items;
  }, checked);
}

function fieldSchema(field: FieldDefinition, resolve: OptionResolver | undefined): z.ZodType {
  // A conditional field is checked as optional here; whether it is required is decided with the other answers.
  const optional = !field.required || Boolean(field.when);
  switch (field.type) {
    case "text":
    case "textarea":
      return textSchema(field, optional);
    case "number":
      return numberSchema(field, optional);
    case "date":
      return dateSchema(field, optional);
    case "select":
    case "radio":
      return choiceSchema(field, optional, resolve);
    case "checkbox":
      return checkboxSchema(field, resolve);
  }
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Derives the schema of a set of fields; its output is the typed data a template receives, options as codes. */
export function buildSchema<const Fields extends readonly FieldDefinition[]>(
  fields: Fields,
  options: BuildOptions = {},
): z.ZodType<FieldValues<Fields>, Record<string, unknown>> {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, options.resolveOption)]));
  const conditional = fields.filter((field) => field.when);
  const applies = (field: FieldDefinition, data: Record<string, unknown>) => fieldApplies(field, data, fields);

  const object = z.object(shape, { error: FIELD_MESSAGES.answers });
  const checked = conditional
    .filter((field) => field.required)
    .reduce<z.ZodType>(
      (schema, field) =>
        schema.refine(
          (data) => {
            if (typeof data !== "object" || data === null) return true;
            const record = data as Record<string, unknown>;
            return !applies(field, record) || !isMissing(record[field.name]);
          },
          // Runs even when other fields failed, so the person sees every missing answer at once.
          { message: FIELD_MESSAGES.required, path: [field.name], when: () => true },
        ),
      object,
    );
  const result = checked.transform((data) => {
    const record = { ...(data as Record<string, unknown>) };
    for (const field of conditional) {
      if (!applies(field, record)) record[field.name] = field.type === "checkbox" ? [] : undefined;
    }
    return record;
  });
  return result as unknown as z.ZodType<FieldValues<Fields>, Record<string, unknown>>;
}
