/**
 * File a small claims case: the spec's small claims workflow (field names as the spec gives them), ending in the
 * statement of claim. What happened, the damage and the attempts to settle become the claim's paragraphs; the
 * written proof she has becomes its list of attachments.
 */
import { YES_NO } from "../documents/court-fields";
import { smallClaimsStatement } from "../documents/small-claims-statement";
import { COURTS, SMALL_CLAIMS } from "../florida/law";
import { kindField, kindFields } from "./kind-fields";
import { smallClaimsWorkflowFee } from "./workflow-fee";
import { defineWorkflow, type KindTarget } from "./workflow-definition";

export const SMALL_CLAIMS_CASE_TYPES = ["money_owed", "property_damage", "return_of_property", "breach_of_contract"] as const;
export const CASE_DESCRIPTION_MIN_LENGTH = 100;

const toKind: Record<string, KindTarget> = {
  claimAmount: "claim_amount",
  incidentDate: "damages_occurred",
  county: "county",
  plaintiffName: "plaintiff_name",
  plaintiffAddress: "plaintiff_address",
  plaintiffPhone: "plaintiff_phone",
  plaintiffEmail: "plaintiff_email",
  defendantName: "defendant_name",
  defendantAddress: "defendant_address",
  caseDescription: "claim_description",
  damageDetails: "claim_description",
  attempts: "claim_description",
  hasContract: { field: "attachments", tickWhenYes: "contract" },
  hasReceipts: { field: "attachments", tickWhenYes: "receipts" },
  hasPhotos: { field: "attachments", tickWhenYes: "photos" },
};

const k = smallClaimsStatement;
const yesNo = (name: string) => ({ name, type: "radio", options: YES_NO, messages: "yes_no" }) as const;

export const smallClaimsWorkflow = defineWorkflow({
  type: "small_claims",
  category: "small_claims",
  icon: "scale",
  estimatedTime: 45,
  difficulty: "moderate",
  floridaStatutes: [
    // Small claims are county court cases (§ 34.01) under the Small Claims Rules; ch. 51 (summary procedure) is not theirs.
    COURTS.countyCourtCivilLimitDollars.citation,
    SMALL_CLAIMS.heardInCountyCourt.citation,
    SMALL_CLAIMS.processAndVenueRule.citation,
    SMALL_CLAIMS.statementOfClaimContents.citation,
    SMALL_CLAIMS.limitDollars.citation,
  ],
  filingFee: smallClaimsWorkflowFee("claimAmount"),
  requiredDocuments: ["statement_of_claim", "summons", "pretrial_notice"],
  kind: "small_claims_statement",
  toKind,
  steps: [
    {
      id: "claim",
      fields: [
        kindField(k, toKind, "claimAmount"),
        { name: "caseType", type: "select", required: true, options: SMALL_CLAIMS_CASE_TYPES },
        kindField(k, toKind, "incidentDate"),
        kindField(k, toKind, "county"),
      ],
    },
    { id: "plaintiff", fields: kindFields(k, toKind, ["plaintiffName", "plaintiffAddress", "plaintiffPhone", "plaintiffEmail"]) },
    {
      id: "defendant",
      fields: [
        ...kindFields(k, toKind, ["defendantName", "defendantAddress"]),
        { name: "defendantPhone", type: "text", format: "phone", maxLength: 30, messages: "phone" },
        yesNo("isBusinessDefendant"),
      ],
    },
    {
      id: "story",
      fields: [
        kindField(k, toKind, "caseDescription", { minLength: CASE_DESCRIPTION_MIN_LENGTH, maxLength: 2000 }),
        { name: "damageDetails", type: "textarea", maxLength: 1000 },
        { name: "attempts", type: "textarea", maxLength: 900 },
      ],
    },
    {
      id: "evidence",
      fields: [
        yesNo("hasContract"),
        yesNo("hasReceipts"),
        yesNo("hasPhotos"),
        yesNo("hasWitnesses"),
        { name: "evidenceDescription", type: "textarea", maxLength: 1000 },
      ],
    },
  ],
});
