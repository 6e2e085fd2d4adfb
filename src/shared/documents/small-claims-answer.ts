/**
 * Answer to a small claims statement of claim: the spec's "Small claims answer" field set, plus what the paper
 * needs to be filed and served (county, plaintiff's name and address for the caption and the certificate of
 * service) and room to explain a partial denial, the defenses and a counterclaim, with the pretrial conference's
 * date its filing deadline is counted from.
 * No written answer is required unless the court orders one (Rule 7.090(c)); it is still allowed and useful.
 */
import { DEBT, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { caseNumberField, counterclaimFields, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { AFFIRMATIVE_DEFENSE_HEADINGS } from "./paper/defense-headings";
import { addressField, yourPartyFields } from "./party-fields";

const ADMIT_DENY_OPTIONS = ["admit_all", "deny_all", "admit_some"] as const;

export const AFFIRMATIVE_DEFENSES = ["statute_of_limitations", "payment", "accord_and_satisfaction", "fraud", "duress"] as const;

export const smallClaimsAnswer = defineKind({
  kind: "small_claims_answer",
  values: { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole") },
  libraryType: "answer",
  generationType: "small_claims_answer",
  statutes: [
    SMALL_CLAIMS.writtenAnswerRequired.citation,
    SMALL_CLAIMS.pleadingsRule.citation,
    SMALL_CLAIMS.counterclaimBeforePretrial.citation,
    SMALL_CLAIMS.counterclaimOverLimitTransfers.citation,
    DEBT.defensesMustBeInAnswer.citation,
  ],
  layout: "court",
  fields: [
    countyField,
    caseNumberField,
    { name: "plaintiff_name", type: "text", required: true },
    addressField("plaintiff_address"),
    ...yourPartyFields("defendant"),
    { name: "admit_deny", type: "radio", required: true, options: ADMIT_DENY_OPTIONS },
    {
      name: "answer_details",
      type: "textarea",
      required: true,
      when: { field: "admit_deny", equals: "admit_some" },
    },
    {
      name: "affirmative_defenses",
      type: "checkbox",
      options: AFFIRMATIVE_DEFENSES,
      printed: true,
      printedAs: AFFIRMATIVE_DEFENSE_HEADINGS,
    },
    { name: "defense_details", type: "textarea" },
    ...counterclaimFields(),
    // Rule 7.100: the last day to file the counterclaim is counted back from this date.
    {
      name: "pretrial_date",
      type: "date",
      required: true,
      values: { days: SMALL_CLAIMS.counterclaimBeforePretrial.value },
      when: { field: "counterclaim", equals: "yes" },
    },
  ],
});
