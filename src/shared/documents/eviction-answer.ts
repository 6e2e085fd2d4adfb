/**
 * A tenant's answer to an eviction complaint: the spec's "Eviction answer" field set, plus what the paper needs
 * to be filed and served (county, the landlord's name and address for the caption and the certificate of
 * service, the tenant's phone and e-mail) and what § 83.60(2) makes decisive: when the tenant was served (the
 * 5-day deadline) and whether the rent alleged was paid into the court registry or a motion to determine rent is
 * filed with the answer. Without one of them, every defense except payment is lost.
 */
import { evictionAnswerDeadline } from "../florida/deadlines";
import { isIsoDate } from "../florida/iso-date";
import { COURTS, DEBT, LANDLORD_TENANT } from "../florida/law";
import { formatMoney, parseMoney } from "../i18n/format";
import { countyOfCode } from "./county-codes";
import { caseNumberField, counterclaimFields, countyField, YES_NO } from "./court-fields";
import type { AnswerFigure } from "./fields";
import { defineKind } from "./kind";
import { EVICTION_DEFENSE_HEADINGS } from "./paper/defense-headings";
import { addressField, emailField, phoneField } from "./party-fields";

export const RESPONSE_TYPES = ["paid_rent", "improper_notice", "landlord_breach", "need_time"] as const;

export const EVICTION_DEFENSES = ["improper_notice", "retaliation", "discrimination", "landlord_breach", "habitability"] as const;

/** The defense that rests on the landlord's failure to make repairs: § 83.60(1)(b) asks for the tenant's written notice. */
export const REPAIRS_DEFENSE = "habitability" satisfies (typeof EVICTION_DEFENSES)[number];

export const RENT_DEPOSIT_OPTIONS = ["deposited", "motion_to_determine", "no"] as const;
export const [DEPOSITED, MOTION_TO_DETERMINE_RENT, NOT_DEPOSITED] = RENT_DEPOSIT_OPTIONS;

const { evictionAnswerDays, evictionRentDepositRequired, subsidizedTenantDepositsOwnShare, writExecutedAfterPostedNoticeHours } =
  LANDLORD_TENANT;
const countyCourtLimit = COURTS.countyCourtCivilLimitDollars.value;

/**
 * What "No, I have not deposited the rent" shows at once (§ 83.60(2)): the rent the complaint alleges, the last day
 * (5 days excluding weekends and legal holidays after service, on the state's holiday list: the earliest date that
 * could apply, never a day too late) and her county's clerk. The instructions print the same warning.
 */
export function rentDepositFigures(answers: Readonly<Record<string, unknown>>): Record<string, AnswerFigure | undefined> {
  const rent = answers.rent_alleged;
  const amount = typeof rent === "number" ? rent : typeof rent === "string" ? parseMoney(rent) : undefined;
  const served = answers.service_date;
  const county = countyOfCode(answers.county);
  return {
    amount: amount !== undefined && Number.isFinite(amount) && amount >= 0 ? { money: amount } : undefined,
    date: typeof served === "string" && isIsoDate(served) ? { date: evictionAnswerDeadline(served).date } : undefined,
    county: county === undefined ? undefined : { text: `${county} County` },
  };
}

export const evictionAnswer = defineKind({
  kind: "eviction_answer",
  values: { days: evictionAnswerDays.value, countyCourtLimit: formatMoney(countyCourtLimit, "whole") },
  libraryType: "answer",
  generationType: "eviction_answer",
  statutes: [
    evictionAnswerDays.citation,
    evictionRentDepositRequired.citation,
    LANDLORD_TENANT.rentWithholdingNoticeDays.citation,
    LANDLORD_TENANT.moneyClaimAnswerDays.citation,
    LANDLORD_TENANT.retaliationProhibited.citation,
    LANDLORD_TENANT.landlordMaintenanceDuties.citation,
    LANDLORD_TENANT.fairHousing.citation,
    LANDLORD_TENANT.writExecutedAfterPostedNoticeHours.citation,
    DEBT.defensesMustBeInAnswer.citation,
  ],
  layout: "court",
  fields: [
    countyField,
    caseNumberField,
    { name: "landlord_name", type: "text", required: true },
    { name: "landlord_attorney", type: "text" },
    addressField("landlord_address"),
    { name: "tenant_name", type: "text", required: true },
    addressField("property_address"),
    phoneField("tenant_phone"),
    emailField("tenant_email"),
    { name: "service_date", type: "date", required: true },
    {
      name: "response_type",
      type: "radio",
      required: true,
      options: RESPONSE_TYPES,
      values: { citation: writExecutedAfterPostedNoticeHours.citation },
      lawSentences: { writ: writExecutedAfterPostedNoticeHours },
    },
    { name: "response_details", type: "textarea", required: true, maxLength: 3000 },
    {
      name: "defenses",
      type: "checkbox",
      options: EVICTION_DEFENSES,
      printed: true,
      printedAs: EVICTION_DEFENSE_HEADINGS,
      values: { retaliationCitation: LANDLORD_TENANT.retaliationProhibited.citation },
    },
    { name: "defense_details", type: "textarea", maxLength: 3000 },
    // § 83.60(1)(b): withholding for repairs is a defense only after 7 days' written notice naming the problem and
    // saying the tenant would withhold rent; the paper states both, the instructions warn when it did not say so.
    {
      name: "repair_notice_date",
      type: "date",
      required: true,
      when: { field: "defenses", equals: REPAIRS_DEFENSE },
      values: { days: LANDLORD_TENANT.rentWithholdingNoticeDays.value },
    },
    {
      name: "repair_notice_said_withhold",
      type: "radio",
      required: true,
      options: YES_NO,
      messages: "yes_no",
      when: { field: "defenses", equals: REPAIRS_DEFENSE },
      values: {
        citation: LANDLORD_TENANT.rentWithholdingNoticeDays.citation,
        depositCitation: evictionRentDepositRequired.citation,
      },
    },
    { name: "rent_alleged", type: "number", format: "money", required: true, min: 0 },
    {
      name: "rent_deposit",
      type: "radio",
      required: true,
      options: RENT_DEPOSIT_OPTIONS,
      lawSentences: { summary: evictionRentDepositRequired, subsidy: subsidizedTenantDepositsOwnShare },
      notes: [NOT_DEPOSITED],
      values: {
        days: evictionAnswerDays.value,
        citation: evictionRentDepositRequired.citation,
        feeCitation: COURTS.registryFee.citation,
      },
      answerValues: rentDepositFigures,
    },
    {
      name: "rent_deposited_amount",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "rent_deposit", equals: DEPOSITED },
    },
    {
      name: "correct_rent_amount",
      type: "number",
      format: "money",
      required: true,
      min: 0,
      when: { field: "rent_deposit", equals: MOTION_TO_DETERMINE_RENT },
    },
    {
      name: "determine_rent_reason",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "rent_deposit", equals: MOTION_TO_DETERMINE_RENT },
    },
    ...counterclaimFields({ maxAmount: countyCourtLimit, detailsMaxLength: 3000 }),
  ],
});
