/**
 * Summons/Notice to Appear for Pretrial Conference (Fla. Sm. Cl. R. Form 7.322), one for each defendant: the
 * caption, the defendant's name and address, then the form's notice. The courthouse, the date and time of the
 * pretrial conference, the clerk's signature and seal and the return of service stay blank for the clerk and
 * the sheriff or process server. Its parties come from the case's statement of claim.
 */
import { FILING_PACKET, SMALL_CLAIMS } from "../florida/law";
import { countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

export const smallClaimsSummons = defineKind({
  kind: "small_claims_summons",
  libraryType: "notice",
  statutes: [
    SMALL_CLAIMS.summonsNoticeToAppearForm.citation,
    SMALL_CLAIMS.processAndVenueRule.citation,
    SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.citation,
    FILING_PACKET.accommodationRequestDaysBefore.citation,
  ],
  layout: "court",
  fields: [
    countyField,
    { name: "case_number", type: "text", maxLength: 60 },
    { name: "plaintiff_name", type: "text", required: true },
    addressField("plaintiff_address"),
    phoneField("plaintiff_phone"),
    { name: "defendant_name", type: "text", required: true },
    addressField("defendant_address"),
  ],
});
