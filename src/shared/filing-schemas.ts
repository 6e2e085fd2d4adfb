/**
 * After filing: the case number the clerk gave, the day it was filed, the pretrial conference
 * date from the summons, and how and when each defendant is being served. Certified mail is only for a defendant
 * who lives in Florida (Fla. Sm. Cl. R. 7.070).
 */
import { z } from "zod";
import { isoDateSchema } from "./date-schema";
import { validationMessage as message } from "./documents/field-messages";
import { safeText } from "./safe-text";

export const SERVICE_METHODS = ["sheriff", "certified_mail", "process_server"] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];

/** More defendants than one small claims case ever has, few enough to keep the record small. */
export const MAX_SERVED_DEFENDANTS = 20;
const NAME_MAX_LENGTH = 200;
const CASE_NUMBER_MAX_LENGTH = 60;

const date = isoDateSchema(message("filing.date"));

export const serviceRecordSchema = z
  .object(
    {
      defendant: safeText({ error: message("filing.defendant") })
        .trim()
        .min(1, message("filing.defendant"))
        .max(NAME_MAX_LENGTH, message("case.tooLong", { max: NAME_MAX_LENGTH })),
      method: z.enum(SERVICE_METHODS, { error: message("filing.method") }),
      /** Where the defendant lives decides whether certified mail is allowed. */
      floridaResident: z.boolean({ error: message("filing.floridaResident") }),
      /** The day the papers were delivered, once known. */
      servedOn: date.optional(),
    },
    { error: message("filing.object") },
  )
  .refine((record) => record.method !== "certified_mail" || record.floridaResident, {
    message: message("filing.certifiedMailResidents"),
    path: ["method"],
  });
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;

export const caseFilingSchema = z
  .object(
    {
      caseNumber: safeText({ error: message("case.caseNumber") })
        .trim()
        .min(1, message("case.caseNumber"))
        .max(CASE_NUMBER_MAX_LENGTH, message("case.tooLong", { max: CASE_NUMBER_MAX_LENGTH })),
      filedOn: date,
      /** The day and time of the pretrial conference the clerk wrote on the summons. */
      pretrialDate: date.optional(),
      service: z
        .array(serviceRecordSchema, { error: message("filing.object") })
        .max(MAX_SERVED_DEFENDANTS, message("filing.tooMany", { max: MAX_SERVED_DEFENDANTS })),
    },
    { error: message("filing.object") },
  )
  .refine((filing) => !filing.pretrialDate || filing.pretrialDate >= filing.filedOn, {
    message: message("filing.pretrialBeforeFiling"),
    path: ["pretrialDate"],
  });
export type CaseFiling = z.infer<typeof caseFilingSchema>;
export type CaseFilingInput = z.input<typeof caseFilingSchema>;

/** One thing that comes next, with its date when there is one. */
export const nextStepSchema = z.object({
  /** What it is: "serve", "counterclaims", "pretrial", "bring", "trial". */
  key: z.string(),
  /** Said in the request's language. */
  text: z.string(),
  date: z.string().optional(),
  citation: z.string().optional(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

export const filingAnswerSchema = z.object({
  filing: caseFilingSchema.nullable(),
  nextSteps: z.array(nextStepSchema),
});
export type FilingAnswer = z.infer<typeof filingAnswerSchema>;
