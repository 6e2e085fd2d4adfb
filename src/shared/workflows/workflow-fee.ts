/**
 * What filing a workflow's papers costs, from the law module: small claims fees are tiered by the amount claimed
 * (fees.ts), and each defendant needs a summons and service. A workflow whose paper is not filed (a notice, a
 * letter) has no fee.
 */
import { SMALL_CLAIMS, type FilingFeeTier } from "../florida/law";
import { FEE_NOTE, smallClaimsFilingFee } from "../florida/fees";

export interface FeeExtra {
  /** Its words: workflows.json `fees.<code>`. */
  code: "summons" | "sheriff_service";
  amountDollars: number;
  citation: string;
}

export interface WorkflowFee {
  tiers: readonly FilingFeeTier[];
  /** The workflow field whose amount picks the tier. */
  amountField: string;
  citation: string;
  /** Per defendant, on top of the filing fee. */
  extras: readonly FeeExtra[];
  note: string;
  /** The smallest filing fee, shown on the definition card ("from $55"). */
  fromDollars: number;
}

export function smallClaimsWorkflowFee(amountField: string): WorkflowFee {
  const tiers = SMALL_CLAIMS.filingFeeTiers.value;
  return {
    tiers,
    amountField,
    citation: SMALL_CLAIMS.filingFeeTiers.citation,
    extras: [
      { code: "summons", amountDollars: SMALL_CLAIMS.summonsFeeDollars.value, citation: SMALL_CLAIMS.summonsFeeDollars.citation },
      {
        code: "sheriff_service",
        amountDollars: SMALL_CLAIMS.sheriffServiceFeeDollars.value,
        citation: SMALL_CLAIMS.sheriffServiceFeeDollars.citation,
      },
    ],
    note: FEE_NOTE,
    fromDollars: Math.min(...tiers.map((tier) => tier.feeDollars)),
  };
}

/** The filing fee for the amount answered so far, or undefined while there is no valid amount. */
export function workflowFilingFee(fee: WorkflowFee, data: Readonly<Record<string, unknown>>): number | undefined {
  const raw = data[fee.amountField];
  const amount = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.replace(/[$,\s]/g, "")) : NaN;
  if (!Number.isFinite(amount)) return undefined;
  const result = smallClaimsFilingFee(amount);
  return result.ok ? result.fee : undefined;
}
