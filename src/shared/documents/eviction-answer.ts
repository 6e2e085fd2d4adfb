/**
 * A tenant's answer to an eviction complaint: the spec's "Eviction answer" field set, plus what the paper needs
 * to be filed and served (county, the landlord's name and address for the caption and the certificate of
 * service, the tenant's phone and e-mail) and what § 83.60(2) makes decisive: when the tenant was served (the
 * 5-day deadline) and whether the rent alleged was paid into the court registry or a motion to determine rent is
 * filed with the answer. Without one of them, every defense except payment is lost.
 */
import { formatDollars } from "../florida/fees";
import { COURTS, LANDLORD_TENANT } from "../florida/law";
import { caseNumberField, counterclaimFields, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, emailField, phoneField } from "./party-fields";

export const RESPONSE_TYPES = [
  "I paid the rent",
  "The notice was improper",
  "The landlord breached the lease",
  "I need more time",
] as const;

export const EVICTION_DEFENSES = [
  "Improper notice",
  "Retaliatory eviction",
  "Discrimination",
  "Landlord breach",
  "Habitability issues",
] as const;

export const RENT_DEPOSIT_OPTIONS = [
  "Yes, I deposited it",
  "I am filing a motion to determine rent",
  "No",
] as const;
export const [DEPOSITED, MOTION_TO_DETERMINE_RENT, NOT_DEPOSITED] = RENT_DEPOSIT_OPTIONS;

const { evictionAnswerDays, evictionRentDepositRequired } = LANDLORD_TENANT;

export const evictionAnswer = defineKind({
  kind: "eviction_answer",
  title: "Answer to Eviction Complaint",
  description:
    `Your written answer to a landlord's eviction lawsuit. You have ${evictionAnswerDays.value} business days ` +
    "after you are served to file it, and to pay the rent the landlord claims into the court registry.",
  libraryType: "answer",
  generationType: "eviction_answer",
  module: "landlord-tenant",
  statutes: [
    evictionAnswerDays.citation,
    evictionRentDepositRequired.citation,
    LANDLORD_TENANT.rentWithholdingNoticeDays.citation,
    LANDLORD_TENANT.retaliationProhibited.citation,
    LANDLORD_TENANT.landlordMaintenanceDuties.citation,
    "Fla. R. Civ. P. 1.110(d)",
  ],
  layout: "court",
  fields: [
    countyField("In which county was the eviction filed?", "It is printed at the top of the complaint and the summons."),
    caseNumberField("2026-CC-004512", "Printed on the summons and the complaint."),
    {
      name: "landlord_name",
      label: "Who is evicting you? (the plaintiff)",
      type: "text",
      required: true,
      help: "Copy the name exactly as it is written on the complaint.",
    },
    {
      name: "landlord_attorney",
      label: "The landlord's lawyer, if the papers name one",
      type: "text",
      help: "Leave it empty if no lawyer signed the complaint.",
    },
    addressField(
      "landlord_address",
      "Where will you send your copy?",
      "The lawyer's address if the papers name one. Otherwise the landlord's address from the complaint.",
    ),
    { name: "tenant_name", label: "Your full name (the defendant)", type: "text", required: true },
    addressField("property_address", "Address of the home you rent", "The court will mail notices about the case here."),
    phoneField("tenant_phone", "Your phone number"),
    emailField("tenant_email", "Your e-mail address"),
    {
      name: "service_date",
      label: "On what day were you given the eviction papers?",
      type: "date",
      required: true,
      help: `Your ${evictionAnswerDays.value}-day deadline is counted from this day. If papers were posted on your door, use that day.`,
    },
    {
      name: "response_type",
      label: "What is your main answer?",
      type: "radio",
      required: true,
      options: RESPONSE_TYPES,
    },
    {
      name: "response_details",
      label: "Tell what happened, in your own words",
      type: "textarea",
      required: true,
      maxLength: 3000,
      placeholder: "I paid March rent of $1,450 on March 2 by money order. The landlord did not give me a receipt...",
      help: "Dates, amounts, and what was said or done. Stick to facts you can show.",
    },
    {
      name: "defenses",
      label: "Do any of these defenses apply? (check all that apply)",
      type: "checkbox",
      options: EVICTION_DEFENSES,
      help: "Legal reasons the landlord should not win. Except for \"I paid\", they only count if you pay the rent into the court (next questions).",
    },
    {
      name: "defense_details",
      label: "Facts that support the defenses you checked",
      type: "textarea",
      maxLength: 3000,
      help: "For repairs: what was broken, when you told the landlord in writing, and what happened after.",
    },
    {
      name: "rent_alleged",
      label: "How much rent does the complaint say you owe?",
      type: "number",
      format: "money",
      required: true,
      min: 0,
      placeholder: "1450.00",
      help: "Enter 0 if the complaint does not say you owe rent.",
    },
    {
      name: "rent_deposit",
      label: "Have you paid that rent into the court registry?",
      type: "radio",
      required: true,
      options: RENT_DEPOSIT_OPTIONS,
      help: evictionRentDepositRequired.summary,
    },
    {
      name: "rent_deposited_amount",
      label: "How much did you pay into the court registry?",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "rent_deposit", equals: DEPOSITED },
    },
    {
      name: "correct_rent_amount",
      label: "How much rent do you believe is really owed?",
      type: "number",
      format: "money",
      required: true,
      min: 0,
      when: { field: "rent_deposit", equals: MOTION_TO_DETERMINE_RENT },
      help: "Pay this amount into the court registry while you wait for the judge to decide.",
    },
    {
      name: "determine_rent_reason",
      label: "Why is the landlord's amount wrong?",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "rent_deposit", equals: MOTION_TO_DETERMINE_RENT },
      help: "For example: a payment was not counted, or late fees were added as rent. Attach receipts or the lease.",
    },
    ...counterclaimFields("landlord", {
      help: "For example: repairs you paid for, or damage to your things caused by the landlord's failure to repair.",
      maxAmount: COURTS.countyCourtCivilLimitDollars.value,
      amountHelp: `County court handles claims up to ${formatDollars(COURTS.countyCourtCivilLimitDollars.value)}.`,
      detailsMaxLength: 3000,
    }),
  ],
});
