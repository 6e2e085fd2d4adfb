/** Bodies of the cases API and the case it answers with; the client's forms use the same schemas. */
import { z } from "zod";
import { CASE_STATUSES, CASE_TYPES } from "./case-enums";
import { FLORIDA_COUNTIES } from "./counties";
import { validationMessage as message } from "./documents/field-messages";
import { FORM_DATA_LIMITS, jsonLimits, safeText } from "./safe-text";

export const CASE_TITLE_MAX_LENGTH = 200;
export const CASE_DESCRIPTION_MAX_LENGTH = 5000;
export const CASE_NUMBER_MAX_LENGTH = 60;

const title = safeText({ error: message("case.title") })
  .trim()
  .min(1, message("case.title"))
  .max(CASE_TITLE_MAX_LENGTH, message("case.tooLong", { max: CASE_TITLE_MAX_LENGTH }));

const description = safeText({ error: message("case.description") })
  .trim()
  .max(CASE_DESCRIPTION_MAX_LENGTH, message("case.tooLong", { max: CASE_DESCRIPTION_MAX_LENGTH }));

/** "" means none, like null; undefined (left out) means unchanged. */
const emptyToNull = <T>(value: T | "" | null | undefined) => (value === "" ? null : value);

const county = z
  .union([z.enum(FLORIDA_COUNTIES), z.literal("")], { error: message("case.county") })
  .nullish()
  .transform(emptyToNull);

const caseNumber = safeText({ error: message("case.caseNumber") })
  .trim()
  .max(CASE_NUMBER_MAX_LENGTH, message("case.tooLong", { max: CASE_NUMBER_MAX_LENGTH }))
  .nullish()
  .transform(emptyToNull);

const OBJECT_ERROR = { error: message("case.object") };

export const caseCreateSchema = z.object(
  {
    title,
    type: z.enum(CASE_TYPES, { error: message("case.type") }),
    description: description.default(""),
    county,
    /** The wizard's answers, kept with the case. */
    formData: z
      .record(z.string(), z.unknown(), { error: message("case.formData") })
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
      status: z.enum(CASE_STATUSES, { error: message("case.status") }).optional(),
      caseNumber,
    },
    OBJECT_ERROR,
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: message("case.noChange"),
  });
export type CaseUpdateInput = z.input<typeof caseUpdateSchema>;

export const caseJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  caseNumber: z.string().nullable(),
  type: z.enum(CASE_TYPES),
  status: z.enum(CASE_STATUSES),
  county: z.string().nullable(),
  formData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CaseJson = z.infer<typeof caseJsonSchema>;
