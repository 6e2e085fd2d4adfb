/**
 * Statement of claim: the paper that starts a small claims case. The spec's "Small claims complaint" field set,
 * with what Rule 7.050 asks for added (phone and e-mail of an unrepresented plaintiff; copies of the written
 * documents the claim rests on).
 */
import { COURTS, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { claimAmountField, countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, emailField, phoneField } from "./party-fields";

const limit = SMALL_CLAIMS.limitDollars;

const STATEMENT_ATTACHMENTS = ["contract", "lease", "loan_papers", "receipts", "estimates", "photos", "messages"] as const;

export const smallClaimsStatement = defineKind({
  kind: "small_claims_statement",
  values: { limit: formatMoney(limit.value, "whole") },
  libraryType: "complaint",
  generationType: "small_claims",
  statutes: [
    limit.citation,
    SMALL_CLAIMS.statementOfClaimContents.citation,
    SMALL_CLAIMS.processAndVenueRule.citation,
    SMALL_CLAIMS.serveCompanyThroughRegisteredAgent.citation,
    COURTS.verificationByDeclaration.citation,
  ],
  layout: "court",
  fields: [
    { name: "plaintiff_name", type: "text", required: true },
    addressField("plaintiff_address"),
    phoneField("plaintiff_phone"),
    emailField("plaintiff_email"),
    { name: "defendant_name", type: "text", required: true },
    addressField("defendant_address"),
    claimAmountField("claim_amount"),
    { name: "claim_description", type: "textarea", required: true },
    { name: "damages_occurred", type: "date", required: true },
    { name: "attachments", type: "checkbox", options: STATEMENT_ATTACHMENTS, printed: true },
    // The spec's wizard offers six counties; a Floridian can sue in any of the 67, so all are offered.
    countyField,
  ],
});
