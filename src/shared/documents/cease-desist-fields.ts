/**
 * What the three cease-and-desist letters (harassment, defamation, intellectual property) ask alike: who sends
 * the letter, who receives it, and how long the recipient has to do what the letter demands.
 */
import type { ChoiceField, TextField } from "./fields";
import { addressField } from "./party-fields";

/** The spec's response deadline options of a demand letter: codes, with the days they give. */
export const RESPONSE_DAYS = { days_7: 7, days_10: 10, days_14: 14, days_30: 30 } as const;
export type ResponseDaysCode = keyof typeof RESPONSE_DAYS;
export const RESPONSE_DAYS_OPTIONS = Object.keys(RESPONSE_DAYS) as readonly ResponseDaysCode[];

/** "days_14" -> 14. */
export const responseDays = (option: ResponseDaysCode): number => RESPONSE_DAYS[option];

export function letterPartyFields() {
  return [
    { name: "sender_name", type: "text", required: true },
    addressField("sender_address"),
    { name: "recipient_name", type: "text", required: true },
    addressField("recipient_address"),
  ] as const satisfies readonly TextField[];
}

/** Spread it and add `when` where the demand is optional. */
export const responseDaysField = {
  name: "response_days",
  type: "select",
  required: true,
  options: RESPONSE_DAYS_OPTIONS,
} as const satisfies ChoiceField;
