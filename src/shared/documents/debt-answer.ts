/**
 * Answer to a debt collection lawsuit: the spec's "Debt answer" field set, plus what the paper and its deadline
 * need: which court the case is in (the caption and the deadline depend on it), the county, the day of service,
 * a general denial or paragraph-by-paragraph responses, the facts behind the defenses, and who to send a copy to.
 * Outside small claims the answer is due 20 days after service (Rule 1.140(a)); in small claims the defendant
 * appears at the pretrial conference, and a written answer is optional unless ordered (Rule 7.090(c)).
 */
import { DEBT, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { caseNumberField, countyField } from "./court-fields";
import { DEBT_COURT } from "./debt-court";
import type { TextField } from "./fields";
import { defineKind } from "./kind";
import { DEBT_DEFENSE_HEADINGS } from "./paper/defense-headings";
import { addressField, emailField, yourPartyFields } from "./party-fields";

export { DEBT_COURT };

export const STUDENT_LOAN = "student_loan";
const DEBT_TYPES = ["credit_card", "medical", "personal_loan", "auto_loan", STUDENT_LOAN, "other"] as const;

export const DEBT_RESPONSES = { general: "general_denial", specific: "each_paragraph" } as const;

export const STATUTE_OF_LIMITATIONS = "statute_of_limitations";
export const DEBT_DEFENSES = [STATUTE_OF_LIMITATIONS, "not_my_debt", "wrong_amount", "paid", "no_standing"] as const;

/**
 * "yes" puts a demand for arbitration in the answer (asked before it goes in); "yes_reserve" says there is a clause
 * and keeps the right to demand it later without demanding it now. Codes are stored: added to, never renamed.
 */
export const ARBITRATION_OPTIONS = ["yes", "yes_reserve", "no", "unknown"] as const;
export const [DEMAND_ARBITRATION, RESERVE_ARBITRATION] = ARBITRATION_OPTIONS;

const paragraphs = <const Name extends string>(name: Name) =>
  ({
    name,
    type: "text",
    maxLength: 300,
    messages: "paragraphs",
    when: { field: "response", equals: DEBT_RESPONSES.specific },
  }) as const satisfies TextField;

export const debtAnswer = defineKind({
  kind: "debt_answer",
  values: { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole") },
  libraryType: "answer",
  statutes: [
    DEBT.answerDays.citation,
    SMALL_CLAIMS.writtenAnswerRequired.citation,
    DEBT.answerAdmitsDeniesAndDefends.citation,
    "Fla. Stat. § 95.11",
  ],
  layout: "court",
  fields: [
    { name: "court", type: "radio", required: true, options: Object.values(DEBT_COURT) },
    countyField,
    caseNumberField,
    { name: "service_date", type: "date", required: true },
    // On the summons (Notice to Appear) in small claims: the day she must appear, added to her deadlines.
    { name: "pretrial_date", type: "date", when: { field: "court", equals: DEBT_COURT.smallClaims } },
    { name: "plaintiff_name", type: "text", required: true },
    { name: "plaintiff_attorney", type: "text" },
    addressField("service_address"),
    emailField("service_email"),
    { name: "debt_amount", type: "number", format: "money", required: true, min: 1 },
    { name: "debt_type", type: "select", required: true, options: DEBT_TYPES },
    ...yourPartyFields("defendant"),
    { name: "response", type: "radio", required: true, options: Object.values(DEBT_RESPONSES) },
    paragraphs("admitted_paragraphs"),
    paragraphs("denied_paragraphs"),
    paragraphs("unknown_paragraphs"),
    {
      name: "defenses",
      type: "checkbox",
      options: DEBT_DEFENSES,
      printed: true,
      printedAs: DEBT_DEFENSE_HEADINGS,
      values: { citation: DEBT.federalStudentLoansNoTimeLimit.citation },
      lawSentences: { studentLoans: DEBT.federalStudentLoansNoTimeLimit },
    },
    { name: "defense_details", type: "textarea", maxLength: 2000 },
    // "Yes" adds a demand for arbitration to the answer: it is explained and asked before it goes in.
    {
      name: "arbitration_clause",
      type: "radio",
      required: true,
      options: ARBITRATION_OPTIONS,
      messages: "yes_no",
      confirm: [DEMAND_ARBITRATION],
      values: { citation: DEBT.arbitrationCanBeCompelled.citation },
    },
  ],
});
