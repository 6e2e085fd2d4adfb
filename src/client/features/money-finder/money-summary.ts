import { sumAmountsCents } from "@shared/money-finder/money-cents";
import { isActiveStatus } from "@shared/money-finder/money-options";
import type { MoneyRecoveryJson } from "@shared/money-finder/money-recovery";

export interface MoneySummary {
  /** Exact cents still to claim (found and claiming). */
  potentialCents: number;
  /** Claims started and not finished. */
  activeClaims: number;
  recoveredCents: number;
}

export function moneySummary(records: readonly MoneyRecoveryJson[]): MoneySummary {
  return {
    potentialCents: sumAmountsCents(records.filter((record) => isActiveStatus(record.status)).map((record) => record.amount)),
    activeClaims: records.filter((record) => record.status === "claiming").length,
    recoveredCents: sumAmountsCents(records.filter((record) => record.status === "recovered").map((record) => record.amount)),
  };
}
