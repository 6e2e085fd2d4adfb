/**
 * Limited power of attorney (Fla. Stat. ch. 709): the spec's "Limited power of attorney" field set, with the
 * principal's and agent's addresses (a bank or title company must know who they are), the agent's age, the day
 * it will be signed (an end date "30 days" after signing is printed as a date), whether it is durable, and the
 * county for the notary. Signed like every Florida power of attorney: two witnesses and a notary (§ 709.2105(2)).
 *
 * Durable or not: a limited power is usually for one task, so by default it is not durable and ends if the
 * principal becomes incapacitated (§ 709.2109(1)(b)); the principal may choose to make it durable (§ 709.2104).
 */
import { POWER_OF_ATTORNEY } from "../florida/law";
import { agentIsAdultField, signingCountyField } from "./instrument-fields";
import { defineKind } from "./kind";
import { addressField } from "./party-fields";

const poa = POWER_OF_ATTORNEY;

export const TIME_LIMITS = ["30 days", "60 days", "90 days", "Until specific date", "Until task completion"] as const;

export const LIMITED_POWERS = [
  "Sign specific contract",
  "Access specific account",
  "Sell specific property",
  "File specific documents",
  "Other",
] as const;

export const DURABILITY_OPTIONS = [
  "No: it ends if I become unable to make my own decisions",
  "Yes: it keeps working even if I become unable to make my own decisions",
] as const;

export const AGENT_IS_ADULT = `My agent is ${poa.agentMinimumAge.value} or older`;

export const limitedPowerOfAttorney = defineKind({
  kind: "limited_power_of_attorney",
  title: "Limited Power of Attorney",
  description:
    "Lets a person you trust do one task for you, or act for a short time: for example sign a contract, sell " +
    "a car or house, or handle one bank account. It works as soon as you sign it.",
  libraryType: "power_of_attorney",
  module: "power-of-attorney",
  caseType: "power_of_attorney",
  statutes: [
    poa.witnessesRequired.citation,
    poa.agentMinimumAge.citation,
    poa.springingNotValidSince.citation,
    poa.nonDurableEndsOnIncapacity.citation,
    poa.durableWording.citation,
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
      help: "Write it the way it appears on your ID.",
    },
    addressField("principal_address", "Your home address", "Banks and other people use it to know who you are."),
    {
      name: "agent_name",
      label: "Who will act for you? (your agent)",
      type: "text",
      required: true,
      placeholder: "Carlos Lopez",
      help: "Pick someone you trust. Ask them first. Use their full legal name.",
    },
    addressField("agent_address", "Your agent's address", "Where your agent lives."),
    agentIsAdultField(AGENT_IS_ADULT),
    {
      name: "specific_purpose",
      label: "What exactly should your agent do?",
      type: "textarea",
      required: true,
      maxLength: 2000,
      placeholder: "Sell my 2015 Honda Civic, VIN 1HGCM82633A004352, for at least $9,000 and sign the title.",
      help:
        "Be exact: name the contract, the account (bank and last 4 digits), or the property (address, or year, " +
        "make and VIN). For a house, copy the legal description from your deed.",
    },
    {
      name: "limited_powers",
      label: "Which kinds of acts does this include? (check all that apply)",
      type: "checkbox",
      required: true,
      options: LIMITED_POWERS,
      help: "Your agent can do only these acts, and only for the task you described.",
    },
    {
      name: "time_limit",
      label: "How long should it last?",
      type: "select",
      required: true,
      options: TIME_LIMITS,
      help: "It ends at the end of this time, or sooner if the task is done or you cancel it.",
    },
    {
      name: "specific_date",
      label: "On what date should it end?",
      type: "date",
      required: true,
      when: { field: "time_limit", equals: "Until specific date" },
    },
    {
      name: "signing_date",
      label: "On what day will you sign it? (optional)",
      type: "date",
      help:
        "We count 30, 60 or 90 days from this day and print the end date. If you leave it empty, we count from " +
        "today. If you sign on another day, change it and download the document again.",
    },
    {
      name: "durable",
      label: "Should it keep working if you become unable to make your own decisions?",
      type: "radio",
      required: true,
      options: DURABILITY_OPTIONS,
      help:
        "Most limited powers of attorney say No: then it ends if you become unable to decide " +
        `(${poa.nonDurableEndsOnIncapacity.citation}). Choose Yes if the task must be finished even then.`,
    },
    signingCountyField,
  ],
});
