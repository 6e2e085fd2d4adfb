/**
 * A landlord's notice to a tenant: the spec's "Landlord notice" field set, with the notice types of Florida law
 * (the spec's list is wrong: it has one 7-day notice, and a 30-day notice where § 83.57(3) ends only
 * month-to-month tenancies) and what each notice must say: for a 3-day notice the rent owed, the address with
 * its county, the delivery date and method (which decide the deadline printed in it) and the landlord's name,
 * address and phone (§ 83.56(3)-(4)).
 */
import { DEADLINE_COUNTING, LANDLORD_TENANT } from "../florida/law";
import { countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

const { threeDayNoticeDays, sevenDayNoticeToCureDays, monthToMonthTerminationNoticeDays } = LANDLORD_TENANT;

/** Stored values: never reword one (old documents hold them). The tests check the days against law.ts. */
export const NOTICE_TYPES = [
  "3-Day Notice to Pay Rent",
  "7-Day Notice to Cure",
  "7-Day Notice of Termination (No Cure)",
  "30-Day Notice to End a Month-to-Month Tenancy",
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const [PAY_RENT, CURE, NO_CURE, MONTH_TO_MONTH] = NOTICE_TYPES;

/** § 83.56(4), and e-mail under § 83.505. */
export const DELIVERY_METHODS = [
  "Hand delivery to the tenant",
  "Left at the home (the tenant was not there)",
  "Mail",
  "E-mail (we both signed an e-mail agreement)",
] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** Mail adds days to every deadline counted from delivery. */
export const isMailed = (method: DeliveryMethod) => method === "Mail";

/** § 83.56(2)(a): the examples of violations that need no chance to cure, and a repeat after a written warning. */
const NO_CURE_GROUNDS = [
  "Destroying, damaging or misusing property on purpose",
  "Continued unreasonable disturbance",
  "The same or a similar violation again after a written warning",
  "Another violation so serious it cannot be fixed",
] as const;

export const landlordNotice = defineKind({
  kind: "landlord_notice",
  title: "Landlord Notice to Tenant",
  description:
    `A landlord's written notice to a tenant: ${threeDayNoticeDays.value} days to pay rent, ` +
    `${sevenDayNoticeToCureDays.value} days to fix a lease violation, ${sevenDayNoticeToCureDays.value} days to ` +
    `move out, or ${monthToMonthTerminationNoticeDays.value} days to end a month-to-month rental.`,
  libraryType: "notice",
  generationType: "landlord_notice",
  module: "landlord-tenant",
  statutes: [
    threeDayNoticeDays.citation,
    LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.citation,
    sevenDayNoticeToCureDays.citation,
    LANDLORD_TENANT.noticeDeliveryMethods.citation,
    LANDLORD_TENANT.emailNoticeNeedsSignedAddendum.citation,
    monthToMonthTerminationNoticeDays.citation,
  ],
  layout: "letter",
  fields: [
    {
      name: "notice_type",
      label: "Which notice do you need?",
      type: "select",
      required: true,
      options: NOTICE_TYPES,
      help: "Pay rent: the rent is late. Cure: the tenant broke a rule that can be fixed. No cure: a serious or repeated problem.",
    },
    {
      name: "landlord_name",
      label: "Your name (the landlord)",
      type: "text",
      required: true,
      help: "Or the name of the company or property manager, as written on the lease.",
    },
    addressField("landlord_address", "Your address", "The tenant must be able to reach you or pay you here."),
    {
      ...phoneField("landlord_phone", "Your phone number"),
      required: true,
      help: `A ${threeDayNoticeDays.value}-day notice must give the landlord's phone number.`,
    },
    {
      name: "tenant_name",
      label: "Tenant's full name",
      type: "text",
      required: true,
      placeholder: "Jane Doe and John Doe",
      help: "Every adult who signed the lease.",
    },
    addressField("property_address", "Address of the rental", "Street, unit number, city and ZIP code."),
    countyField("County where the rental is", "The notice must name the county."),
    {
      name: "rent_amount",
      label: "How much rent is past due?",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      when: { field: "notice_type", equals: PAY_RENT },
      help: LANDLORD_TENANT.threeDayNoticeRentOnly.summary,
    },
    {
      name: "violation_description",
      label: "What did the tenant do wrong?",
      type: "textarea",
      maxLength: 2000,
      required: true,
      when: { field: "notice_type", equals: CURE },
      placeholder: "A dog lives in the unit. Section 12 of the lease does not allow pets.",
      help: "Say what the problem is, when it happened, and which rule of the lease it breaks.",
    },
    {
      name: "no_cure_ground",
      label: "Why can the tenant not fix it?",
      type: "select",
      required: true,
      options: NO_CURE_GROUNDS,
      when: { field: "notice_type", equals: NO_CURE },
    },
    {
      name: "no_cure_facts",
      label: "What happened?",
      type: "textarea",
      maxLength: 2000,
      required: true,
      when: { field: "notice_type", equals: NO_CURE },
      help: "Dates and facts. For a repeat, give the date of your earlier written warning.",
    },
    {
      name: "rent_due_day",
      label: "On what day of the month is rent due?",
      type: "number",
      required: true,
      min: 1,
      max: 31,
      when: { field: "notice_type", equals: MONTH_TO_MONTH },
      placeholder: "1",
      help: "We use it to find the last day of a rental period, when the tenancy can end.",
    },
    {
      name: "delivery_date",
      label: "On what day will the tenant get this notice?",
      type: "date",
      required: true,
      help: "The deadline in the notice is counted from this day. Deliver it on this day.",
    },
    {
      name: "delivery_method",
      label: "How will you deliver it?",
      type: "radio",
      required: true,
      options: DELIVERY_METHODS,
      help:
        `Mailing adds ${DEADLINE_COUNTING.postalMailServiceExtraDays.value} days to the deadline. Use e-mail only if ` +
        "you and the tenant both signed an e-mail agreement.",
    },
    {
      name: "delivered_by",
      label: "Who will deliver it?",
      type: "text",
      help: "Leave it empty if you will deliver it yourself.",
    },
  ],
});
