/**
 * What a tenant can ask for when a Florida landlord kept some or all of a security deposit (§ 83.49). Pure: no
 * React, no dates, no words: each reason is a message id (modules catalog, securityDeposits.calculator.reasons.*)
 * with its figures and the law it rests on, so it can be unit tested and read in any language.
 *
 * - No written notice of a claim in time (late or none): the forfeiture rule of § 83.49(3)(a) decides, through the
 *   one shared rule function (claimNoticeForfeiture). A notice by e-mail under a signed e-mail addendum counts
 *   (§ 83.505), and a tenant who claims a forfeiture wrongly can owe the landlord's fees (§ 83.49(3)(c)): the
 *   result always warns to check how the notice came. If the tenant left without written notice of vacating, the
 *   landlord may not have had to send that notice (§ 83.49(5)); then only the deductions the tenant disputes are
 *   owed, so the result warns and gives that fallback.
 * - Notice on time: the tenant asks for the deductions they dispute, i.e. what was wrongly withheld.
 * - Never doubled (there is no double damages in Florida). A lawsuit in small claims is capped at the small claims
 *   limit, which does not count court costs and attorney fees (§§ 83.49(3)(c), 83.48).
 */
import { COURTS, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "@shared/florida/law";
import { claimNoticeForfeiture, type ClaimNoticeTiming, type VacatingNoticeGiven } from "@shared/florida/security-deposit-rules";

export type { ClaimNoticeTiming } from "@shared/florida/security-deposit-rules";
export type VacatingNotice = "yes" | "no" | "unsure";

export interface DepositInput {
  /** The whole security deposit paid. */
  depositDollars: number;
  /** How much the landlord kept (did not give back), including any deductions it claimed. */
  keptDollars: number;
  /** The part of what was kept that the tenant says is wrong; when absent, all of it. */
  disputedDollars?: number;
  /** Did the landlord's written notice of a claim come in time (SD.claimNoticeDays after moving out)? */
  claimNotice: ClaimNoticeTiming;
  /** Did the tenant give written notice of moving out in time (SD.tenantVacatingNoticeDays)? Optional. */
  vacatingNotice?: VacatingNotice;
}

/** The messages a result can hold (securityDeposits.calculator.reasons.<id>); "lawSummary" shows the law's own sentence. */
export const REASON_IDS = [
  "nothingKept",
  "noNotice",
  "lateNotice",
  "askForEverything",
  "noVacatingNotice",
  "unsureVacatingNotice",
  "noticeOnTimeNothingDisputed",
  "noticeOnTimeDisputed",
  "objectionWindow",
  "overSmallClaimsLimit",
  "lawSummary",
] as const;
export type ReasonId = (typeof REASON_IDS)[number];

/** One sentence of the explanation: a message id, its figures, and the law it rests on. */
export interface Reason {
  id: ReasonId;
  /** Dollar figures (shown as money). */
  amounts?: Record<string, number>;
  /** Other figures (days). */
  counts?: Record<string, number>;
  laws: readonly Cited<unknown>[];
}

type DepositBasis = "nothing_kept" | "forfeited" | "disputed" | "nothing_disputed";

export interface DepositResult {
  ok: true;
  basis: DepositBasis;
  /** The amount to ask the landlord for in a demand letter. */
  demandDollars: number;
  /** The amount to claim in small claims court: the demand, capped at the small claims limit. */
  lawsuitDollars: number;
  /** True when the demand is more than small claims court can award. */
  overSmallClaimsLimit: boolean;
  /** When the forfeiture may not apply (§ 83.49(5)), what the tenant could still ask for; otherwise null. */
  fallbackDollars: number | null;
  reasons: Reason[];
  warnings: Reason[];
}

/** The messages an input error can hold (securityDeposits.calculator.errors.<id>). */
export const ERROR_IDS = ["depositRequired", "keptRequired", "keptOverDeposit", "disputedInvalid", "disputedOverKept"] as const;
export type DepositErrorId = (typeof ERROR_IDS)[number];

export interface DepositError {
  ok: false;
  field: "deposit" | "kept" | "disputed";
  id: DepositErrorId;
  amounts?: Record<string, number>;
}

const SD = SECURITY_DEPOSIT;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const isAmount = (amount: number) => Number.isFinite(amount) && amount >= 0;

const VACATING_NOTICE: Record<VacatingNotice, VacatingNoticeGiven> = { yes: "given", no: "not_given", unsure: "unknown" };

function validate(input: DepositInput): DepositError | undefined {
  const { depositDollars, keptDollars, disputedDollars } = input;
  if (!isAmount(depositDollars) || depositDollars <= 0)
    return { ok: false, field: "deposit", id: "depositRequired", amounts: { minimum: 0 } };
  if (!isAmount(keptDollars)) return { ok: false, field: "kept", id: "keptRequired" };
  if (cents(keptDollars) > cents(depositDollars)) {
    return { ok: false, field: "kept", id: "keptOverDeposit", amounts: { deposit: cents(depositDollars) } };
  }
  if (disputedDollars !== undefined) {
    if (!isAmount(disputedDollars)) return { ok: false, field: "disputed", id: "disputedInvalid" };
    if (cents(disputedDollars) > cents(keptDollars)) {
      return { ok: false, field: "disputed", id: "disputedOverKept", amounts: { kept: cents(keptDollars) } };
    }
  }
  return undefined;
}

function forfeitureReasons(input: DepositInput, kept: number): Reason[] {
  const laws = [SD.missedClaimNoticeForfeitsClaim, SD.claimNoticeByEmailWithAddendum];
  return [
    { id: input.claimNotice === "none" ? "noNotice" : "lateNotice", counts: { days: SD.claimNoticeDays.value }, laws },
    { id: "askForEverything", amounts: { amount: kept }, laws },
  ];
}

/** The forfeiture in doubt under § 83.49(5): the warning, with what the tenant would ask for then. */
function vacatingWarning(uncertainty: "excused" | "uncertain", disputed: number): Reason {
  return {
    id: uncertainty === "excused" ? "noVacatingNotice" : "unsureVacatingNotice",
    counts: { days: SD.tenantVacatingNoticeDays.value },
    amounts: { amount: disputed },
    laws: [SD.tenantVacatingNoticeDays],
  };
}

/** The amount to demand and to claim in small claims, and why. */
export function calculateDepositClaim(input: DepositInput): DepositResult | DepositError {
  const error = validate(input);
  if (error) return error;
  const kept = cents(input.keptDollars);
  const disputed = cents(input.disputedDollars ?? input.keptDollars);
  const forfeiture = claimNoticeForfeiture({
    claimNotice: input.claimNotice,
    vacatingNotice: VACATING_NOTICE[input.vacatingNotice ?? "unsure"],
  });
  const reasons: Reason[] = [];
  const warnings: Reason[] = [];
  let basis: DepositBasis;
  let demand: number;
  let fallbackDollars: number | null = null;

  if (kept === 0) {
    basis = "nothing_kept";
    demand = 0;
    reasons.push({ id: "nothingKept", laws: [SD.returnWithoutClaimDays] });
  } else if (forfeiture !== "not_forfeited") {
    basis = "forfeited";
    demand = kept;
    reasons.push(...forfeitureReasons(input, kept));
    warnings.push({ id: "lawSummary", laws: [SD.wrongForfeitureClaimRisksFees] });
    if (forfeiture !== "forfeited") {
      warnings.push(vacatingWarning(forfeiture, disputed));
      if (disputed < kept) fallbackDollars = disputed;
    }
  } else {
    demand = disputed;
    basis = disputed === 0 ? "nothing_disputed" : "disputed";
    reasons.push(
      disputed === 0
        ? { id: "noticeOnTimeNothingDisputed", laws: [SD.claimNoticeDays] }
        : { id: "noticeOnTimeDisputed", amounts: { amount: disputed }, laws: [SD.claimNoticeDays] },
    );
    warnings.push({ id: "objectionWindow", counts: { days: SD.tenantObjectionDays.value }, laws: [SD.tenantObjectionDays] });
  }

  const limit = SMALL_CLAIMS.limitDollars.value;
  const overSmallClaimsLimit = demand > limit;
  if (overSmallClaimsLimit) {
    reasons.push({
      id: "overSmallClaimsLimit",
      amounts: { limit, demand, countyLimit: COURTS.countyCourtCivilLimitDollars.value },
      laws: [SMALL_CLAIMS.limitDollars, COURTS.countyCourtCivilLimitDollars],
    });
  }
  if (demand > 0) {
    reasons.push({ id: "lawSummary", laws: [SD.prevailingPartyCostsAndFees] }, { id: "lawSummary", laws: [SD.doubleDamages] });
  }

  return {
    ok: true,
    basis,
    demandDollars: demand,
    lawsuitDollars: Math.min(demand, limit),
    overSmallClaimsLimit,
    fallbackDollars,
    reasons,
    warnings,
  };
}
