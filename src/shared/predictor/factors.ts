/**
 * The predictor's factor table: each fact the model reads, which answer moves the chance how many points, and the
 * law-module entry the reasoning rests on. The "How the prediction works" page prints this table; the catalog
 * (locales/en/predictor.json, factors.<id>.<state>) says in words what each state means and how to improve it.
 */
import { DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "../florida/law";
import { addCalendarDays } from "../florida/iso-date";
import type { Side } from "./base-expectations";
import type { CaseDetails, ClaimKind, PredictorCaseType } from "./predictor-input";

export const FACTOR_IDS = [
  "evidence",
  "writtenAgreement",
  "demandSent",
  "landlordNotice",
  "amountWithinLimit",
  "timeLimit",
  "rentDeposited",
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
  /** Points the score moves, for each side and each state the factor can find. */
  points: Record<Side, Record<string, number>>;
  /** Decisive states: whatever else the details say, they put the score at its lowest (CHANCE_FLOOR). */
  floors?: Partial<Record<Side, readonly string[]>>;
  /** States whose sentence is also a warning shown above the results. */
  warns?: Partial<Record<Side, readonly string[]>>;
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

/** Case types whose claim is always one for harm caused by carelessness (negligence). */
export const NEGLIGENCE_TYPES: readonly PredictorCaseType[] = ["personal_injury", "property_damage"];
/** Case types on which the form asks what kind of claim it is (contract, account or negligence). */
export const CLAIM_KIND_TYPES: readonly PredictorCaseType[] = ["small_claims", "contract_dispute", "debt_collection"];

/**
 * The § 95.11 time limit in years for a kind of claim: 5 on a written contract, 4 on an oral one or an account,
 * 2 for negligence arising on or after 24 March 2023 (ch. 2023-15) and 4 for negligence arising before.
 */
export function limitYearsOf(kind: ClaimKind, eventDate: string): number {
  if (kind === "written_contract") return DEBT.limitationsWrittenContractYears.value;
  if (kind === "oral_or_account") return DEBT.limitationsOralContractOrOpenAccountYears.value;
  return eventDate < DEBT.negligenceLimitChangeDate.value
    ? DEBT.formerNegligenceLimitYears.value
    : DEBT.negligenceLimitYears.value;
}

/**
 * The kinds of claim the details leave possible. The case type or her answer decides it; without an answer, the
 * signed agreement tells a contract's kind, and a small claim may also be one for carelessness.
 */
export function possibleClaimKinds(details: CaseDetails, caseType: PredictorCaseType): readonly ClaimKind[] {
  if (NEGLIGENCE_TYPES.includes(caseType)) return ["negligence"];
  if (details.claimKind) return [details.claimKind];
  const contract: ClaimKind[] =
    details.writtenAgreement === "yes"
      ? ["written_contract"]
      : details.writtenAgreement === "no"
        ? ["oral_or_account"]
        : ["written_contract", "oral_or_account"];
  return caseType === "small_claims" ? [...contract, "negligence"] : contract;
}

export type TimeLimitState = "inTime" | "expired" | "federalStudentLoan" | "maybeStudentLoan";

export interface TimeLimitCheck {
  /** Undefined when the details do not give the date, or the answer depends on a kind of claim they do not give. */
  state: TimeLimitState | undefined;
  /** The limit the sentence names, and its last day. */
  years?: number;
  lastDay?: string;
}

/**
 * Whether the time limit to sue has passed. A period is applied only when every kind of claim the details leave
 * possible gives the same answer. Then the sentence names the earliest end for a claimant still in time (so she
 * does not count on a later one) and the latest end otherwise. A federal student loan has no time limit
 * (20 U.S.C. § 1091a(a)): a defending person gets no time-limit points unless she says the debt is not one.
 */
export function checkTimeLimit(details: CaseDetails, caseType: PredictorCaseType, side: Side, today: string): TimeLimitCheck {
  if (side === "defending" && details.federalStudentLoan === "yes") return { state: "federalStudentLoan" };
  const eventDate = details.eventDate;
  if (!eventDate) return { state: undefined };
  const limits = possibleClaimKinds(details, caseType)
    .map((kind) => {
      const years = limitYearsOf(kind, eventDate);
      return { years, lastDay: timeLimitEnds(eventDate, years) };
    })
    .sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.years - b.years);
  const earliest = limits[0]!;
  const latest = limits[limits.length - 1]!;
  if (today <= earliest.lastDay) return { state: "inTime", ...(side === "claimant" ? earliest : latest) };
  if (today <= latest.lastDay) return { state: undefined };
  if (side === "defending" && details.federalStudentLoan !== "no") return { state: "maybeStudentLoan", ...latest };
  return { state: "expired", ...latest };
}

/** The last day of the time limit: the event date plus whole years. */
export function timeLimitEnds(eventDate: string, years: number): string {
  const [year, month, day] = eventDate.split("-").map(Number) as [number, number, number];
  const sameDay = `${String(year + years).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  // 29 February in a year without one: the limit ends on 1 March.
  return sameDay.endsWith("-02-29") && (year + years) % 4 !== 0 ? addCalendarDays(sameDay.replace("-29", "-28"), 1) : sameDay;
}

const yesNo = (answer: "yes" | "no" | null | undefined) => answer ?? undefined;
const TIME_LIMIT_TYPES: readonly PredictorCaseType[] = [
  ...CONTRACT_TYPES.filter((type) => type !== "landlord_tenant"),
  ...NEGLIGENCE_TYPES,
];

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
    reads: ["eventDate", "claimKind", "writtenAgreement", "federalStudentLoan"],
    appliesTo: TIME_LIMIT_TYPES,
    law: [
      { entry: "DEBT.limitationsWrittenContractYears", cited: DEBT.limitationsWrittenContractYears },
      { entry: "DEBT.limitationsOralContractOrOpenAccountYears", cited: DEBT.limitationsOralContractOrOpenAccountYears },
      { entry: "DEBT.negligenceLimitYears", cited: DEBT.negligenceLimitYears },
      { entry: "DEBT.formerNegligenceLimitYears", cited: DEBT.formerNegligenceLimitYears },
      { entry: "DEBT.federalStudentLoansNoTimeLimit", cited: DEBT.federalStudentLoansNoTimeLimit },
    ],
    // A claim filed too late is lost; a debt sued on too late can be defeated, if the defense is raised. A federal
    // student loan never becomes too old, so a debt that may be one earns nothing for its age.
    points: {
      claimant: { inTime: 0, expired: -40 },
      defending: { inTime: 0, expired: 30, federalStudentLoan: 0, maybeStudentLoan: 0 },
    },
    warns: { defending: ["federalStudentLoan", "maybeStudentLoan"] },
    assess: ({ details, side, caseType, today }) => checkTimeLimit(details, caseType, side, today).state,
  },
  {
    id: "rentDeposited",
    reads: ["rentDeposited"],
    appliesTo: ["landlord_tenant"],
    law: [
      { entry: "LANDLORD_TENANT.evictionRentDepositRequired", cited: LANDLORD_TENANT.evictionRentDepositRequired },
      { entry: "LANDLORD_TENANT.evictionAnswerDays", cited: LANDLORD_TENANT.evictionAnswerDays },
    ],
    // Without the deposit or a motion to determine rent, every defense but payment is waived and the landlord can
    // get a default without a hearing: nothing else she answers can help.
    points: { claimant: {}, defending: { yes: 5, no: 0 } },
    floors: { defending: ["no"] },
    warns: { defending: ["no"] },
    assess: ({ details }) => yesNo(details.rentDeposited),
  },
];

export function findFactor(id: FactorId): FactorDefinition {
  const factor = FACTORS.find((candidate) => candidate.id === id);
  if (!factor) throw new Error(`Unknown factor ${id}`);
  return factor;
}
