/**
 * The case predictor: a transparent, deterministic estimate from the factor table (factors.ts) and the base
 * expectations (base-expectations.ts). The same details and the same day always give the same prediction.
 * Words are message keys of the predictor catalog; numbers in their values come from the law modules.
 */
import { DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { smallClaimsTotalCosts } from "../florida/fees";
import { BASE_EXPECTATIONS, CHANCE_CEILING, CHANCE_FLOOR, type Side } from "./base-expectations";
import { checkTimeLimit, FACTORS } from "./factors";
import type { FactorResult, MessageRef, PredictionEstimate, SettlementRange } from "./prediction-json";
import type { CaseDetails, ConfidenceLevel, PredictorCaseType } from "./predictor-input";

/** At least this many answered factors make the answers "mostly complete" (high); at least MEDIUM, "partly" (medium). */
export const HIGH_CONFIDENCE_FACTORS = 4;
export const MEDIUM_CONFIDENCE_FACTORS = 2;

/** How far either side of the middle amount the illustrative range reaches, in points of score, by completeness. */
export const SETTLEMENT_SPREAD: Record<ConfidenceLevel, number> = { high: 10, medium: 20, low: 30 };

export function confidenceOf(dataPoints: number): ConfidenceLevel {
  if (dataPoints >= HIGH_CONFIDENCE_FACTORS) return "high";
  if (dataPoints >= MEDIUM_CONFIDENCE_FACTORS) return "medium";
  return "low";
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The values every factor sentence may use: the law's figures and the dates counted from her details. */
function messageValues(
  caseType: PredictorCaseType,
  details: CaseDetails,
  side: Side,
  today: string,
): Record<string, string | number> {
  const limit = checkTimeLimit(details, caseType, side, today);
  return {
    limitDollars: SMALL_CLAIMS.limitDollars.value,
    noticeDays: SECURITY_DEPOSIT.claimNoticeDays.value,
    writtenYears: DEBT.limitationsWrittenContractYears.value,
    oralYears: DEBT.limitationsOralContractOrOpenAccountYears.value,
    negligenceYears: DEBT.negligenceLimitYears.value,
    formerNegligenceYears: DEBT.formerNegligenceLimitYears.value,
    negligenceChangeDate: DEBT.negligenceLimitChangeDate.value,
    validationDays: DEBT.validationDisputeDays.value,
    evictionAnswerDays: LANDLORD_TENANT.evictionAnswerDays.value,
    depositCitation: LANDLORD_TENANT.evictionRentDepositRequired.citation,
    studentLoanCitation: DEBT.federalStudentLoansNoTimeLimit.citation,
    ...(limit.years !== undefined ? { years: limit.years } : {}),
    ...(limit.lastDay ? { lastDay: limit.lastDay } : {}),
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
  const values = messageValues(caseType, details, side, today);
  const factors: FactorResult[] = [];
  const strengths: MessageRef[] = [];
  const weaknesses: MessageRef[] = [];
  const recommendations: MessageRef[] = [];
  const warnings: MessageRef[] = (base.notes ?? []).map((id) => ({ key: `notes.${id}`, values }));

  for (const factor of FACTORS) {
    if (!factor.appliesTo.includes(caseType)) continue;
    const state = factor.assess({ details, side, caseType, today });
    const points = state === undefined ? 0 : (factor.points[side][state] ?? 0);
    const decisive = state !== undefined && (factor.floors?.[side]?.includes(state) ?? false);
    const warns = state !== undefined && (factor.warns?.[side]?.includes(state) ?? false);
    factors.push({
      id: factor.id,
      state: state ?? null,
      points,
      ...(decisive ? { decisive } : {}),
      citations: factor.law.map((law) => law.cited.citation),
    });
    const sentence = { key: `factors.${factor.id}.${side}.${state ?? "unknown"}`, values };
    if (warns) warnings.push(sentence);
    if (points > 0) strengths.push(sentence);
    if (points < 0 || state === undefined || decisive || warns) {
      weaknesses.push(sentence);
      recommendations.push({ key: `factors.${factor.id}.${side}.improve`, values });
    }
  }

  // A decisive answer puts the score at its lowest whatever else was answered; its points say what that took.
  const decisive = factors.find((factor) => factor.decisive);
  if (decisive) {
    const others = factors.reduce((sum, factor) => (factor === decisive ? sum : sum + factor.points), base.startingChance);
    decisive.points = Math.min(0, CHANCE_FLOOR - others);
  }
  const dataPoints = factors.filter((factor) => factor.state !== null).length;
  const confidenceLevel = confidenceOf(dataPoints);
  const moved = factors.reduce((sum, factor) => sum + factor.points, base.startingChance);
  const successProbability = decisive ? CHANCE_FLOOR : clamp(moved, CHANCE_FLOOR, CHANCE_CEILING);
  const amount = details.amountInDispute ?? undefined;
  const costs = courtCosts(side, amount);
  const smallClaimsTrack = amount !== undefined && amount <= SMALL_CLAIMS.limitDollars.value && caseType !== "personal_injury";
  // An eviction is not a small claims case: it has no pretrial or trial timetable, only the answer and deposit days.
  const eviction = base.timetable === "eviction";

  return {
    successProbability,
    estimatedDuration: eviction
      ? LANDLORD_TENANT.evictionAnswerDays.value
      : SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.value + SMALL_CLAIMS.trialWithinDaysAfterPretrial.value,
    durationIsLowerBound: eviction || !smallClaimsTrack,
    durationRule: base.timetable,
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
    warnings,
  };
}
