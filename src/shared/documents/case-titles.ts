/**
 * The title of the case a wizard creates, per kind: a message key (namespace "wizard", `caseTitles.<pattern>`) and
 * which answers fill its {{placeholders}} — the parties, the person, or the rental address — so My Cases reads
 * "Maria Alvarez v. Gulfstream Property Group LLC" or "Living will — Maria Alvarez", not the document's name.
 */
import { CASE_TITLE_MAX_LENGTH } from "../case-schemas";

export const CASE_TITLE_NAMESPACE = "wizard";

interface CaseTitleRule {
  /** The pattern's key under `caseTitles.` in the catalog. */
  pattern: string;
  /** Placeholder -> the field whose answer fills it. */
  fields: Readonly<Record<string, string>>;
}

const parties = (plaintiff: string, defendant: string): CaseTitleRule => ({
  pattern: "parties",
  fields: { plaintiff, defendant },
});
const person = (pattern: string, field: string): CaseTitleRule => ({ pattern, fields: { name: field } });

/** Every kind whose wizard creates a case (its catalog entry has a caseType). */
export const CASE_TITLE_RULES: Readonly<Record<string, CaseTitleRule>> = {
  small_claims_statement: parties("plaintiff_name", "defendant_name"),
  small_claims_answer: parties("plaintiff_name", "defendant_name"),
  debt_answer: parties("plaintiff_name", "defendant_name"),
  security_deposit_lawsuit: parties("plaintiff_name", "defendant_name"),
  debt_validation_letter: person("debtValidation", "collector_name"),
  harassment_cease_desist: person("harassmentLetter", "recipient_name"),
  defamation_cease_desist: person("defamationLetter", "recipient_name"),
  ip_cease_desist: person("intellectualPropertyLetter", "recipient_name"),
  security_deposit_demand: { pattern: "depositDemand", fields: { address: "rental_address" } },
  durable_power_of_attorney: person("durablePowerOfAttorney", "principal_name"),
  limited_power_of_attorney: person("limitedPowerOfAttorney", "principal_name"),
  living_will: person("livingWill", "declarant_name"),
  health_care_surrogate: person("surrogateDesignation", "designator_name"),
};

export interface CaseTitleMessage {
  key: string;
  values: Record<string, string>;
}

const oneLine = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/** The message for a case made from these answers; undefined when the kind has no rule or an answer is missing. */
export function caseTitleMessage(kindId: string, answers: Readonly<Record<string, unknown>>): CaseTitleMessage | undefined {
  const rule = CASE_TITLE_RULES[kindId];
  if (!rule) return undefined;
  const values = Object.fromEntries(Object.entries(rule.fields).map(([slot, field]) => [slot, oneLine(answers[field])]));
  if (Object.values(values).some((value) => value === "")) return undefined;
  return { key: `${CASE_TITLE_NAMESPACE}:caseTitles.${rule.pattern}`, values };
}

/** A title the cases API accepts: cut at its limit, on a word where it can be. */
export function fitCaseTitle(title: string): string {
  if (title.length <= CASE_TITLE_MAX_LENGTH) return title;
  const cut = title.slice(0, CASE_TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > CASE_TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
