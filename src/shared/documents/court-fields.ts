/**
 * Fields the court papers share: the county whose court hears the case, the case number the clerk gave, the
 * amount a small claims statement of claim asks for, and a counterclaim (yes or no, then how much and why).
 * Their words: kinds.json `fields.<name>`, with each kind's own label or help where it differs.
 */
import { SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { COUNTY_CODES } from "./county-codes";
import type { ChoiceField, NumberField, TextField } from "./fields";

export const countyField = {
  name: "county",
  type: "select",
  required: true,
  options: COUNTY_CODES,
} as const satisfies ChoiceField;

export const caseNumberField = {
  name: "case_number",
  type: "text",
  required: true,
  maxLength: 60,
} as const satisfies TextField;

/** What a statement of claim sues for: dollars and cents, up to the small claims limit. */
export function claimAmountField<const Name extends string>(name: Name) {
  const limit = SMALL_CLAIMS.limitDollars.value;
  return {
    name,
    type: "number",
    format: "money",
    required: true,
    min: 1,
    max: limit,
    values: { limit: formatMoney(limit, "whole") },
  } as const satisfies NumberField;
}

export interface CounterclaimLimits {
  /** The largest counterclaim the court hears, when the form caps it. */
  maxAmount?: number;
  detailsMaxLength?: number;
}

export const YES_NO = ["yes", "no"] as const;

/** Whether the other side owes the person money for the same events; the amount and the reason only if so. */
export function counterclaimFields(limits: CounterclaimLimits = {}) {
  const ifYes = { field: "counterclaim", equals: "yes" } as const;
  return [
    { name: "counterclaim", type: "radio", options: YES_NO, messages: "yes_no" },
    {
      name: "counterclaim_amount",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      ...(limits.maxAmount === undefined ? {} : { max: limits.maxAmount }),
      when: ifYes,
    },
    {
      name: "counterclaim_details",
      type: "textarea",
      required: true,
      ...(limits.detailsMaxLength === undefined ? {} : { maxLength: limits.detailsMaxLength }),
      when: ifYes,
    },
  ] as const satisfies readonly [ChoiceField, NumberField, TextField];
}
