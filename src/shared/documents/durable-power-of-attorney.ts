/**
 * Durable power of attorney (Fla. Stat. ch. 709): the spec's "Durable power of attorney" field set, with what
 * Florida law needs added: the § 709.2202 powers the principal must initial one by one, the agent's age, whether
 * the agent is a "qualified agent", the compensation amount, and the county for the notary.
 *
 * Law over spec: the spec offers effective_date "Upon my incapacity (springing)". A springing power of attorney
 * signed on or after October 1, 2011 is not valid (§ 709.2108), so the field keeps its name but offers only
 * "Immediately, when I sign it", and its help says why.
 *
 * Pay: whatever the document says, only a qualified agent (§ 709.2112(4)) may be paid (§ 709.2112(3)), so the
 * spec's compensation question is asked only after the principal says the agent is one.
 */
import { POWER_OF_ATTORNEY } from "../florida/law";
import { addressField, phoneField } from "./party-fields";
import { agentIsAdultField, birthDateField, signingCountyField } from "./instrument-fields";
import { defineKind } from "./kind";

const poa = POWER_OF_ATTORNEY;

export const POWERS = [
  "real_estate",
  "banking",
  "taxes",
  "insurance_retirement",
  "business",
  "legal_proceedings",
  "government_benefits",
] as const;

/** § 709.2202(1): each needs the principal's own initials next to it. Code -> the statute's paragraph. */
export const SPECIAL_POWER_PARAGRAPHS = {
  create_trust: "(a)",
  amend_trust: "(b)",
  make_gift: "(c)",
  survivorship: "(d)",
  beneficiary_designation: "(e)",
  waive_annuity: "(f)",
  disclaim: "(g)",
} as const;
export type SpecialPower = keyof typeof SPECIAL_POWER_PARAGRAPHS;
export const SPECIAL_POWERS = Object.keys(SPECIAL_POWER_PARAGRAPHS) as readonly SpecialPower[];

/**
 * What the paper prints beside each initial line: the words of § 709.2202(1), from the law module. The wizard shows
 * plain words ("Let {agent} give your money or property away as gifts") and, to a reader in another language, these.
 */
export const SPECIAL_POWER_STATUTE_WORDS = Object.fromEntries(
  SPECIAL_POWERS.map((power) => [
    power,
    poa.powersRequiringSeparateInitials.value.find((entry) => entry.paragraph === SPECIAL_POWER_PARAGRAPHS[power])?.text ?? power,
  ]),
) as Readonly<Record<SpecialPower, string>>;

/** The agent's name in the special powers' plain words, once she has given it. */
const agentFigure = (answers: Readonly<Record<string, unknown>>) => {
  const name = typeof answers.agent_name === "string" ? answers.agent_name.trim() : "";
  return { agent: name === "" ? undefined : { text: name } };
};

export const EFFECTIVE_IMMEDIATELY = "immediately";
export const SPECIFIC_AMOUNT = "specific_amount";
/** Whether the agent is a qualified agent (§ 709.2112(4)); "not_sure" is treated as "no". */
const AGENT_QUALIFIED_OPTIONS = ["yes", "no", "not_sure"] as const;
export const [AGENT_QUALIFIED] = AGENT_QUALIFIED_OPTIONS;
const COMPENSATION_OPTIONS = ["none", "reasonable", SPECIFIC_AMOUNT] as const;
const COMPENSATION_PERIODS = ["per_hour", "per_month", "one_time"] as const;

export const durablePowerOfAttorney = defineKind({
  kind: "durable_power_of_attorney",
  libraryType: "power_of_attorney",
  statutes: [
    poa.witnessesRequired.citation,
    poa.agentMinimumAge.citation,
    poa.durableWording.citation,
    poa.springingNotValidSince.citation,
    poa.powersRequiringSeparateInitials.citation,
    poa.agentCompensation.citation,
    poa.qualifiedAgent.citation,
    poa.acknowledgmentForm.citation,
  ],
  layout: "instrument",
  fields: [
    { name: "principal_name", type: "text", required: true },
    addressField("principal_address"),
    birthDateField("principal_dob"),
    { name: "agent_name", type: "text", required: true },
    addressField("agent_address"),
    { ...phoneField("agent_phone"), required: true },
    agentIsAdultField(),
    { name: "successor_agent", type: "text" },
    { ...addressField("successor_address"), required: false },
    { name: "powers_granted", type: "checkbox", required: true, options: POWERS },
    {
      name: "special_powers",
      type: "checkbox",
      options: SPECIAL_POWERS,
      printed: true,
      printedAs: SPECIAL_POWER_STATUTE_WORDS,
      // Each one lets the agent give away or redirect what is hers: folded away, and each asked again.
      advanced: true,
      confirm: SPECIAL_POWERS,
      answerValues: agentFigure,
      values: { citation: poa.powersRequiringSeparateInitials.citation },
    },
    {
      name: "effective_date",
      type: "radio",
      required: true,
      options: [EFFECTIVE_IMMEDIATELY],
      values: { citation: poa.springingNotValidSince.citation },
    },
    {
      name: "agent_qualified",
      type: "radio",
      required: true,
      options: AGENT_QUALIFIED_OPTIONS,
      values: { citation: poa.qualifiedAgent.citation, payCitation: poa.agentCompensation.citation },
      lawSentences: { summary: poa.qualifiedAgent, payRule: poa.agentCompensation },
    },
    {
      name: "compensation",
      type: "radio",
      required: true,
      options: COMPENSATION_OPTIONS,
      when: { field: "agent_qualified", equals: AGENT_QUALIFIED },
    },
    {
      name: "compensation_amount",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "compensation", equals: SPECIFIC_AMOUNT },
    },
    {
      name: "compensation_period",
      type: "select",
      required: true,
      options: COMPENSATION_PERIODS,
      when: { field: "compensation", equals: SPECIFIC_AMOUNT },
    },
    signingCountyField,
  ],
});
