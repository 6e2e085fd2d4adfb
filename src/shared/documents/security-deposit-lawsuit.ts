/**
 * A small claims statement of claim for a security deposit kept wrongly: the spec's "Security deposit lawsuit"
 * field set, plus the facts the claim rests on (lease, move-out, notice or no notice within 30 days, the demand
 * sent) and the plaintiff's phone and e-mail (Rule 7.050).
 */
import { formatDollars } from "../florida/fees";
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { claimAmountField, countyField } from "./court-fields";
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

export const DEPOSIT_ATTACHMENTS = [
  "The lease",
  "Proof the deposit was paid",
  "Move-in or move-out photos",
  "The landlord's notice of claim",
  "The demand letter and its mail receipt",
] as const;

export const securityDepositLawsuit = defineKind({
  kind: "security_deposit_lawsuit",
  title: "Statement of Claim for Security Deposit",
  description:
    "A small claims lawsuit against a landlord who kept your security deposit without the right to. You ask for " +
    "the deposit kept, plus court costs.",
  libraryType: "complaint",
  module: "security-deposits",
  caseType: "security_deposit_lawsuit",
  statutes: [
    SECURITY_DEPOSIT.claimNoticeDays.citation,
    SECURITY_DEPOSIT.tenantVacatingNoticeDays.citation,
    SECURITY_DEPOSIT.prevailingPartyCostsAndFees.citation,
    limit.citation,
    "Fla. Sm. Cl. R. 7.050",
    "Fla. Stat. § 92.525",
  ],
  layout: "court",
  fields: [
    ...yourPartyFields("plaintiff"),
    {
      name: "defendant_name",
      label: "Who are you suing? (your landlord)",
      type: "text",
      required: true,
      help: "The landlord on your lease. For a company, its exact legal name (look it up on sunbiz.org).",
    },
    addressField(
      "defendant_address",
      "The landlord's address",
      "Where the landlord can be given the court papers. For a company, its registered agent's address on sunbiz.org.",
    ),
    addressField("rental_address", "Address of the rental you left", "Street, unit number, city and ZIP code."),
    { name: "lease_start", label: "When did your lease start?", type: "date", required: true },
    depositAmountField,
    moveOutDateField,
    vacateNoticeField,
    claimNoticeField,
    amountReturnedField,
    disputeReasonField,
    // Florida law gives no "double the deposit": the spec is wrong (shared/florida-law.md, § 83.49(3)(c)).
    // The claim is the amount kept wrongly plus any other damages, capped by the small claims limit.
    claimAmountField(
      "damages_claimed",
      "The part of the deposit the landlord kept, plus other losses if any. Florida law does not give you double " +
        `the deposit. Up to ${formatDollars(limit.value)}; the court adds costs.`,
    ),
    {
      name: "other_damages",
      label: "If you ask for more than the deposit kept, what is the rest for?",
      type: "textarea",
      maxLength: 2000,
      help: "For example: belongings the landlord threw away. Leave it empty if you only want the deposit back.",
    },
    {
      name: "demand_sent",
      label: "Did you send the landlord a written demand for the deposit?",
      type: "radio",
      required: true,
      options: ["Yes", "No"],
      help: "Not required, but judges like to see that you asked first. The app can write one for you.",
    },
    {
      name: "demand_date",
      label: "On what day did you send it?",
      type: "date",
      required: true,
      when: { field: "demand_sent", equals: "Yes" },
    },
    {
      name: "attachments",
      label: "Which papers will you attach?",
      type: "checkbox",
      options: DEPOSIT_ATTACHMENTS,
      help: "The rules say to attach a copy of the lease your claim rests on.",
    },
    countyField("In which county will you file?", "Usually the county where the rental is, or where the landlord lives."),
  ],
});
