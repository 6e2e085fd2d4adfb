/**
 * Statement of claim: the paper that starts a small claims case. The spec's "Small claims complaint" field set,
 * with what Rule 7.050 asks for added (phone and e-mail of an unrepresented plaintiff; copies of the written
 * documents the claim rests on).
 */
import { formatDollars } from "../florida/fees";
import { SMALL_CLAIMS } from "../florida/law";
import { claimAmountField, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, emailField, phoneField } from "./party-fields";

const limit = SMALL_CLAIMS.limitDollars;

const STATEMENT_ATTACHMENTS = [
  "A contract or agreement",
  "A lease",
  "A promissory note or loan papers",
  "Receipts or invoices",
  "Estimates or repair bills",
  "Photos",
  "Letters, texts or e-mails",
] as const;

export const smallClaimsStatement = defineKind({
  kind: "small_claims_statement",
  title: "Statement of Claim",
  description:
    "The paper that starts a small claims case: who you are suing, how much they owe you, and why. " +
    `For claims up to ${formatDollars(limit.value)}, not counting costs and interest.`,
  libraryType: "complaint",
  generationType: "small_claims",
  module: "small-claims",
  caseType: "small_claims",
  statutes: [limit.citation, "Fla. Sm. Cl. R. 7.050", "Fla. Sm. Cl. R. 7.060", "Fla. Stat. § 92.525"],
  layout: "court",
  fields: [
    {
      name: "plaintiff_name",
      label: "Your full name (the plaintiff)",
      type: "text",
      required: true,
      placeholder: "Maria Lopez",
      help: "Use your legal name. If you are suing for a business, use the business's exact legal name.",
    },
    addressField("plaintiff_address", "Your mailing address", "The court will mail notices about the case here."),
    phoneField("plaintiff_phone", "Your phone number"),
    emailField("plaintiff_email", "Your e-mail address"),
    {
      name: "defendant_name",
      label: "Who are you suing? (the defendant)",
      type: "text",
      required: true,
      placeholder: "John Smith, or ABC Repairs LLC",
      help: "A person's full name, or a business's exact legal name. You can look up a Florida business on sunbiz.org.",
    },
    addressField(
      "defendant_address",
      "The defendant's address",
      "Where they can be given the court papers. For a business, the registered agent's address on sunbiz.org.",
    ),
    {
      ...claimAmountField(
        "claim_amount",
        `Up to ${formatDollars(limit.value)}. Do not add court costs or interest; the court adds those.`,
      ),
      placeholder: "2500.00",
    },
    {
      name: "claim_description",
      label: "Why does the defendant owe you this money?",
      type: "textarea",
      required: true,
      placeholder: "I paid ABC Repairs $2,500 on March 3 to fix my roof. They never came back to finish the job...",
      help: "Tell what happened in your own words: what was agreed, what went wrong, and how you got to the amount.",
    },
    {
      name: "damages_occurred",
      label: "When did this happen?",
      type: "date",
      required: true,
      help: "The day the money was due or the damage happened. If you are not sure of the exact day, pick the closest.",
    },
    {
      name: "attachments",
      label: "Which papers will you attach?",
      type: "checkbox",
      options: STATEMENT_ATTACHMENTS,
      help: "If your claim rests on a written paper, like a contract or a lease, the rules say to attach a copy.",
    },
    // The spec's wizard offers six counties; a Floridian can sue in any of the 67, so all are offered.
    countyField(
      "In which county will you file?",
      "Usually where the defendant lives, or where the agreement was made or the problem happened.",
    ),
  ],
});
