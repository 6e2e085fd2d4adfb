/** A prediction as the API answers it, with the model's reasons (predict.ts makes the estimate part). */
import { z } from "zod";
import { FACTOR_IDS } from "./factors";
import { CLAIM_KINDS, CONFIDENCE_LEVELS, LANDLORD_NOTICE, PREDICTOR_CASE_TYPES, YES_NO } from "./predictor-input";

/** A sentence of the predictor catalog: its key and the values it fills in (names ending in Dollars are money). */
export const messageRefSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type MessageRef = z.infer<typeof messageRefSchema>;

export const factorResultSchema = z.object({
  id: z.enum(FACTOR_IDS),
  /** What the details showed, or null when they did not say (the factor is then not counted). */
  state: z.string().nullable(),
  /** Points this factor moved the score (0 when it found nothing or is neutral). */
  points: z.number(),
  /** True when its state is decisive: the score is put at its lowest, and `points` is what that took. */
  decisive: z.boolean().optional(),
  citations: z.array(z.string()),
});
export type FactorResult = z.infer<typeof factorResultSchema>;

export const settlementRangeSchema = z.object({ min: z.number(), likely: z.number(), max: z.number() });
export type SettlementRange = z.infer<typeof settlementRangeSchema>;

export const predictionEstimateSchema = z.object({
  /**
   * The spec's field (0-100): a score from her own answers and the stated rules, not a statistical probability.
   * The screen shows it as "N out of 100", never as a percentage.
   */
  successProbability: z.number().min(0).max(100),
  /**
   * Days. Small claims: from filing to the trial date the court rules allow. Eviction: the business days she has to
   * answer and deposit the rent, as a lower bound (an eviction moves in days to weeks, with no trial timetable).
   */
  estimatedDuration: z.number(),
  /** True when the rules fix no timetable for this court, so the duration is a lower bound. */
  durationIsLowerBound: z.boolean(),
  /** Which timetable the duration comes from: the small claims rules, or an eviction's summary procedure. */
  durationRule: z.enum(["smallClaims", "eviction"]),
  /** Whole dollars of court fees the law modules list. */
  estimatedCost: z.number(),
  costIsLowerBound: z.boolean(),
  /**
   * An illustration, not a forecast: the amount times the score, widened when fewer questions are answered. Dollars
   * she may recover (claimant) or pay (defending); null without an amount in dispute.
   */
  settlementRange: settlementRangeSchema.nullable(),
  side: z.enum(["claimant", "defending"]),
  /** The spec's field: how complete her answers are (how many factors were answered), not a statistical confidence. */
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  /** How many factors the details gave an answer to: the facts the estimate rests on (not similar cases). */
  dataPoints: z.number().int(),
  factors: z.array(factorResultSchema),
  strengths: z.array(messageRefSchema),
  weaknesses: z.array(messageRefSchema),
  recommendations: z.array(messageRefSchema),
  alternativeStrategies: z.array(messageRefSchema),
  /** What she must know before anything else: lost defenses, no time limit on a federal student loan, a lawyer. */
  warnings: z.array(messageRefSchema),
});
export type PredictionEstimate = z.infer<typeof predictionEstimateSchema>;

/**
 * The details a prediction rests on, as stored: the form's answers merged with the case's, which the form's limits
 * (caseDetailsSchema) do not bound.
 */
const storedCaseDetailsSchema = z.object({
  description: z.string(),
  amountInDispute: z.number().nullish(),
  eventDate: z.string().nullish(),
  evidence: z.enum(YES_NO).nullish(),
  writtenAgreement: z.enum(YES_NO).nullish(),
  demandSent: z.enum(YES_NO).nullish(),
  landlordNotice: z.enum(LANDLORD_NOTICE).nullish(),
  claimKind: z.enum(CLAIM_KINDS).nullish(),
  federalStudentLoan: z.enum(YES_NO).nullish(),
  rentDeposited: z.enum(YES_NO).nullish(),
});

export const predictionJsonSchema = predictionEstimateSchema.extend({
  id: z.string(),
  caseId: z.string().nullable(),
  caseType: z.enum(PREDICTOR_CASE_TYPES),
  county: z.string(),
  caseDetails: storedCaseDetailsSchema,
  createdAt: z.string(),
});
export type PredictionJson = z.infer<typeof predictionJsonSchema>;
