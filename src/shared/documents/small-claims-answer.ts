/**
 * Answer to a small claims statement of claim: the spec's "Small claims answer" field set, plus what the paper
 * needs to be filed and served (county, plaintiff's name and address for the caption and the certificate of
 * service) and room to explain a partial denial, the defenses and a counterclaim.
 * No written answer is required unless the court orders one (Rule 7.090(c)); it is still allowed and useful.
 */
import { formatDollars } from "../florida/fees";
import { SMALL_CLAIMS } from "../florida/law";
import { caseNumberField, counterclaimFields, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, yourPartyFields } from "./party-fields";

const ADMIT_DENY_OPTIONS = ["Admit all allegations", "Deny all allegations", "Admit some deny others"] as const;

export const AFFIRMATIVE_DEFENSES = [
  "Statute of Limitations",
  "Payment",
  "Accord and Satisfaction",
  "Fraud",
  "Duress",
] as const;

export const smallClaimsAnswer = defineKind({
  kind: "small_claims_answer",
  title: "Answer to Statement of Claim",
  description:
    "Your written side of a small claims case. Florida does not require one unless the judge orders it, but it " +
    "helps. Either way, you must go to the pretrial conference.",
  libraryType: "answer",
  generationType: "small_claims_answer",
  module: "small-claims",
  caseType: "small_claims_answer",
  statutes: [
    SMALL_CLAIMS.writtenAnswerRequired.citation,
    "Fla. Sm. Cl. R. 7.080",
    "Fla. Sm. Cl. R. 7.100",
    "Fla. R. Civ. P. 1.110(d)",
  ],
  layout: "court",
  fields: [
    countyField("In which county was the case filed?", "It is printed at the top of the papers you received."),
    caseNumberField("2026-012345-SP-05", "Printed on the Summons/Notice to Appear you received."),
    {
      name: "plaintiff_name",
      label: "Who is suing you? (the plaintiff)",
      type: "text",
      required: true,
      help: "Copy the name exactly as it is written on the papers.",
    },
    addressField(
      "plaintiff_address",
      "The plaintiff's address",
      "You must send them a copy of your answer. If a lawyer filed the case, use the lawyer's address.",
    ),
    ...yourPartyFields("defendant"),
    {
      name: "admit_deny",
      label: "What do you say about the plaintiff's claim?",
      type: "radio",
      required: true,
      options: ADMIT_DENY_OPTIONS,
      help: "Admit means you agree it is true. Deny means you say it is not true.",
    },
    {
      name: "answer_details",
      label: "Which parts are true, and which are not?",
      type: "textarea",
      required: true,
      when: { field: "admit_deny", equals: "Admit some deny others" },
      help: "For example: I agree I hired them. I deny that I owe $2,500, because they never finished the work.",
    },
    {
      name: "affirmative_defenses",
      label: "Do any of these reasons apply? (check all that apply)",
      type: "checkbox",
      options: AFFIRMATIVE_DEFENSES,
      help: "These are legal reasons you should not have to pay even if some of the claim is true.",
    },
    {
      name: "defense_details",
      label: "Facts that support the reasons you checked",
      type: "textarea",
      help: "Short and specific: dates, amounts, what was paid and when, who said what.",
    },
    ...counterclaimFields("plaintiff", {
      amountHelp: `If it is more than ${formatDollars(SMALL_CLAIMS.limitDollars.value)}, the case moves out of small claims court.`,
    }),
  ],
});
