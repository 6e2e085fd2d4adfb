/**
 * A letter to a debt collector disputing a debt and asking it to prove it (15 U.S.C. § 1692g(b); Regulation F,
 * 12 C.F.R. § 1006.34). The spec's "Debt validation" field set, plus who sends the letter and to whom, and the
 * day the validation notice arrived (the 30 days to dispute run from it).
 */
import { DEBT } from "../florida/law";
import { defineKind } from "./kind";
import { addressField } from "./party-fields";

const VALIDATION_NOTICE_OPTIONS = ["Yes", "No"] as const;

export const debtValidationLetter = defineKind({
  kind: "debt_validation_letter",
  title: "Debt Validation Letter",
  description:
    "A letter that disputes a debt and asks the debt collector to prove it. Once the collector gets it in time, " +
    "it must stop collecting until it sends you proof.",
  libraryType: "demand_letter",
  module: "debt-defense",
  caseType: "debt_defense",
  statutes: [
    DEBT.validationDisputeDays.citation,
    DEBT.disputeStopsCollectionUntilVerified.citation,
    DEBT.disputedDebtReportedAsDisputed.citation,
    DEBT.floridaActCoversOriginalCreditors.citation,
    DEBT.collectorMustRegisterInFlorida.citation,
  ],
  layout: "letter",
  fields: [
    { name: "sender_name", label: "Your full name", type: "text", required: true },
    addressField("sender_address", "Your mailing address", "The collector must mail its answer here."),
    {
      name: "collector_name",
      label: "Who is trying to collect? (the debt collector)",
      type: "text",
      required: true,
      placeholder: "Acme Recovery Services, LLC",
      help: "The company name on the collection letter, or the company that calls you.",
    },
    addressField(
      "collector_address",
      "The debt collector's mailing address",
      "Use the address on its letter. If it gives an address for disputes, use that one.",
    ),
    {
      name: "creditor_name",
      label: "Who did you first owe? (the original creditor)",
      type: "text",
      required: true,
      placeholder: "First National Bank",
      help: "The bank, store, hospital or lender the debt came from. If you do not know, write \"Unknown\".",
    },
    {
      name: "current_creditor",
      label: "Who does the collector say owns the debt now?",
      type: "text",
      required: true,
      placeholder: "Acme Debt Buyers, LLC",
      help: "The collection letter names the creditor the debt is owed to now. If it does not say, write \"Unknown\".",
    },
    {
      name: "debt_amount",
      label: "How much does the collector say you owe?",
      type: "number",
      format: "money",
      required: true,
      min: 0,
      placeholder: "1875.40",
    },
    {
      name: "account_number",
      label: "Account or reference number",
      type: "text",
      maxLength: 60,
      placeholder: "XXXX-1234",
      help: "Optional. The last 4 digits are enough; it helps the collector find the account.",
    },
    {
      name: "date_of_default",
      label: "When did the collector say you stopped paying? (date of default)",
      type: "date",
      help: "Optional. Leave it empty if you do not know. The letter asks the collector for it.",
    },
    {
      name: "validation_notice",
      label: "Did the collector send you a validation notice?",
      type: "radio",
      required: true,
      options: VALIDATION_NOTICE_OPTIONS,
      help:
        "A validation notice is the collector's first letter. It lists the amount, who you owe, and how to " +
        "dispute the debt.",
    },
    {
      name: "notice_received_date",
      label: "The day you received the validation notice",
      type: "date",
      required: true,
      when: { field: "validation_notice", equals: "Yes" },
      help: `You have ${DEBT.validationDisputeDays.value} days from this day to dispute the debt in writing.`,
    },
  ],
});
