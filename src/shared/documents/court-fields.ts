/**
 * Fields the court papers share: the county whose court hears the case, the case number the clerk gave, the
 * amount a small claims statement of claim asks for, and a counterclaim (yes or no, then how much and why).
 */
import { FLORIDA_COUNTIES } from "../counties";
import { SMALL_CLAIMS } from "../florida/law";
import type { ChoiceField, NumberField, TextField } from "./fields";

export function countyField(label: string, help: string) {
  return {
    name: "county",
    label,
    type: "select",
    required: true,
    options: FLORIDA_COUNTIES,
    help,
  } as const satisfies ChoiceField;
}

export function caseNumberField(placeholder: string, help: string) {
  return {
    name: "case_number",
    label: "Case number",
    type: "text",
    required: true,
    maxLength: 60,
    placeholder,
    help,
  } as const satisfies TextField;
}

/** What a statement of claim sues for: dollars and cents, up to the small claims limit. */
export function claimAmountField<const Name extends string>(name: Name, help: string) {
  return {
    name,
    label: "How much money are you asking for?",
    type: "number",
    format: "money",
    required: true,
    min: 1,
    max: SMALL_CLAIMS.limitDollars.value,
    help,
  } as const satisfies NumberField;
}

export interface CounterclaimWording {
  /** Help under the yes-or-no question. */
  help?: string;
  amountHelp: string;
  /** The largest counterclaim the court hears, when the form caps it. */
  maxAmount?: number;
  detailsMaxLength?: number;
}

/** Whether the other side owes the person money for the same events; the amount and the reason only if so. */
export function counterclaimFields(otherSide: "plaintiff" | "landlord", wording: CounterclaimWording) {
  const ifYes = { field: "counterclaim", equals: "Yes" } as const;
  return [
    {
      name: "counterclaim",
      label: `Does the ${otherSide} owe you money for the same events? (a counterclaim)`,
      type: "radio",
      options: ["Yes", "No"],
      ...(wording.help === undefined ? {} : { help: wording.help }),
    },
    {
      name: "counterclaim_amount",
      label: `How much does the ${otherSide} owe you?`,
      type: "number",
      format: "money",
      required: true,
      min: 1,
      ...(wording.maxAmount === undefined ? {} : { max: wording.maxAmount }),
      when: ifYes,
      help: wording.amountHelp,
    },
    {
      name: "counterclaim_details",
      label: `Why does the ${otherSide} owe you this money?`,
      type: "textarea",
      required: true,
      ...(wording.detailsMaxLength === undefined ? {} : { maxLength: wording.detailsMaxLength }),
      when: ifYes,
    },
  ] as const satisfies readonly [ChoiceField, NumberField, TextField];
}
