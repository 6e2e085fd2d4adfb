/**
 * The case predictor: a transparent, deterministic estimate from the factor table (factors.ts) and the base
 * expectations (base-expectations.ts). The same details and the same day always give the same prediction.
 * Words are message keys of the predictor catalog; numbers in their values come from the law modules.
 */
import { SECURITY_DEPOSIT, SMALL_CLAIMS, DEBT } from "../florida/law";
import { smallClaimsTotalCosts } from "../florida/fees";
import { BASE_EXPECTATIONS, CHANCE_CEILING, CHANCE_FLOOR, type Side } from "./base-expectations";
import { FACTORS, timeLimitEnds, timeLimitYears, type FactorId } from "./factors";
import type { CaseDetails, ConfidenceLevel, PredictorCaseType } from "./predictor-input";

/** A sentence of the predictor catalog: its key and the values it fills in (names ending in Dollars are money). */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

export interface FactorResult {
  id: FactorId;
  /** What the details showed, or null when they did not say (the factor is then not counted). */
  state: string | null;
  /** Points this factor moved the chance of success (0 when it found nothing or is neutral). */
  points: number;
  citations: string[];
}

export interface SettlementRange {
  min: number;
  likely: number;
  max: number;
}

export interface PredictionEstimate {
  successProbability: number;
  /** Days, from filing to the trial date the court rules allow. */
  estimatedDuration: number;
  /** True when the rules fix no timetable for this court, so the duration is the small claims timetable at least. */
  durationIsLowerBound: boolean;
  /** Whole dollars of court fees the law modules list. */
  estimatedCost: number;
  costIsLowerBound: boolean;
  /** Dollars she may recover (claimant) or pay (defending); null without an amount in dispute. */
  settlementRange: SettlementRange | null;
  side: Side;
  confidenceLevel: ConfidenceLevel;
  /** How many factors the details gave an answer to: the facts the estimate rests on (not similar cases). */
  dataPoints: number;
  factors: FactorResult[];
  strengths: MessageRef[];
  weaknesses: MessageRef[];
  recommendations: MessageRef[];
  alternativeStrategies: MessageRef[];
}

/** At least this many answered factors give high confidence; at least MEDIUM give medium. */
export const HIGH_CONFIDENCE_FACTORS = 4;
export const MEDIUM_CONFIDENCE_FACTORS = 2;

/** How far either side of the likely amount the settlement range reaches, in points of chance, by confidence. */
export const SETTLEMENT_SPREAD: Record<ConfidenceLevel, number> = { high: 10, medium: 20, low: 30 };

export function confidenceOf(dataPoints: number): ConfidenceLevel {
  if (dataPoints >= HIGH_CONFIDENCE_FACTORS) return "high";
  if (dataPoints >= MEDIUM_CONFIDENCE_FACTORS) return "medium";
  return "low";
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The values every factor sentence may use: the law's figures and the dates counted from her details. */
function messageValues(details: CaseDetails, side: Side): Record<string, string | number> {
  const years = timeLimitYears(details, side);
  return {
    limitDollars: SMALL_CLAIMS.limitDollars.value,
    noticeDays: SECURITY_DEPOSIT.claimNoticeDays.value,
    writtenYears: DEBT.limitationsWrittenContractYears.value,
    oralYears: DEBT.limitationsOralContractOrOpenAccountYears.value,
    years,
    validationDays: DEBT.validationDisputeDays.value,
    ...(details.eventDate ? { lastDay: timeLimitEnds(details.eventDate, years) } : {}),
  };
}

function courtCosts(side: Side, amount: number | undefined): { cost: number; lowerBound: boolean } {
  if (side === "defending") return { cost: 0, lowerBound: false };
  const limit = SMALL_CLAIMS.limitDollars.value;
  const known = amount !== undefined && amount > 0 && amount <= limit;
  // Unknown amount: the lowest tier; over the limit: a higher court, whose fees are at least the top tier's.
  const priced = known ? amount : amount !== undefined && amount > limit ? limit : 1;
  const costs = smallClaimsTotalCosts(priced, 1, "sheriff");
  if (!costs.ok) throw new Error(costs.message);
  return { cost: costs.knownTotal, lowerBound: !known };
}

function settlementRange(
  side: Side,
  amount: number | undefined,
  chance: number,
  confidence: ConfidenceLevel,
): SettlementRange | null {
  if (amount === undefined || amount <= 0) return null;
  // Claimant: what she may recover. Defending: what she may have to pay, which grows as her chance falls.
  const share = side === "claimant" ? chance : 100 - chance;
  const spread = SETTLEMENT_SPREAD[confidence];
  const dollars = (percent: number) => Math.round((amount * clamp(percent, 0, 100)) / 100);
  return { min: dollars(share - spread), likely: dollars(share), max: dollars(share + spread) };
}

export interface PredictInput {
  caseType: PredictorCaseType;
  details: CaseDetails;
  /** Today in Florida, "YYYY-MM-DD". */
  today: string;
}

export function predict({ caseType, details, today }: PredictInput): PredictionEstimate {
  const base = BASE_EXPECTATIONS[caseType];
  const { side } = base;
  const values = messageValues(details, side);
  const factors: FactorResult[] = [];
  const strengths: MessageRef[] = [];
  const weaknesses: MessageRef[] = [];
  const recommendations: MessageRef[] = [];

  for (const factor of FACTORS) {
    if (!factor.appliesTo.includes(caseType)) continue;
    const state = factor.assess({ details, side, caseType, today });
    const points = state === undefined ? 0 : (factor.points[side][state] ?? 0);
    factors.push({ id: factor.id, state: state ?? null, points, citations: factor.law.map((law) => law.cited.citation) });
    const sentence = { key: `factors.${factor.id}.${side}.${state ?? "unknown"}`, values };
    if (points > 0) strengths.push(sentence);
    if (points < 0 || state === undefined) {
      weaknesses.push(sentence);
      recommendations.push({ key: `factors.${factor.id}.${side}.improve`, values });
    }
  }

  const dataPoints = factors.filter((factor) => factor.state !== null).length;
  const confidenceLevel = confidenceOf(dataPoints);
  const moved = factors.reduce((sum, factor) => sum + factor.points, base.startingChance);
  const successProbability = clamp(moved, CHANCE_FLOOR, CHANCE_CEILING);
  const amount = details.amountInDispute ?? undefined;
  const costs = courtCosts(side, amount);
  const smallClaimsTrack = amount !== undefined && amount <= SMALL_CLAIMS.limitDollars.value && caseType !== "personal_injury";

  return {
    successProbability,
    estimatedDuration:
      SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.value + SMALL_CLAIMS.trialWithinDaysAfterPretrial.value,
    durationIsLowerBound: !smallClaimsTrack,
    estimatedCost: costs.cost,
    costIsLowerBound: costs.lowerBound,
    settlementRange: settlementRange(side, amount, successProbability, confidenceLevel),
    side,
    confidenceLevel,
    dataPoints,
    factors,
    strengths,
    weaknesses,
    recommendations,
    alternativeStrategies: base.alternatives.map((id) => ({ key: `alternatives.${id}`, values })),
  };
}
