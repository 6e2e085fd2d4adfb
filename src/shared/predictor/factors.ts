/**
 * The predictor's factor table: each fact the model reads, which answer moves the chance how many points, and the
 * law-module entry the reasoning rests on. The "How the prediction works" page prints this table; the catalog
 * (locales/en/predictor.json, factors.<id>.<state>) says in words what each state means and how to improve it.
 */
import { DEBT, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "../florida/law";
import { addCalendarDays } from "../florida/iso-date";
import type { Side } from "./base-expectations";
import type { CaseDetails, PredictorCaseType } from "./predictor-input";

export const FACTOR_IDS = [
  "evidence",
  "writtenAgreement",
  "demandSent",
  "landlordNotice",
  "amountWithinLimit",
  "timeLimit",
] as const;
export type FactorId = (typeof FACTOR_IDS)[number];

export interface LawReference {
  /** Where the entry lives in the law modules, e.g. "SMALL_CLAIMS.limitDollars". */
  entry: string;
  cited: Cited<unknown>;
}

export interface AssessContext {
  details: CaseDetails;
  side: Side;
  caseType: PredictorCaseType;
  /** Today in Florida, "YYYY-MM-DD": time limits and notice deadlines are counted to it. */
  today: string;
}

export interface FactorDefinition {
  id: FactorId;
  /** The case details the factor reads (names in caseDetails). */
  reads: readonly (keyof CaseDetails)[];
  appliesTo: readonly PredictorCaseType[];
  law: readonly LawReference[];
  /** Points the chance moves, for each side and each state the factor can find. */
  points: Record<Side, Record<string, number>>;
  /** The state the details show, or undefined when they do not say. */
  assess(context: AssessContext): string | undefined;
}

const ALL_TYPES: readonly PredictorCaseType[] = [
  "small_claims",
  "landlord_tenant",
  "security_deposit",
  "debt_collection",
  "contract_dispute",
  "personal_injury",
  "property_damage",
];
const CONTRACT_TYPES: readonly PredictorCaseType[] = [
  "small_claims",
  "landlord_tenant",
  "security_deposit",
  "debt_collection",
  "contract_dispute",
];
const MONEY_TYPES: readonly PredictorCaseType[] = [
  "small_claims",
  "security_deposit",
  "debt_collection",
  "contract_dispute",
  "property_damage",
];

/** The § 95.11 time limit in years: 5 on a written contract, 4 on an oral one or an account. */
export function timeLimitYears(details: CaseDetails, side: Side): number {
  const written = DEBT.limitationsWrittenContractYears.value;
  const oral = DEBT.limitationsOralContractOrOpenAccountYears.value;
  if (details.writtenAgreement === "yes") return written;
  if (details.writtenAgreement === "no") return oral;
  // Unknown: assume what is worse for her, so the estimate does not lean on a guess in her favour.
  return side === "claimant" ? oral : written;
}

/** The last day of the time limit: the event date plus whole years. */
export function timeLimitEnds(eventDate: string, years: number): string {
  const [year, month, day] = eventDate.split("-").map(Number) as [number, number, number];
  const sameDay = `${String(year + years).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  // 29 February in a year without one: the limit ends on 1 March.
  return sameDay.endsWith("-02-29") && (year + years) % 4 !== 0 ? addCalendarDays(sameDay.replace("-29", "-28"), 1) : sameDay;
}

const yesNo = (answer: "yes" | "no" | null | undefined) => answer ?? undefined;

export const FACTORS: readonly FactorDefinition[] = [
  {
    id: "evidence",
    reads: ["evidence"],
    appliesTo: ALL_TYPES,
    law: [{ entry: "SMALL_CLAIMS.summaryDispositionAtPretrial", cited: SMALL_CLAIMS.summaryDispositionAtPretrial }],
    points: { claimant: { yes: 10, no: -10 }, defending: { yes: 10, no: -10 } },
    assess: ({ details }) => yesNo(details.evidence),
  },
  {
    id: "writtenAgreement",
    reads: ["writtenAgreement"],
    appliesTo: CONTRACT_TYPES,
    law: [{ entry: "DEBT.complaintMustAttachContract", cited: DEBT.complaintMustAttachContract }],
    // Her own signed paper helps her prove the claim; against her, it helps the other side prove theirs.
    points: { claimant: { yes: 10, no: -5 }, defending: { yes: -5, no: 5 } },
    assess: ({ details }) => yesNo(details.writtenAgreement),
  },
  {
    id: "demandSent",
    reads: ["demandSent"],
    appliesTo: ["small_claims", "security_deposit", "contract_dispute", "property_damage", "personal_injury"],
    law: [{ entry: "SMALL_CLAIMS.mediationAtPretrial", cited: SMALL_CLAIMS.mediationAtPretrial }],
    points: { claimant: { yes: 5, no: -5 }, defending: {} },
    assess: ({ details }) => yesNo(details.demandSent),
  },
  {
    id: "landlordNotice",
    reads: ["landlordNotice", "eventDate"],
    appliesTo: ["security_deposit"],
    law: [
      { entry: "SECURITY_DEPOSIT.claimNoticeDays", cited: SECURITY_DEPOSIT.claimNoticeDays },
      { entry: "SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim", cited: SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim },
    ],
    points: { claimant: { missed: 25, timely: -10, stillTime: 0 }, defending: {} },
    assess: ({ details, today }) => {
      if (details.landlordNotice === "timely") return "timely";
      if (details.landlordNotice === "late") return "missed";
      if (details.landlordNotice !== "not_received") return undefined;
      // No notice yet: the landlord has missed the deadline only once its days after moving out have passed.
      if (!details.eventDate) return undefined;
      const lastDay = addCalendarDays(details.eventDate, SECURITY_DEPOSIT.claimNoticeDays.value);
      return today > lastDay ? "missed" : "stillTime";
    },
  },
  {
    id: "amountWithinLimit",
    reads: ["amountInDispute"],
    appliesTo: MONEY_TYPES,
    law: [{ entry: "SMALL_CLAIMS.limitDollars", cited: SMALL_CLAIMS.limitDollars }],
    // Over the limit a small claim must go to a higher court or give up the excess: harder without a lawyer.
    points: { claimant: { within: 0, over: -10 }, defending: { within: 0, over: 0 } },
    assess: ({ details }) => {
      if (details.amountInDispute === undefined || details.amountInDispute === null) return undefined;
      return details.amountInDispute <= SMALL_CLAIMS.limitDollars.value ? "within" : "over";
    },
  },
  {
    id: "timeLimit",
    reads: ["eventDate", "writtenAgreement"],
    appliesTo: CONTRACT_TYPES.filter((type) => type !== "landlord_tenant"),
    law: [
      { entry: "DEBT.limitationsWrittenContractYears", cited: DEBT.limitationsWrittenContractYears },
      { entry: "DEBT.limitationsOralContractOrOpenAccountYears", cited: DEBT.limitationsOralContractOrOpenAccountYears },
    ],
    // A claim filed too late is lost; a debt sued on too late can be defeated, if the defense is raised.
    points: { claimant: { inTime: 0, expired: -40 }, defending: { inTime: 0, expired: 30 } },
    assess: ({ details, side, today }) => {
      if (!details.eventDate) return undefined;
      return today > timeLimitEnds(details.eventDate, timeLimitYears(details, side)) ? "expired" : "inTime";
    },
  },
];

export function findFactor(id: FactorId): FactorDefinition {
  const factor = FACTORS.find((candidate) => candidate.id === id);
  if (!factor) throw new Error(`Unknown factor ${id}`);
  return factor;
}
