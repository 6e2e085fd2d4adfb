/**
 * Limited power of attorney (Fla. Stat. ch. 709): the spec's "Limited power of attorney" field set, with the
 * principal's and agent's addresses (a bank or title company must know who they are), the agent's age, the day
 * it will be signed (an end date "30 days" after signing is printed as a date), whether it is durable, and the
 * county for the notary. Signed like every Florida power of attorney: two witnesses and a notary (§ 709.2105(2)).
 *
 * Durable or not: a limited power is usually for one task, so by default it is not durable and ends if the
 * principal becomes incapacitated (§ 709.2109(1)(b)); the principal may choose to make it durable (§ 709.2104).
 *
 * Selling a vehicle is its own power (beyond the spec's list): Florida's title transfer uses its own power of
 * attorney form, HSMV 82053, and the instructions say so.
 */
import { POWER_OF_ATTORNEY } from "../florida/law";
import { agentIsAdultField, signingCountyField } from "./instrument-fields";
import { defineKind } from "./kind";
import { addressField } from "./party-fields";

const poa = POWER_OF_ATTORNEY;

/** How long it lasts: a number of days counted from the signing date, or until a date or the task's end. */
export const TIME_LIMIT_DAYS = { days_30: 30, days_60: 60, days_90: 90 } as const;
export const UNTIL_DATE = "until_date";
export const TIME_LIMITS = [
  ...(Object.keys(TIME_LIMIT_DAYS) as (keyof typeof TIME_LIMIT_DAYS)[]),
  UNTIL_DATE,
  "until_done",
] as const;

export const SELL_VEHICLE = "sell_vehicle";
export const LIMITED_POWERS = [
  "sign_contract",
  "access_account",
  "sell_property",
  SELL_VEHICLE,
  "file_documents",
  "other",
] as const;

/** Whether it is durable: "no" (it ends on incapacity) or "yes". */
export const DURABILITY_OPTIONS = ["no", "yes"] as const;

export const limitedPowerOfAttorney = defineKind({
  kind: "limited_power_of_attorney",
  libraryType: "power_of_attorney",
  statutes: [
    poa.witnessesRequired.citation,
    poa.agentMinimumAge.citation,
    poa.springingNotValidSince.citation,
    poa.nonDurableEndsOnIncapacity.citation,
    poa.endsOnStatedDate.citation,
    poa.endsWhenPurposeAccomplished.citation,
    poa.durableWording.citation,
    poa.acknowledgmentForm.citation,
  ],
  layout: "instrument",
  fields: [
    { name: "principal_name", type: "text", required: true },
    addressField("principal_address"),
    { name: "agent_name", type: "text", required: true },
    addressField("agent_address"),
    agentIsAdultField(),
    { name: "specific_purpose", type: "textarea", required: true, maxLength: 2000 },
    {
      name: "limited_powers",
      type: "checkbox",
      required: true,
      options: LIMITED_POWERS,
      values: { vehicleForm: poa.vehicleTitleForm.value },
    },
    { name: "time_limit", type: "select", required: true, options: TIME_LIMITS },
    { name: "specific_date", type: "date", required: true, when: { field: "time_limit", equals: UNTIL_DATE } },
    { name: "signing_date", type: "date" },
    {
      name: "durable",
      type: "radio",
      required: true,
      options: DURABILITY_OPTIONS,
      values: { citation: poa.nonDurableEndsOnIncapacity.citation },
    },
    signingCountyField,
  ],
});
