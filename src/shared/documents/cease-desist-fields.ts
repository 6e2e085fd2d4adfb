/**
 * What the three cease-and-desist letters (harassment, defamation, intellectual property) ask alike: who sends
 * the letter, who receives it, and how long the recipient has to do what the letter demands.
 */
import type { ChoiceField } from "./fields";
import { addressField } from "./party-fields";

/** The spec's response deadline options of a demand letter, in days. */
export const RESPONSE_DAYS_OPTIONS = ["7 days", "10 days", "14 days", "30 days"] as const;

/** "14 days" -> 14. */
export const responseDays = (option: (typeof RESPONSE_DAYS_OPTIONS)[number]): number => Number.parseInt(option, 10);

export function letterPartyFields(addressHelp: string) {
  return [
    {
      name: "sender_name",
      label: "Your full name",
      type: "text",
      required: true,
      help: "If you write for a business, use the business's legal name.",
    },
    addressField("sender_address", "Your mailing address", addressHelp),
    {
      name: "recipient_name",
      label: "Who is the letter to?",
      type: "text",
      required: true,
      placeholder: "John Smith, or ABC Media LLC",
      help: "A person's full name, or a business's exact legal name (you can look it up on sunbiz.org).",
    },
    addressField(
      "recipient_address",
      "Their mailing address",
      "Where the letter will be mailed. For a business, the registered agent's address on sunbiz.org works.",
    ),
  ] as const;
}

/** Spread it and add `when` where the demand is optional. */
export function responseDaysField(label: string) {
  return {
    name: "response_days",
    label,
    type: "select",
    required: true,
    options: RESPONSE_DAYS_OPTIONS,
    help: "Counted from the date of the letter. Give enough time for the letter to arrive.",
  } as const satisfies ChoiceField;
}
