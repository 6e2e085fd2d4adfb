/**
 * The questions both security deposit papers (the demand letter and the small claims lawsuit) ask about what
 * happened after the tenant moved out: they decide whether the landlord lost the right to keep any of the
 * deposit (§ 83.49(3)(a)) or the tenant lost the benefit of that rule (§ 83.49(5)).
 */
import { SECURITY_DEPOSIT } from "../florida/law";
import type { ChoiceField, DateField, NumberField, TextField } from "./fields";

const { claimNoticeDays, tenantVacatingNoticeDays } = SECURITY_DEPOSIT;

/** Stored values: never reword one. The tests check the days against law.ts. */
export const CLAIM_NOTICE_OPTIONS = [
  "No, I never got a written notice",
  "Yes, but more than 30 days after I moved out",
  "Yes, within 30 days after I moved out",
] as const;
export const [NO_CLAIM_NOTICE, LATE_CLAIM_NOTICE, TIMELY_CLAIM_NOTICE] = CLAIM_NOTICE_OPTIONS;

export const VACATE_NOTICE_OPTIONS = [
  "I moved out when my lease ended",
  "I gave 7 days' written notice with my new address",
  "I did not give written notice",
] as const;
export const [LEASE_ENDED, GAVE_VACATE_NOTICE, NO_VACATE_NOTICE] = VACATE_NOTICE_OPTIONS;

export const moveOutDateField = {
  name: "move_out_date",
  label: "On what day did you move out and return the keys?",
  type: "date",
  required: true,
  help: "The landlord's deadlines are counted from this day.",
} as const satisfies DateField;

export const depositAmountField = {
  name: "deposit_amount",
  label: "How much was your security deposit?",
  type: "number",
  format: "money",
  required: true,
  min: 1,
  placeholder: "1500.00",
  help: "Only the security deposit. Do not add last month's rent unless the lease called it a deposit.",
} as const satisfies NumberField;

export const vacateNoticeField = {
  name: "vacate_notice",
  label: "How did your tenancy end?",
  type: "radio",
  required: true,
  options: VACATE_NOTICE_OPTIONS,
  help:
    `If you left before the lease ended (or rented month to month), the law expects ${tenantVacatingNoticeDays.value} ` +
    "days' written notice, by certified mail or by hand, with an address where you can be reached.",
} as const satisfies ChoiceField;

export const claimNoticeField = {
  name: "landlord_notice",
  label: `Did the landlord send you a written notice, by certified mail, saying it would keep some of the deposit?`,
  type: "radio",
  required: true,
  options: CLAIM_NOTICE_OPTIONS,
  help: claimNoticeDays.summary,
} as const satisfies ChoiceField;

export const amountReturnedField = {
  name: "amount_returned",
  label: "Has the landlord already given back part of the deposit? How much?",
  type: "number",
  format: "money",
  min: 0,
  help: "Leave it empty if you got nothing back.",
} as const satisfies NumberField;

export const disputeReasonField = {
  name: "dispute_reason",
  label: "If the landlord gave a reason for keeping money, why is it wrong?",
  type: "textarea",
  maxLength: 2000,
  placeholder: "The carpet was worn from normal use after 3 years. The scratches were there when I moved in (see photos).",
  help: "Normal wear and tear is not damage. Mention photos, the move-in checklist, or receipts you have.",
} as const satisfies TextField;
