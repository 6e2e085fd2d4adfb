import type { MoneyRecoveryJson, MoneyStatus, MoneyType } from "@shared/money-finder/money-recovery";
import type { moneyRecoveries } from "../db/schema";
import { categoryGuide } from "./category-guides";

type MoneyRecoveryRow = typeof moneyRecoveries.$inferSelect;

/** A record as the API answers: the row, with its kind's guide (instructions, documents, official place). */
export function toMoneyRecoveryJson(row: MoneyRecoveryRow): MoneyRecoveryJson {
  const type = row.type as MoneyType;
  return {
    id: row.id,
    type,
    source: row.source,
    description: row.description,
    amount: row.amount,
    status: row.status as MoneyStatus,
    deadline: row.deadline,
    isExample: row.isExample,
    ...categoryGuide(type),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
