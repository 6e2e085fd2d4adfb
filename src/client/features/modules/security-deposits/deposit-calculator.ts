/**
 * What a tenant can ask for when a Florida landlord kept some or all of a security deposit (§ 83.49), in plain
 * words with citations. Pure: no React, no dates, so it can be unit tested.
 *
 * - No written notice of a claim in time (SD.claimNoticeDays; late or none): the landlord forfeited its claim, so the
 *   tenant asks for everything kept (§ 83.49(3)(a)). If the tenant left without written notice of vacating
 *   (SD.tenantVacatingNoticeDays), the landlord may not have had to send that notice (§ 83.49(5)); then only the
 *   deductions the tenant disputes are owed.
 * - Notice on time: the tenant asks for the deductions they dispute, i.e. what was wrongly withheld.
 * - Never doubled (there is no double damages in Florida). A lawsuit in small claims is capped at the small claims
 *   limit, which does not count court costs and attorney fees (§§ 83.49(3)(c), 83.48).
 */
import { formatDollars } from "@shared/florida/fees";
import { COURTS, SECURITY_DEPOSIT, SMALL_CLAIMS } from "@shared/florida/law";

export type ClaimNoticeTiming = "on_time" | "late" | "none";
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

/** One sentence of the explanation, with the law it rests on. */
export interface Reason {
  text: string;
  citation: string;
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

interface DepositError {
  ok: false;
  field: "deposit" | "kept" | "disputed";
  message: string;
}

const SD = SECURITY_DEPOSIT;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const isAmount = (amount: number) => Number.isFinite(amount) && amount >= 0;

function validate(input: DepositInput): DepositError | undefined {
  const { depositDollars, keptDollars, disputedDollars } = input;
  if (!isAmount(depositDollars) || depositDollars <= 0) {
    return { ok: false, field: "deposit", message: "Enter the deposit you paid. It must be more than $0." };
  }
  if (!isAmount(keptDollars)) {
    return { ok: false, field: "kept", message: "Enter how much the landlord kept. Enter 0 if it kept nothing." };
  }
  if (cents(keptDollars) > cents(depositDollars)) {
    return {
      ok: false,
      field: "kept",
      message: `The landlord cannot keep more than the deposit (${formatDollars(cents(depositDollars))}). Check both amounts.`,
    };
  }
  if (disputedDollars !== undefined) {
    if (!isAmount(disputedDollars)) {
      return { ok: false, field: "disputed", message: "Enter the amount you disagree with, or leave it empty." };
    }
    if (cents(disputedDollars) > cents(keptDollars)) {
      return {
        ok: false,
        field: "disputed",
        message: `This cannot be more than the amount the landlord kept (${formatDollars(cents(keptDollars))}).`,
      };
    }
  }
  return undefined;
}

function forfeitureReasons(input: DepositInput, kept: number): Reason[] {
  const days = SD.claimNoticeDays.value;
  const what = input.claimNotice === "none" ? "did not send you a written notice" : "sent its written notice too late";
  return [
    {
      text:
        `The landlord ${what}. It had to send one by certified mail within ${days} days after you moved out. ` +
        "A landlord who misses this loses the right to keep any of the deposit.",
      citation: SD.missedClaimNoticeForfeitsClaim.citation,
    },
    {
      text: `So you can ask for everything it kept: ${formatDollars(kept)}. The landlord can still sue you separately for damage.`,
      citation: SD.missedClaimNoticeForfeitsClaim.citation,
    },
  ];
}

function vacatingWarning(input: DepositInput, disputed: number): Reason | undefined {
  const days = SD.tenantVacatingNoticeDays.value;
  const fallback = `Then you would ask only for the part you say was kept wrongly: ${formatDollars(disputed)}.`;
  if (input.vacatingNotice === "no") {
    return {
      text:
        `You said you did not give the landlord ${days} days' written notice that you were moving out. Then the ` +
        `landlord may not have had to send you the notice, and may not lose its claim for missing it. ${fallback}`,
      citation: SD.tenantVacatingNoticeDays.citation,
    };
  }
  if (input.vacatingNotice === "yes") return undefined;
  return {
    text:
      `If you did not give the landlord ${days} days' written notice that you were moving out, with an address ` +
      `where you can be reached, the landlord may not have had to send you the notice. ${fallback}`,
    citation: SD.tenantVacatingNoticeDays.citation,
  };
}

/** The amount to demand and to claim in small claims, and why. */
export function calculateDepositClaim(input: DepositInput): DepositResult | DepositError {
  const error = validate(input);
  if (error) return error;
  const kept = cents(input.keptDollars);
  const disputed = cents(input.disputedDollars ?? input.keptDollars);
  const reasons: Reason[] = [];
  const warnings: Reason[] = [];
  let basis: DepositBasis;
  let demand: number;
  let fallbackDollars: number | null = null;

  if (kept === 0) {
    basis = "nothing_kept";
    demand = 0;
    reasons.push({
      text: "The landlord gave back your whole deposit, so there is nothing to ask for.",
      citation: SD.returnWithoutClaimDays.citation,
    });
  } else if (input.claimNotice !== "on_time") {
    basis = "forfeited";
    demand = kept;
    reasons.push(...forfeitureReasons(input, kept));
    const warning = vacatingWarning(input, disputed);
    if (warning) {
      warnings.push(warning);
      if (disputed < kept) fallbackDollars = disputed;
    }
  } else {
    demand = disputed;
    basis = disputed === 0 ? "nothing_disputed" : "disputed";
    reasons.push({
      text:
        "The landlord sent its notice on time, so it may keep deductions that are fair. " +
        (disputed === 0
          ? "You said you agree with all of them, so there is nothing to ask for."
          : `You can ask for the part you say was kept wrongly: ${formatDollars(disputed)}.`),
      citation: SD.claimNoticeDays.citation,
    });
    warnings.push({
      text:
        `You had ${SD.tenantObjectionDays.value} days after you got the notice to object in writing. If you did not ` +
        "object in time, the landlord may keep the amount it claimed.",
      citation: SD.tenantObjectionDays.citation,
    });
  }

  const limit = SMALL_CLAIMS.limitDollars.value;
  const overSmallClaimsLimit = demand > limit;
  if (overSmallClaimsLimit) {
    reasons.push({
      text:
        `Small claims court can award up to ${formatDollars(limit)}. To ask for the full ${formatDollars(demand)}, ` +
        `the case would go to county court (up to ${formatDollars(COURTS.countyCourtCivilLimitDollars.value)}), ` +
        "where the rules are more formal.",
      citation: `${SMALL_CLAIMS.limitDollars.citation}; ${COURTS.countyCourtCivilLimitDollars.citation}`,
    });
  }
  if (demand > 0) {
    reasons.push(
      { text: SD.prevailingPartyCostsAndFees.summary ?? "", citation: SD.prevailingPartyCostsAndFees.citation },
      { text: SD.doubleDamages.summary ?? "", citation: SD.doubleDamages.citation },
    );
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
