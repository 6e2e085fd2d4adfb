/**
 * A letter to a debt collector disputing a debt and asking it to prove it (15 U.S.C. § 1692g(b); Regulation F,
 * 12 C.F.R. § 1006.34). The spec's "Debt validation" field set, plus who sends the letter and to whom, and the
 * day the validation notice arrived (the 30 days to dispute run from it).
 */
import { DEBT } from "../florida/law";
import { YES_NO } from "./court-fields";
import { defineKind } from "./kind";
import { addressField } from "./party-fields";

export const debtValidationLetter = defineKind({
  kind: "debt_validation_letter",
  values: { days: DEBT.validationDisputeDays.value },
  libraryType: "demand_letter",
  statutes: [
    DEBT.validationDisputeDays.citation,
    DEBT.disputeStopsCollectionUntilVerified.citation,
    DEBT.disputedDebtReportedAsDisputed.citation,
    DEBT.floridaActCoversOriginalCreditors.citation,
    DEBT.collectorMustRegisterInFlorida.citation,
  ],
  layout: "letter",
  fields: [
    { name: "sender_name", type: "text", required: true },
    addressField("sender_address"),
    { name: "collector_name", type: "text", required: true },
    addressField("collector_address"),
    { name: "creditor_name", type: "text", required: true },
    { name: "current_creditor", type: "text", required: true },
    { name: "debt_amount", type: "number", format: "money", required: true, min: 0 },
    { name: "account_number", type: "text", maxLength: 60 },
    { name: "date_of_default", type: "date" },
    { name: "validation_notice", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    {
      name: "notice_received_date",
      type: "date",
      required: true,
      when: { field: "validation_notice", equals: "yes" },
    },
  ],
});
