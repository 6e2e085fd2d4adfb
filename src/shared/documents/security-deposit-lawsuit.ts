/**
 * A small claims statement of claim for a security deposit kept wrongly: the spec's "Security deposit lawsuit"
 * field set, plus the facts the claim rests on (lease, move-out, notice or no notice within 30 days, the demand
 * sent) and the plaintiff's phone and e-mail (Rule 7.050).
 */
import { COURTS, SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { claimAmountField, countyField, YES_NO } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, yourPartyFields } from "./party-fields";
import {
  amountReturnedField,
  claimNoticeField,
  depositAmountField,
  disputeReasonField,
  moveOutDateField,
  vacateNoticeField,
} from "./security-deposit-fields";

const limit = SMALL_CLAIMS.limitDollars;

export const DEPOSIT_ATTACHMENTS = ["lease", "deposit_proof", "photos", "landlord_claim_notice", "demand_letter"] as const;

export const securityDepositLawsuit = defineKind({
  kind: "security_deposit_lawsuit",
  values: { limit: formatMoney(limit.value, "whole") },
  libraryType: "complaint",
  statutes: [
    SECURITY_DEPOSIT.claimNoticeDays.citation,
    SECURITY_DEPOSIT.tenantVacatingNoticeDays.citation,
    SECURITY_DEPOSIT.prevailingPartyCostsAndFees.citation,
    limit.citation,
    SMALL_CLAIMS.statementOfClaimContents.citation,
    COURTS.verificationByDeclaration.citation,
  ],
  layout: "court",
  fields: [
    ...yourPartyFields("plaintiff"),
    { name: "defendant_name", type: "text", required: true },
    addressField("defendant_address"),
    addressField("rental_address"),
    { name: "lease_start", type: "date", required: true },
    depositAmountField,
    moveOutDateField,
    vacateNoticeField,
    claimNoticeField,
    amountReturnedField,
    disputeReasonField,
    // Florida law gives no "double the deposit", whatever the product specification says (docs/florida-law.md,
    // § 83.49(3)(c)).
    // The claim is the amount kept wrongly plus any other damages, capped by the small claims limit.
    claimAmountField("damages_claimed"),
    { name: "other_damages", type: "textarea", maxLength: 2000 },
    { name: "demand_sent", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    { name: "demand_date", type: "date", required: true, when: { field: "demand_sent", equals: "yes" } },
    { name: "attachments", type: "checkbox", options: DEPOSIT_ATTACHMENTS, printed: true },
    countyField,
  ],
});
