/**
 * What the case predictor is asked (POST /api/predictions takes caseType, county, caseDetails, caseId).
 * caseDetails holds the facts the model reads; each is optional, and an unanswered one makes the answers less complete
 * (confidenceLevel).
 */
import { z } from "zod";
import { FLORIDA_COUNTIES } from "../counties";
import { validationMessage as message } from "../documents/field-messages";
import { isoDateSchema } from "../date-schema";
import { safeText } from "../safe-text";

/** The case types the predictor knows. Never rename one: stored predictions keep them. */
export const PREDICTOR_CASE_TYPES = [
  "small_claims",
  "landlord_tenant",
  "security_deposit",
  "debt_collection",
  "contract_dispute",
  "personal_injury",
  "property_damage",
] as const;
export type PredictorCaseType = (typeof PREDICTOR_CASE_TYPES)[number];

/** The counties the form offers first (the most populous); any Florida county is accepted. */
export const PREDICTOR_COUNTIES = [
  "Miami-Dade",
  "Broward",
  "Palm Beach",
  "Hillsborough",
  "Orange",
  "Pinellas",
  "Duval",
  "Lee",
  "Polk",
  "Brevard",
  "Volusia",
  "Pasco",
] as const;

export const CONFIDENCE_LEVELS = ["high", "medium", "low"] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

/** How the landlord's notice of a claim on the deposit came (the deposit wizards' option codes). */
export const LANDLORD_NOTICE = ["not_received", "late", "timely"] as const;
export type LandlordNotice = (typeof LANDLORD_NOTICE)[number];

/**
 * What kind of claim it is, which sets its § 95.11 time limit: a written contract, an oral agreement or an open or
 * store account, or harm caused by carelessness (negligence: a car accident, damage to property, an injury).
 */
export const CLAIM_KINDS = ["written_contract", "oral_or_account", "negligence"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const MAX_DESCRIPTION_CHARS = 5000;
/** Far above any claim a person brings without a lawyer; keeps the arithmetic in safe integers. */
export const MAX_AMOUNT_DOLLARS = 10_000_000;

const isoDate = isoDateSchema(message("predictor.date"));
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: message("predictor.choice") });
const MISSING_INFORMATION = message("predictor.missingInformation");

export const caseDetailsSchema = z.strictObject(
  {
    description: safeText({ error: message("predictor.description") })
      .trim()
      .max(MAX_DESCRIPTION_CHARS, message("predictor.tooLong", { max: MAX_DESCRIPTION_CHARS }))
      .default(""),
    amountInDispute: z
      .number({ error: message("predictor.amount", { max: MAX_AMOUNT_DOLLARS }) })
      .min(0, message("predictor.amount", { max: MAX_AMOUNT_DOLLARS }))
      .max(MAX_AMOUNT_DOLLARS, message("predictor.amount", { max: MAX_AMOUNT_DOLLARS }))
      .nullish(),
    eventDate: isoDate.nullish(),
    evidence: choice(YES_NO).nullish(),
    writtenAgreement: choice(YES_NO).nullish(),
    demandSent: choice(YES_NO).nullish(),
    landlordNotice: choice(LANDLORD_NOTICE).nullish(),
    claimKind: choice(CLAIM_KINDS).nullish(),
    /** Debt defense: whether the debt is a federal student loan, which has no time limit (20 U.S.C. § 1091a(a)). */
    federalStudentLoan: choice(YES_NO).nullish(),
    /** Eviction defense: whether the rent was paid into the court registry or a motion to determine rent filed. */
    rentDeposited: choice(YES_NO).nullish(),
  },
  { error: message("predictor.object") },
);
export type CaseDetails = z.output<typeof caseDetailsSchema>;
export type CaseDetailsInput = z.input<typeof caseDetailsSchema>;

export const predictionCreateSchema = z.object({
  caseType: z.enum(PREDICTOR_CASE_TYPES, { error: MISSING_INFORMATION }),
  county: z.enum(FLORIDA_COUNTIES, { error: MISSING_INFORMATION }),
  caseDetails: caseDetailsSchema.default({ description: "" }),
  caseId: z.uuid({ error: message("predictor.caseId") }).nullish(),
});
export type PredictionCreate = z.output<typeof predictionCreateSchema>;
export type PredictionCreateInput = z.input<typeof predictionCreateSchema>;
