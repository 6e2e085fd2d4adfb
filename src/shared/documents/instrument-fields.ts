/**
 * Fields the signed instruments share (powers of attorney, living will, health care surrogate): a birth date that
 * must show an adult, a statement that the people named are adults (the agent, for a power of attorney), and the
 * county where the notary will sign.
 */
import { ADULTHOOD, POWER_OF_ATTORNEY } from "../florida/law";
import { COUNTY_CODES } from "./county-codes";
import type { CheckboxField, DateField, FieldDefinition } from "./fields";

const adult = ADULTHOOD.minimumAgeYears;

/** The one option of a box the person ticks to confirm something. */
export const CONFIRMED = ["confirmed"] as const;

export function birthDateField<const Name extends string>(name: Name) {
  return {
    name,
    type: "date",
    required: true,
    minAgeYears: adult.value,
    messages: "birth_date",
    values: { age: adult.value, citation: adult.citation },
  } as const satisfies DateField;
}

/** One box to tick: the person confirms that the people they name are adults. */
export function adultsConfirmationField<const Name extends string>(name: Name) {
  return {
    name,
    type: "checkbox",
    required: true,
    options: CONFIRMED,
    values: { age: adult.value, citation: adult.citation },
  } as const satisfies CheckboxField;
}

export const signingCountyField = {
  name: "signing_county",
  type: "select",
  options: COUNTY_CODES,
  messages: "county",
} as const satisfies FieldDefinition;

/** The principal confirms the agent (and any successor agent) is old enough to act. */
export function agentIsAdultField() {
  const age = POWER_OF_ATTORNEY.agentMinimumAge;
  return {
    ...adultsConfirmationField("agent_is_adult"),
    values: { age: age.value, citation: age.citation },
    lawSentences: { summary: age },
  } as const satisfies CheckboxField;
}
