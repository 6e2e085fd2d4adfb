/**
 * What the translator knows about the paper it explains (POST /api/translate): its kind, what it states (case,
 * court, parties, hearing, amounts, dates), what she must do and by when, and which wizard or workflow answers it.
 * Read on the server (src/server/papers/), computed for the POST answer only. Words: the Translator screen's
 * catalog (locales/<language>/translator.json, `paper.*`).
 */
import { z } from "zod";
import { isoDateSchema } from "./date-schema";
import { validationMessage } from "./documents/field-messages";

export const PAPER_KINDS = [
  "eviction_summons",
  "three_day_notice",
  "seven_day_notice_cure",
  "seven_day_notice_no_cure",
  "small_claims_summons",
  "county_court_summons",
  "final_judgment",
  "writ_of_possession",
  "motion_for_default",
  "collection_letter",
  "deposit_claim_notice",
  "hoa_violation_notice",
  "lease_or_addendum",
  "other",
] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** What an amount is, when the paper says so. */
export const AMOUNT_LABELS = [
  "rent_owed",
  "claim_amount",
  "debt_amount",
  "deposit_held",
  "deposit_claimed",
  "judgment_amount",
  "fine",
] as const;
export type AmountLabel = (typeof AMOUNT_LABELS)[number];

export const PAPER_COURTS = ["county", "circuit"] as const;

/** The catalog namespace of the action texts and kind names. */
export const PAPER_NAMESPACE = "translator";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string().nullable();

export const paperJsonSchema = z.object({
  kind: z.enum(PAPER_KINDS),
  caseNumber: text,
  court: z.enum(PAPER_COURTS).nullable(),
  /** A Florida county's name as FLORIDA_COUNTIES spells it. */
  county: text,
  /** Each as the paper writes it; null when the paper does not name it. */
  parties: z.object({ plaintiff: text, defendant: text, landlord: text, tenant: text, creditor: text }),
  /** The hearing or pretrial conference the paper sets: time as "HH:MM" (24 hours), place as written. */
  hearing: z.object({ date: isoDate.nullable(), time: text, place: text }).nullable(),
  /** Every dollar amount, in the order written; `label` null when the paper does not say what it is. */
  amounts: z.array(z.object({ label: z.enum(AMOUNT_LABELS).nullable(), amount: z.number(), text: z.string() })),
  /** The paper's own date (dated, signed or ordered on). */
  paperDate: isoDate.nullable(),
  /** The day the paper says it was delivered, served, posted or mailed. */
  deliveredOn: isoDate.nullable(),
});
export type PaperJson = z.infer<typeof paperJsonSchema>;

/**
 * A message of the translator catalog (`key` in PAPER_NAMESPACE) and its values: numbers are figures, values whose
 * name ends in "Date" (or is "date") are "YYYY-MM-DD", any other string is quoted from the paper as written.
 */
export const paperMessageSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PaperMessage = z.infer<typeof paperMessageSchema>;

export const paperActionSchema = z.object({
  what: paperMessageSchema,
  /** The last day to act ("YYYY-MM-DD"); null when it cannot be counted (the text then says what is missing). */
  dueDate: isoDate.nullable(),
  /** The rule or statute; null when the law module holds none for it. */
  citation: z.string().nullable(),
});
export type PaperActionJson = z.infer<typeof paperActionSchema>;

/** The catalog kind whose wizard answers the paper, its workflow if one ends in it, and answers read from the paper. */
export const paperNextStepSchema = z.object({
  documentKind: z.string(),
  workflow: z.string().nullable(),
  prefill: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PaperNextStepJson = z.infer<typeof paperNextStepSchema>;

/**
 * What POST /api/translate takes besides the paper: `receivedOn`, the day she was given it ("YYYY-MM-DD", within the
 * app's date range), from which the deadlines that run from receipt are counted.
 */
export const paperOptionsSchema = z.object({
  receivedOn: isoDateSchema(validationMessage("translation.receivedOn")).optional(),
});
