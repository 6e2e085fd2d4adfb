/** Bodies of the cases API and the case it answers with; the client's forms use the same schemas. */
import { z } from "zod";
import { CASE_STATUSES, CASE_TYPES, type CaseStatus, type CaseType } from "./case-enums";
import { FLORIDA_COUNTIES } from "./counties";
import { FORM_DATA_LIMITS, jsonLimits, safeText } from "./safe-text";

export const CASE_TITLE_MAX_LENGTH = 200;
export const CASE_DESCRIPTION_MAX_LENGTH = 5000;
export const CASE_NUMBER_MAX_LENGTH = 60;

const title = safeText({ error: "Please give the case a title" })
  .trim()
  .min(1, "Please give the case a title")
  .max(CASE_TITLE_MAX_LENGTH, `Please use at most ${CASE_TITLE_MAX_LENGTH} characters`);

const description = safeText({ error: "Please describe the case in words" })
  .trim()
  .max(CASE_DESCRIPTION_MAX_LENGTH, `Please use at most ${CASE_DESCRIPTION_MAX_LENGTH} characters`);

/** "" means none, like null; undefined (left out) means unchanged. */
const emptyToNull = <T>(value: T | "" | null | undefined) => (value === "" ? null : value);

const county = z
  .union([z.enum(FLORIDA_COUNTIES), z.literal("")], { error: "Please choose a Florida county" })
  .nullish()
  .transform(emptyToNull);

const caseNumber = safeText({ error: "Please type the case number" })
  .trim()
  .max(CASE_NUMBER_MAX_LENGTH, `Please use at most ${CASE_NUMBER_MAX_LENGTH} characters`)
  .nullish()
  .transform(emptyToNull);

const OBJECT_ERROR = { error: "Please send the case as a JSON object" };

export const caseCreateSchema = z.object(
  {
    title,
    type: z.enum(CASE_TYPES, { error: "Please choose a case type" }),
    description: description.default(""),
    county,
    /** The wizard's answers, kept with the case. */
    formData: z
      .record(z.string(), z.unknown(), { error: "formData must be an object" })
      .check(jsonLimits(FORM_DATA_LIMITS))
      .default({}),
  },
  OBJECT_ERROR,
);
export type CaseCreateInput = z.input<typeof caseCreateSchema>;

export const caseUpdateSchema = z
  .object(
    {
      title: title.optional(),
      description: description.optional(),
      county,
      status: z.enum(CASE_STATUSES, { error: "Please choose a status" }).optional(),
      caseNumber,
    },
    OBJECT_ERROR,
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Please change at least one thing",
  });
export type CaseUpdateInput = z.input<typeof caseUpdateSchema>;

export interface CaseJson {
  id: string;
  title: string;
  description: string;
  caseNumber: string | null;
  type: CaseType;
  status: CaseStatus;
  county: string | null;
  formData: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}
