/**
 * The papers a new small claims case is filed with, besides the statement of claim: the civil cover sheet
 * (Form 1.997), the Summons/Notice to Appear for Pretrial Conference (Form 7.322) and the Application for
 * Determination of Civil Indigent Status (§ 57.082). See docs/florida-law.md, "Courts" and "Small claims".
 */
import { cite, withSummaries } from "./cited";
import { FILING_PACKET as FILING_PACKET_SUMMARIES } from "../../../locales/en/law.json";

export const FILING_PACKET = withSummaries(
  {
    /** The upper ends of the amount-of-claim boxes on the cover sheet; the last box is "over" the last figure. */
    coverSheetAmountBrackets: cite([8000, 30000, 50000, 75000, 100000] as const, "Fla. R. Civ. P. Form 1.997"),
    /** The cover sheet's data goes to the state's uniform case reporting. */
    coverSheetReporting: cite(true, "Fla. Stat. § 25.075"),
    /** The cover sheet's signer certifies compliance with the rule on confidential information in court records. */
    coverSheetConfidentialityRule: cite(true, "Fla. R. Gen. Prac. & Jud. Admin. 2.425"),
    /** A defendant sued in the wrong place may ask in writing, sworn, this many days before the first court date. */
    venueTransferRequestDaysBefore: cite(7, "Fla. Sm. Cl. R. Form 7.322"),
    /** A person with a disability asks for an accommodation at least this many days before the court date. */
    accommodationRequestDaysBefore: cite(7, "Fla. R. Gen. Prac. & Jud. Admin. 2.540(c)"),
    /** Income at or below this share of the federal poverty guidelines: indigent. */
    indigentIncomePercentOfPovertyGuidelines: cite(200, "Fla. Stat. § 57.082(2)(a)1."),
    /** Presumed not indigent with property of this net equity or more (not counting the homestead and one car). */
    indigentEquityPresumptionDollars: cite(2500, "Fla. Stat. § 57.082(2)(a)2."),
    /** The one vehicle left out of that equity, up to this net value. */
    indigentVehicleExclusionDollars: cite(5000, "Fla. Stat. § 57.082(2)(a)2."),
    /** The clerk decides on the application; a person found not indigent may ask the court to review it. */
    clerkDecidesIndigency: cite(true, "Fla. Stat. § 57.082(2), (4)"),
    /** Knowingly giving false information on the application is a first-degree misdemeanor. */
    falseIndigencyInformationMisdemeanor: cite(true, "Fla. Stat. § 57.082(2)(c)"),
  } as const,
  FILING_PACKET_SUMMARIES,
);
