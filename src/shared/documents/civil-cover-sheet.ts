/**
 * Civil cover sheet (Fla. R. Civ. P. Form 1.997): the clerk's data sheet filed with every new county or circuit
 * civil case (§ 25.075). Sections in the form's order: the case style, the amount of the claim (by the form's
 * brackets), the type of case (the county civil categories: small claims, civil, replevin, evictions), the remedies
 * sought, the number of causes of action, class action, related cases, jury trial, sexual abuse, then the signer's
 * certificate (Rule 2.425). Most answers come from the case's statement of claim.
 */
import { COURTS, FILING_PACKET, SMALL_CLAIMS } from "../florida/law";
import { formatMoney } from "../i18n/format";
import { countyField, YES_NO } from "./court-fields";
import { defineKind } from "./kind";

/** The county civil categories of Form 1.997's section III; codes are never renamed. */
export const COVER_SHEET_CASE_TYPES = [
  "small_claims",
  "civil",
  "replevin",
  "residential_eviction",
  "nonresidential_eviction",
  "other_civil",
] as const;

export const COVER_SHEET_REMEDIES = ["monetary", "nonmonetary", "punitive"] as const;

/** A cause of action is one legal reason to sue; a person without a lawyer rarely has more than a few. */
const MOST_CAUSES_OF_ACTION = 20;

export const civilCoverSheet = defineKind({
  kind: "civil_cover_sheet",
  values: { limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole") },
  libraryType: "complaint",
  statutes: [
    SMALL_CLAIMS.civilCoverSheet.citation,
    FILING_PACKET.coverSheetReporting.citation,
    FILING_PACKET.coverSheetConfidentialityRule.citation,
  ],
  layout: "court",
  fields: [
    countyField,
    { name: "plaintiff_name", type: "text", required: true },
    { name: "defendant_name", type: "text", required: true },
    { name: "case_type", type: "radio", required: true, options: COVER_SHEET_CASE_TYPES },
    {
      name: "claim_amount",
      type: "number",
      format: "money",
      required: true,
      min: 0,
      max: COURTS.countyCourtCivilLimitDollars.value,
      values: { limit: formatMoney(COURTS.countyCourtCivilLimitDollars.value, "whole") },
    },
    { name: "remedies", type: "checkbox", options: COVER_SHEET_REMEDIES },
    { name: "causes_of_action", type: "number", required: true, min: 1, max: MOST_CAUSES_OF_ACTION },
    { name: "class_action", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    { name: "related_case", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    { name: "related_cases", type: "textarea", required: true, maxLength: 600, when: { field: "related_case", equals: "yes" } },
    { name: "jury_trial", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    { name: "sexual_abuse", type: "radio", required: true, options: YES_NO, messages: "yes_no" },
  ],
});
