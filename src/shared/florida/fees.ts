/** Small claims court costs, from the fee figures in law.ts. */
import { COURTS, SMALL_CLAIMS, type FilingFeeTier } from "./law";
import { formatMoney } from "../i18n/format";

export const FEE_NOTE = "Fees can vary slightly by county; check your clerk.";

export type SmallClaimsService = "sheriff" | "certified_mail";

export interface FeeError {
  ok: false;
  message: string;
}

export interface FilingFee {
  ok: true;
  fee: number;
  citation: string;
  note: typeof FEE_NOTE;
}

export interface CostLine {
  label: string;
  /** Whole dollars, or null when the clerk sets it (certified mail postage). */
  amount: number | null;
  citation: string;
}

export interface SmallClaimsCosts {
  ok: true;
  lines: CostLine[];
  /** Sum of the lines with a known amount. */
  knownTotal: number;
  /** True when some line (certified mail postage) is not included in knownTotal. */
  hasUnknownCosts: boolean;
  notes: string[];
}

function claimAmountError(amountDollars: number): FeeError | undefined {
  if (!Number.isFinite(amountDollars) || amountDollars <= 0) {
    return { ok: false, message: "Enter the amount you are asking for. It must be more than $0." };
  }
  const limit = SMALL_CLAIMS.limitDollars.value;
  if (amountDollars > limit) {
    return {
      ok: false,
      message:
        `Small claims court only handles claims up to ${formatMoney(limit, "whole")} ` +
        `(${SMALL_CLAIMS.limitDollars.citation}). ` +
        `A bigger claim goes to county court (up to ${formatMoney(COURTS.countyCourtCivilLimitDollars.value, "whole")}) ` +
        "or circuit court, where the rules and fees are different.",
    };
  }
  return undefined;
}

function tierFor(amountDollars: number): FilingFeeTier | undefined {
  return SMALL_CLAIMS.filingFeeTiers.value.find((tier) =>
    tier.includesUpTo ? amountDollars <= tier.upToDollars : amountDollars < tier.upToDollars,
  );
}

/** The clerk's filing fee for a small claims case asking for `amountDollars`. */
export function smallClaimsFilingFee(amountDollars: number): FilingFee | FeeError {
  const error = claimAmountError(amountDollars);
  if (error) return error;
  const tier = tierFor(amountDollars);
  if (!tier) return { ok: false, message: "No filing fee is listed for that amount. Check with your clerk." };
  return { ok: true, fee: tier.feeDollars, citation: SMALL_CLAIMS.filingFeeTiers.citation, note: FEE_NOTE };
}

/** Filing fee, one summons per defendant, and service on each defendant. */
export function smallClaimsTotalCosts(
  amountDollars: number,
  defendants: number,
  service: SmallClaimsService,
): SmallClaimsCosts | FeeError {
  const filing = smallClaimsFilingFee(amountDollars);
  if (!filing.ok) return filing;
  if (!Number.isInteger(defendants) || defendants < 1) {
    return { ok: false, message: "Enter how many people or businesses you are suing (at least 1)." };
  }
  const { summonsFeeDollars, sheriffServiceFeeDollars, certifiedMailServiceOnlyForFloridaResidents } = SMALL_CLAIMS;
  const each = defendants === 1 ? "1 defendant" : `${defendants} defendants`;
  const lines: CostLine[] = [
    { label: "Filing fee", amount: filing.fee, citation: filing.citation },
    {
      label: `Summons (${formatMoney(summonsFeeDollars.value, "whole")} each, ${each})`,
      amount: summonsFeeDollars.value * defendants,
      citation: summonsFeeDollars.citation,
    },
    service === "sheriff"
      ? {
          label: `Sheriff service (${formatMoney(sheriffServiceFeeDollars.value, "whole")} each, ${each})`,
          amount: sheriffServiceFeeDollars.value * defendants,
          citation: sheriffServiceFeeDollars.citation,
        }
      : {
          label: `Certified mail service (postage set by your clerk, ${each})`,
          amount: null,
          citation: certifiedMailServiceOnlyForFloridaResidents.citation,
        },
  ];
  const notes: string[] = [FEE_NOTE];
  const residentsOnly = certifiedMailServiceOnlyForFloridaResidents.summary;
  if (service === "certified_mail" && residentsOnly) notes.push(residentsOnly);
  return {
    ok: true,
    lines,
    knownTotal: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    hasUnknownCosts: lines.some((line) => line.amount === null),
    notes,
  };
}
