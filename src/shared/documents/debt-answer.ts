/**
 * Answer to a debt collection lawsuit: the spec's "Debt answer" field set, plus what the paper and its deadline
 * need: which court the case is in (the caption and the deadline depend on it), the county, the day of service,
 * a general denial or paragraph-by-paragraph responses, the facts behind the defenses, and who to send a copy to.
 * Outside small claims the answer is due 20 days after service (Rule 1.140(a)); in small claims the defendant
 * appears at the pretrial conference, and a written answer is optional unless ordered (Rule 7.090(c)).
 */
import { formatDollars } from "../florida/fees";
import { DEBT, SMALL_CLAIMS } from "../florida/law";
import { caseNumberField, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, emailField, yourPartyFields } from "./party-fields";

export const DEBT_COURT = {
  smallClaims: `Small claims (up to ${formatDollars(SMALL_CLAIMS.limitDollars.value)})`,
  county: "County court (over the small claims limit)",
  circuit: "Circuit court",
  unsure: "I am not sure",
} as const;

const DEBT_TYPES = ["Credit Card", "Medical Bills", "Personal Loan", "Auto Loan", "Student Loan", "Other"] as const;

export const DEBT_RESPONSES = {
  general: "Deny everything (general denial)",
  specific: "Answer each numbered paragraph",
} as const;

export const DEBT_DEFENSES = [
  "Statute of Limitations",
  "Not my debt",
  "Amount is incorrect",
  "Debt was paid",
  "Lack of standing to sue",
] as const;

const ARBITRATION_OPTIONS = ["Yes", "No", "Unknown"] as const;

const paragraphs = <const Name extends string>(name: Name, label: string, help: string) =>
  ({
    name,
    label,
    type: "text",
    maxLength: 300,
    placeholder: "1, 2, 5",
    help,
    when: { field: "response", equals: DEBT_RESPONSES.specific },
  }) as const;

export const debtAnswer = defineKind({
  kind: "debt_answer",
  title: "Answer and Affirmative Defenses",
  description:
    "Your written answer to a lawsuit over a debt: what you deny, and the legal reasons you should not have to " +
    "pay. It tells you your deadline.",
  libraryType: "answer",
  module: "debt-defense",
  caseType: "debt_defense",
  statutes: [
    DEBT.answerDays.citation,
    SMALL_CLAIMS.writtenAnswerRequired.citation,
    "Fla. R. Civ. P. 1.110(c)-(d)",
    "Fla. Stat. § 95.11",
  ],
  layout: "court",
  fields: [
    {
      name: "court",
      label: "Which court is your case in?",
      type: "radio",
      required: true,
      options: Object.values(DEBT_COURT),
      help:
        "Look at the top of the first page of the papers. It says County Court or Circuit Court. Small claims " +
        "papers often say \"Small Claims\" and give a pretrial conference date.",
    },
    countyField("In which county was the case filed?", "It is printed at the top of the papers you received."),
    caseNumberField("2026-CC-012345", "Printed at the top of the complaint or summons."),
    {
      name: "service_date",
      label: "The day you were served",
      type: "date",
      required: true,
      help: "The day someone handed you the papers or left them at your home. Not the date printed on them.",
    },
    {
      name: "plaintiff_name",
      label: "Who is suing you? (the plaintiff)",
      type: "text",
      required: true,
      placeholder: "Midland Credit Management, Inc.",
      help: "Copy the name exactly as it is written on the papers.",
    },
    {
      name: "plaintiff_attorney",
      label: "The plaintiff's lawyer, if it has one",
      type: "text",
      placeholder: "Jane Roe, Esq.",
      help: "The lawyer's name at the end of the complaint. Leave it empty if there is no lawyer.",
    },
    addressField(
      "service_address",
      "Where to send your copy",
      "The lawyer's address at the end of the complaint. If there is no lawyer, the plaintiff's address.",
    ),
    {
      ...emailField("service_email", "The lawyer's e-mail address"),
      help: "Optional. Lawyers list one at the end of the complaint. You may send your copy there.",
    },
    {
      name: "debt_amount",
      label: "How much do they say you owe?",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      placeholder: "4250.00",
      help: "The total amount written in the complaint.",
    },
    {
      name: "debt_type",
      label: "What kind of debt do they say it is?",
      type: "select",
      required: true,
      options: DEBT_TYPES,
    },
    ...yourPartyFields("defendant", "The court and the other side will mail papers here."),
    {
      name: "response",
      label: "How do you want to answer what the complaint says?",
      type: "radio",
      required: true,
      options: Object.values(DEBT_RESPONSES),
      help:
        "The complaint has numbered paragraphs. You can deny all of them, or say which ones are true, which are " +
        "not, and which you do not know.",
    },
    paragraphs("admitted_paragraphs", "Paragraphs that are true (you admit)", "Only the numbers. Leave empty if none."),
    paragraphs("denied_paragraphs", "Paragraphs that are not true (you deny)", "Only the numbers."),
    paragraphs(
      "unknown_paragraphs",
      "Paragraphs you do not know are true",
      "Only the numbers. The answer says you do not know, so you deny them.",
    ),
    {
      name: "defenses",
      label: "Which of these reasons apply? (check all that apply)",
      type: "checkbox",
      options: DEBT_DEFENSES,
      help: "These are legal reasons you should not have to pay, even if some of the complaint is true.",
    },
    {
      name: "defense_details",
      label: "Facts that support the reasons you checked",
      type: "textarea",
      maxLength: 2000,
      help: "Short and specific: the date of your last payment, what you paid and when, why the account is not yours.",
    },
    {
      name: "arbitration_clause",
      label: "Does the agreement for this debt have an arbitration clause?",
      type: "radio",
      required: true,
      options: ARBITRATION_OPTIONS,
      help:
        "Many credit card agreements say disputes go to arbitration instead of court. Look for \"arbitration\" in " +
        "your agreement. If you do not have it, choose Unknown.",
    },
  ],
});
