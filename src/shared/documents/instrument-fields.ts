/**
 * Fields the signed instruments share (powers of attorney, living will, health care surrogate): a birth date that
 * must show an adult, a statement that the people named are adults (the agent, for a power of attorney), and the
 * county where the notary will sign.
 */
import { FLORIDA_COUNTIES } from "../counties";
import { ADULTHOOD, POWER_OF_ATTORNEY } from "../florida/law";
import type { CheckboxField, DateField, FieldDefinition } from "./fields";

const adult = ADULTHOOD.minimumAgeYears;

export function birthDateField<const Name extends string>(name: Name, label: string) {
  return {
    name,
    label,
    type: "date",
    required: true,
    minAgeYears: adult.value,
    help: `You must be ${adult.value} or older to sign this (${adult.citation}).`,
  } as const satisfies DateField;
}

/** One box to tick: the person confirms that the people they name are adults. */
export function adultsConfirmationField<const Name extends string, const Option extends string>(
  name: Name,
  label: string,
  option: Option,
  help: string,
) {
  return { name, label, type: "checkbox", required: true, options: [option], help } as const satisfies CheckboxField;
}

export const signingCountyField = {
  name: "signing_county",
  label: "In which county will you sign in front of the notary? (optional)",
  type: "select",
  options: FLORIDA_COUNTIES,
  help: "The notary writes it in the notary section. If you are not sure yet, leave it empty; the notary fills it in.",
} as const satisfies FieldDefinition;

/** The principal confirms the agent (and any successor agent, as `option` says) is old enough to act. */
export function agentIsAdultField<const Option extends string>(option: Option) {
  const age = POWER_OF_ATTORNEY.agentMinimumAge;
  return adultsConfirmationField(
    "agent_is_adult",
    `Is your agent ${age.value} or older?`,
    option,
    `${age.summary} (${age.citation})`,
  );
}
