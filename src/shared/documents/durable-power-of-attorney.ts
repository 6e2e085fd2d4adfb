/**
 * Durable power of attorney (Fla. Stat. ch. 709): the spec's "Durable power of attorney" field set, with what
 * Florida law needs added: the § 709.2202 powers the principal must initial one by one, the agent's age, the
 * compensation amount, and the county for the notary.
 *
 * Law over spec: the spec offers effective_date "Upon my incapacity (springing)". A springing power of attorney
 * signed on or after October 1, 2011 is not valid (§ 709.2108), so the field keeps its name but offers only
 * "Immediately, when I sign it", and its help says why.
 */
import { POWER_OF_ATTORNEY } from "../florida/law";
import { addressField, phoneField } from "./party-fields";
import { agentIsAdultField, birthDateField, signingCountyField } from "./instrument-fields";
import { defineKind } from "./kind";

const poa = POWER_OF_ATTORNEY;

export const POWERS = [
  "Real estate transactions",
  "Banking and financial accounts",
  "Tax matters",
  "Insurance and retirement",
  "Business operations",
  "Legal proceedings",
  "Government benefits",
] as const;

/** § 709.2202(1), in the statute's words: each needs the principal's own initials next to it. */
export const SPECIAL_POWERS = poa.powersRequiringSeparateInitials.value.map((power) => power.text);

export const EFFECTIVE_IMMEDIATELY = "Immediately, when I sign it";
const COMPENSATION_OPTIONS = ["No compensation", "Reasonable compensation", "Specific amount"] as const;
const COMPENSATION_PERIODS = ["Per hour", "Per month", "One time, in total"] as const;
export const AGENT_IS_ADULT = `My agent (and my successor agent, if I name one) is ${poa.agentMinimumAge.value} or older`;

export const durablePowerOfAttorney = defineKind({
  kind: "durable_power_of_attorney",
  title: "Durable Power of Attorney",
  description:
    "Lets a person you trust (your agent) handle your money and property for you. It works as soon as you sign " +
    "it and keeps working if you later cannot make your own decisions.",
  libraryType: "power_of_attorney",
  module: "power-of-attorney",
  caseType: "power_of_attorney",
  statutes: [
    poa.witnessesRequired.citation,
    poa.agentMinimumAge.citation,
    poa.durableWording.citation,
    poa.springingNotValidSince.citation,
    poa.powersRequiringSeparateInitials.citation,
    poa.acknowledgmentForm.citation,
  ],
  layout: "instrument",
  fields: [
    {
      name: "principal_name",
      label: "Your full legal name (the principal)",
      type: "text",
      required: true,
      placeholder: "Maria Elena Lopez",
      help: "Write it the way it appears on your ID and your bank accounts.",
    },
    addressField("principal_address", "Your home address", "Banks and other people use it to know who you are."),
    birthDateField("principal_dob", "Your date of birth"),
    {
      name: "agent_name",
      label: "Who will act for you? (your agent)",
      type: "text",
      required: true,
      placeholder: "Carlos Lopez",
      help: "Pick someone you trust completely. Ask them first. Use their full legal name.",
    },
    addressField("agent_address", "Your agent's address", "Where your agent lives."),
    {
      ...phoneField("agent_phone", "Your agent's phone number"),
      required: true,
      help: "So banks and others can reach your agent.",
    },
    agentIsAdultField(AGENT_IS_ADULT),
    {
      name: "successor_agent",
      label: "Backup agent (optional)",
      type: "text",
      help: "Someone to take over if your agent dies, cannot act, or quits. Leave empty if you do not want one.",
    },
    {
      ...addressField("successor_address", "Backup agent's address (optional)", "Fill this in if you named a backup agent."),
      required: false,
    },
    {
      name: "powers_granted",
      label: "What can your agent do for you? (check all that apply)",
      type: "checkbox",
      required: true,
      options: POWERS,
      help: "Your agent can do only what you check here. The document spells out what each one includes.",
    },
    {
      name: "special_powers",
      label: "Special powers that need your initials (most people check none)",
      type: "checkbox",
      options: SPECIAL_POWERS,
      help:
        "These let your agent give away your property or change who gets it after you die. Florida law counts one " +
        `only if you initial next to it when you sign (${poa.powersRequiringSeparateInitials.citation}). ` +
        "Leave them all unchecked unless you are sure.",
    },
    {
      name: "effective_date",
      label: "When does it start working?",
      type: "radio",
      required: true,
      options: [EFFECTIVE_IMMEDIATELY],
      help:
        "In Florida, a power of attorney that starts only \"upon my incapacity\" (a springing one) is not valid " +
        `(${poa.springingNotValidSince.citation}). This one works right away. If you want it only for later, keep ` +
        "the signed original yourself until it is needed. For medical decisions, make a health care surrogate designation.",
    },
    {
      name: "compensation",
      label: "Will your agent be paid?",
      type: "radio",
      required: true,
      options: COMPENSATION_OPTIONS,
      help: "Either way, your agent can be paid back for reasonable costs of acting for you. Family members often serve for free.",
    },
    {
      name: "compensation_amount",
      label: "How much will your agent be paid?",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "compensation", equals: "Specific amount" },
      placeholder: "200.00",
    },
    {
      name: "compensation_period",
      label: "Is that per hour, per month, or one time?",
      type: "select",
      required: true,
      options: COMPENSATION_PERIODS,
      when: { field: "compensation", equals: "Specific amount" },
    },
    signingCountyField,
  ],
});
