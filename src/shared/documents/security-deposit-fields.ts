/**
 * The questions both security deposit papers (the demand letter and the small claims lawsuit) ask about what
 * happened after the tenant moved out: they decide whether the landlord lost the right to keep any of the
 * deposit (§ 83.49(3)(a)) or the tenant lost the benefit of that rule (§ 83.49(5)).
 */
import { SECURITY_DEPOSIT } from "../florida/law";
import { CLAIM_NOTICE_OPTIONS, LATE_CLAIM_NOTICE, NO_CLAIM_NOTICE, TIMELY_CLAIM_NOTICE } from "./claim-notice-options";
import type { ChoiceField, DateField, NumberField, TextField } from "./fields";

const { claimNoticeDays, tenantVacatingNoticeDays, wrongForfeitureClaimRisksFees } = SECURITY_DEPOSIT;

export { CLAIM_NOTICE_OPTIONS, LATE_CLAIM_NOTICE, NO_CLAIM_NOTICE, TIMELY_CLAIM_NOTICE };

/** Option codes: never rename one. Their labels print the days; the tests check them against law.ts. */
export const VACATE_NOTICE_OPTIONS = ["lease_ended", "gave_notice", "no_notice"] as const;
export const [LEASE_ENDED, GAVE_VACATE_NOTICE, NO_VACATE_NOTICE] = VACATE_NOTICE_OPTIONS;

export const moveOutDateField = { name: "move_out_date", type: "date", required: true } as const satisfies DateField;

export const depositAmountField = {
  name: "deposit_amount",
  type: "number",
  format: "money",
  required: true,
  min: 1,
} as const satisfies NumberField;

export const vacateNoticeField = {
  name: "vacate_notice",
  type: "radio",
  required: true,
  options: VACATE_NOTICE_OPTIONS,
  values: { days: tenantVacatingNoticeDays.value },
} as const satisfies ChoiceField;

/**
 * The landlord's notice of a claim, by certified mail or (since 1 July 2025, § 83.505) by e-mail to a tenant who
 * signed an e-mail addendum: the question names both, and warns that claiming a forfeiture wrongly can cost fees.
 */
export const claimNoticeField = {
  name: "landlord_notice",
  type: "radio",
  required: true,
  options: CLAIM_NOTICE_OPTIONS,
  values: { days: claimNoticeDays.value, feeCitation: wrongForfeitureClaimRisksFees.citation },
  lawSentences: { summary: claimNoticeDays, feeWarning: wrongForfeitureClaimRisksFees },
} as const satisfies ChoiceField;

export const amountReturnedField = {
  name: "amount_returned",
  type: "number",
  format: "money",
  min: 0,
} as const satisfies NumberField;

export const disputeReasonField = {
  name: "dispute_reason",
  type: "textarea",
  maxLength: 2000,
} as const satisfies TextField;
