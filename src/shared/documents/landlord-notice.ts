/**
 * A landlord's notice to a tenant: the spec's "Landlord notice" field set, with the notice types of Florida law
 * (the spec's list is wrong: it has one 7-day notice, and a 30-day notice where § 83.57(3) ends only
 * month-to-month tenancies) and what each notice must say: for a 3-day notice the rent owed, the address with
 * its county, the delivery date and method (which decide the deadline printed in it) and the landlord's name,
 * address and phone (§ 83.56(3)-(4)). A company landlord signs through a person ("By: name, title"). A notice
 * without cure for a repeat violation asks the date of the written warning, which must be within 12 months before
 * the repeat (§ 83.56(2)(a)). Mail adds a safety margin of days, not a rule of law.
 */
import { LANDLORD_TENANT } from "../florida/law";
import { countyField } from "./court-fields";
import { DELIVERY_METHODS, isMailed, type DeliveryMethod } from "./delivery-methods";
import { defineKind } from "./kind";
import { addressField, companySignerFields, phoneField } from "./party-fields";

const { threeDayNoticeDays, sevenDayNoticeToCureDays, monthToMonthTerminationNoticeDays } = LANDLORD_TENANT;

/** Option codes: never rename one (old documents hold them). Their labels print the days, checked against law.ts. */
export const NOTICE_TYPES = ["pay_rent", "cure", "no_cure", "month_to_month"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const [PAY_RENT, CURE, NO_CURE, MONTH_TO_MONTH] = NOTICE_TYPES;

export { DELIVERY_METHODS, isMailed, type DeliveryMethod };

/** § 83.56(2)(a): the examples of violations that need no chance to cure, and a repeat after a written warning. */
export const NO_CURE_GROUNDS = [
  "intentional_damage",
  "continued_disturbance",
  "repeat_violation",
  "incurable_violation",
] as const;
export const REPEAT_VIOLATION = NO_CURE_GROUNDS[2];

export const landlordNotice = defineKind({
  kind: "landlord_notice",
  values: {
    payDays: threeDayNoticeDays.value,
    cureDays: sevenDayNoticeToCureDays.value,
    noCureDays: LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value,
    monthDays: monthToMonthTerminationNoticeDays.value,
  },
  libraryType: "notice",
  generationType: "landlord_notice",
  statutes: [
    threeDayNoticeDays.citation,
    LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.citation,
    sevenDayNoticeToCureDays.citation,
    LANDLORD_TENANT.partialRentAfterThreeDayNotice.citation,
    LANDLORD_TENANT.noticeDeliveryMethods.citation,
    LANDLORD_TENANT.emailNoticeNeedsSignedAddendum.citation,
    monthToMonthTerminationNoticeDays.citation,
  ],
  layout: "letter",
  fields: [
    { name: "notice_type", type: "select", required: true, options: NOTICE_TYPES },
    { name: "landlord_name", type: "text", required: true },
    addressField("landlord_address"),
    { ...phoneField("landlord_phone"), required: true },
    ...companySignerFields("landlord"),
    { name: "tenant_name", type: "text", required: true },
    // What each notice must say comes before the address, so a question that depends on one of them (the warning
    // date) is laid out in the step right after it.
    {
      name: "rent_amount",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "notice_type", equals: PAY_RENT },
      lawSentences: { summary: LANDLORD_TENANT.threeDayNoticeRentOnly },
    },
    {
      name: "violation_description",
      type: "textarea",
      maxLength: 2000,
      required: true,
      when: { field: "notice_type", equals: CURE },
    },
    {
      name: "no_cure_ground",
      type: "select",
      required: true,
      options: NO_CURE_GROUNDS,
      printed: true,
      when: { field: "notice_type", equals: NO_CURE },
    },
    {
      name: "no_cure_facts",
      type: "textarea",
      maxLength: 2000,
      required: true,
      when: { field: "notice_type", equals: NO_CURE },
    },
    {
      name: "written_warning_date",
      type: "date",
      required: true,
      when: { field: "no_cure_ground", equals: REPEAT_VIOLATION },
      lawSentences: { summary: LANDLORD_TENANT.repeatViolationWarningMonths },
    },
    {
      name: "rent_due_day",
      type: "number",
      required: true,
      min: 1,
      max: 31,
      when: { field: "notice_type", equals: MONTH_TO_MONTH },
    },
    addressField("property_address"),
    countyField,
    {
      name: "delivery_date",
      type: "date",
      required: true,
      // Why the 3-day notice's date is one business day past the statute's 3, said before the paper is made.
      lawSentences: { extraDay: LANDLORD_TENANT.threeDayNoticeExtraBusinessDays },
    },
    {
      name: "delivery_method",
      type: "radio",
      required: true,
      options: DELIVERY_METHODS,
      printed: true,
      values: { mailDays: LANDLORD_TENANT.mailedNoticeSafetyDays.value },
    },
    { name: "delivered_by", type: "text" },
  ],
});
