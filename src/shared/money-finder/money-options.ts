/**
 * The money finder's codes, statuses and form messages, without the schemas (money-recovery.ts): what its page needs
 * to draw, so it does not load zod.
 */
import { validationMessage } from "../documents/field-messages";

/** The search buttons: every kind of money, or one. */
export const MONEY_SEARCH_TYPES = [
  "all",
  "unclaimed_property",
  "tax_refund",
  "insurance",
  "security_deposit",
  "hoa_refund",
] as const;
export type MoneySearchType = (typeof MONEY_SEARCH_TYPES)[number];

/** The kinds of money a record can be. */
export const MONEY_TYPES = ["unclaimed_property", "tax_refund", "insurance", "security_deposit", "hoa_refund"] as const;
export type MoneyType = (typeof MONEY_TYPES)[number];

export const MONEY_STATUSES = ["found", "claiming", "recovered", "failed"] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

/** Still worth working on: shown under Active Recovery Opportunities. */
export const isActiveStatus = (status: MoneyStatus): boolean => status === "found" || status === "claiming";

/** Messages: keys of validation.json `moneyFinder.*`, so the form and the server's 400 say the same words. */
const message = (key: "nameRequired" | "text" | "tooLong" | "zip" | "amount" | "required" | "date") =>
  validationMessage(`moneyFinder.${key}`);
export const MONEY_MESSAGES = {
  nameRequired: message("nameRequired"),
  text: message("text"),
  tooLong: message("tooLong"),
  zip: message("zip"),
  amount: message("amount"),
  required: message("required"),
  date: message("date"),
} as const;
