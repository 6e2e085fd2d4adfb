/**
 * A tenant's letter demanding the security deposit back: the spec's "Security deposit demand" field set, plus
 * what § 83.49 makes decisive (did the landlord send a certified-mail notice of a claim within 30 days? did the
 * tenant give notice before leaving?), the amount already returned, the tenant's reasons, and how long the
 * landlord has to answer.
 *
 * days_since_moveout: the spec requires it, but a number typed today is wrong tomorrow, and the letter is
 * rendered on every download. So the letter counts the days itself, from move_out_date to the letter's date; the
 * field stays (under the spec's name, so the API and old drafts still accept it) as an optional check the wizard
 * may show, and the template never prints the typed number.
 */
import { formatDollars } from "../florida/fees";
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { defineKind } from "./kind";
import { addressField, emailField, phoneField } from "./party-fields";
import {
  amountReturnedField,
  claimNoticeField,
  depositAmountField,
  disputeReasonField,
  moveOutDateField,
  TIMELY_CLAIM_NOTICE,
  vacateNoticeField,
} from "./security-deposit-fields";

/** The spec's demand letter offers 7, 10, 14 or 30 days; 30 would run past the landlord's own deadlines. */
export const RESPONSE_DAYS = ["7 days", "10 days", "14 days"] as const;

export const securityDepositDemand = defineKind({
  kind: "security_deposit_demand",
  title: "Security Deposit Demand Letter",
  description:
    "A letter asking your former landlord to return your security deposit, citing Florida law. Send it before " +
    "you sue: it often gets the money back, and the judge will want to see it.",
  libraryType: "demand_letter",
  module: "security-deposits",
  caseType: "security_deposit",
  statutes: [
    SECURITY_DEPOSIT.returnWithoutClaimDays.citation,
    SECURITY_DEPOSIT.tenantObjectionDays.citation,
    SECURITY_DEPOSIT.tenantVacatingNoticeDays.citation,
    SECURITY_DEPOSIT.prevailingPartyCostsAndFees.citation,
  ],
  layout: "letter",
  fields: [
    { name: "tenant_name", label: "Your full name", type: "text", required: true },
    addressField(
      "tenant_address",
      "Your current mailing address",
      "Where the landlord should send your deposit: your new address, not the rental.",
    ),
    phoneField("tenant_phone", "Your phone number"),
    emailField("tenant_email", "Your e-mail address"),
    {
      name: "landlord_name",
      label: "Landlord's name",
      type: "text",
      required: true,
      help: "The person or company on your lease, or the property manager you paid.",
    },
    addressField("landlord_address", "Landlord's mailing address", "Where the landlord gets mail, from the lease or rent receipts."),
    addressField("rental_address", "Address of the rental you left", "Street, unit number, city and ZIP code."),
    { name: "lease_start", label: "When did your lease start?", type: "date", required: true },
    {
      name: "lease_end",
      label: "When did your lease end?",
      type: "date",
      required: true,
      help: "The end date written in the lease. For a month-to-month rental, the last day you paid rent for.",
    },
    depositAmountField,
    moveOutDateField,
    {
      name: "days_since_moveout",
      label: "How many days ago did you move out?",
      type: "number",
      min: 0,
      help: "You can leave this empty: the letter counts the days from your move-out date.",
    },
    vacateNoticeField,
    claimNoticeField,
    {
      name: "damages_claimed",
      label: "How much did the landlord say it would keep?",
      type: "number",
      format: "money",
      min: 0,
      help: "From the landlord's notice. Leave it empty if you got no notice.",
    },
    amountReturnedField,
    {
      name: "amount_demanded",
      label: "How much of your deposit do you want back?",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      max: SMALL_CLAIMS.limitDollars.value,
      when: { field: "landlord_notice", equals: TIMELY_CLAIM_NOTICE },
      help:
        "Usually all of it, minus anything already returned. If you agree with part of the landlord's claim, " +
        `take that part off. (Over ${formatDollars(SMALL_CLAIMS.limitDollars.value)} is not small claims.)`,
    },
    disputeReasonField,
    {
      name: "response_days",
      label: "How long will you give the landlord to pay?",
      type: "select",
      required: true,
      options: RESPONSE_DAYS,
      help: "Counted from the date of the letter. 10 days is common.",
    },
  ],
});
