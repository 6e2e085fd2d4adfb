/**
 * A tenant's letter demanding the security deposit back: the spec's "Security deposit demand" field set, plus
 * what § 83.49 makes decisive (did the landlord send a certified-mail notice of a claim within 30 days? did the
 * tenant give notice before leaving?), the amount already returned, the tenant's reasons, and how long the
 * landlord has to answer. Against a timely claim the letter is the tenant's objection: it asks when the notice
 * arrived, which starts the tenant's 15 days to object (§ 83.49(3)(b)).
 *
 * days_since_moveout: the spec requires it, but a number typed today is wrong tomorrow, and the letter is
 * rendered on every download. So the letter counts the days itself, from move_out_date to the letter's date; the
 * field stays (under the spec's name, so the API and old drafts still accept it) as an optional check the wizard
 * may show, and the template never prints the typed number.
 */
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { responseDaysField } from "./cease-desist-fields";
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
export const RESPONSE_DAYS = ["days_7", "days_10", "days_14"] as const;

export const securityDepositDemand = defineKind({
  kind: "security_deposit_demand",
  values: { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole") },
  libraryType: "demand_letter",
  statutes: [
    SECURITY_DEPOSIT.returnWithoutClaimDays.citation,
    SECURITY_DEPOSIT.tenantObjectionDays.citation,
    SECURITY_DEPOSIT.claimNoticeByEmailWithAddendum.citation,
    SECURITY_DEPOSIT.tenantVacatingNoticeDays.citation,
    SECURITY_DEPOSIT.prevailingPartyCostsAndFees.citation,
  ],
  layout: "letter",
  fields: [
    { name: "tenant_name", type: "text", required: true },
    addressField("tenant_address"),
    phoneField("tenant_phone"),
    emailField("tenant_email"),
    { name: "landlord_name", type: "text", required: true },
    addressField("landlord_address"),
    addressField("rental_address"),
    { name: "lease_start", type: "date", required: true },
    { name: "lease_end", type: "date", required: true },
    depositAmountField,
    moveOutDateField,
    { name: "days_since_moveout", type: "number", min: 0 },
    vacateNoticeField,
    claimNoticeField,
    { name: "damages_claimed", type: "number", format: "money", min: 0 },
    amountReturnedField,
    {
      name: "amount_demanded",
      type: "number",
      format: "money",
      required: true,
      min: 1,
      max: SMALL_CLAIMS.limitDollars.value,
      when: { field: "landlord_notice", equals: TIMELY_CLAIM_NOTICE },
    },
    {
      name: "claim_notice_received",
      type: "date",
      required: true,
      when: { field: "landlord_notice", equals: TIMELY_CLAIM_NOTICE },
      values: { days: SECURITY_DEPOSIT.tenantObjectionDays.value },
    },
    disputeReasonField,
    { ...responseDaysField, options: RESPONSE_DAYS },
  ],
});
