/** Small claims: the limit, the clerk's filing fees and the Florida Small Claims Rules. */
import { cite, withSummaries } from "./cited";
import { SMALL_CLAIMS_LIMIT_DOLLARS } from "./law-small-claims-limit";
import { SMALL_CLAIMS as SMALL_CLAIMS_SUMMARIES } from "../../../locales/en/law.json";

/** One row of the clerk's small claims filing fee schedule. */
export interface FilingFeeTier {
  label: string;
  /** The tier covers claims up to this amount... */
  upToDollars: number;
  /** ...including exactly this amount when true ("under $100" is false, "$100 to $500" is true). */
  includesUpTo: boolean;
  feeDollars: number;
}

const FILING_FEE_TIERS: readonly FilingFeeTier[] = [
  { label: "Under $100", upToDollars: 100, includesUpTo: false, feeDollars: 55 },
  { label: "$100 to $500", upToDollars: 500, includesUpTo: true, feeDollars: 80 },
  { label: "$500.01 to $2,500", upToDollars: 2500, includesUpTo: true, feeDollars: 175 },
  { label: "$2,500.01 to $8,000", upToDollars: 8000, includesUpTo: true, feeDollars: 300 },
];

export const SMALL_CLAIMS = withSummaries(
  {
    limitDollars: SMALL_CLAIMS_LIMIT_DOLLARS,
    /** What clerks charge: the statutory base fee plus add-on fees. */
    filingFeeTiers: cite(FILING_FEE_TIERS, "Fla. Stat. § 34.041(1)(a)"),
    summonsFeeDollars: cite(10, "Fla. Stat. § 28.241(1)(d)"),
    sheriffServiceFeeDollars: cite(40, "Fla. Stat. § 30.231(1)(a)"),
    certifiedMailServiceOnlyForFloridaResidents: cite(true, "Fla. Sm. Cl. R. 7.070"),
    pretrialConferenceWithinDaysOfFiling: cite(50, "Fla. Sm. Cl. R. 7.090(b)"),
    trialWithinDaysAfterPretrial: cite(60, "Fla. Sm. Cl. R. 7.090(d)"),
    trialNoticeMinimumDays: cite(10, "Fla. Sm. Cl. R. 7.090(d)"),
    writtenAnswerRequired: cite(false, "Fla. Sm. Cl. R. 7.090(c)"),
    summaryDispositionAtPretrial: cite(true, "Fla. Sm. Cl. R. 7.135"),
    defaultIfPartyDoesNotAppear: cite(true, "Fla. Sm. Cl. R. 7.170"),
    plaintiffDoesNotAppearDismissal: cite(true, "Fla. Sm. Cl. R. 7.160"),
    factInformationSheetAfterJudgment: cite(true, "Fla. Sm. Cl. R. 7.221"),
    newTrialMotionDays: cite(15, "Fla. Sm. Cl. R. 7.180"),
    /** Relief from a judgment (a default too) for mistake, inadvertence or excusable neglect: at most 1 year after it. */
    reliefFromJudgmentMaxYears: cite(1, "Fla. Sm. Cl. R. 7.190(b)"),
    collectionByExecution: cite(true, "Fla. Stat. ch. 56"),
    collectionByGarnishment: cite(true, "Fla. Stat. ch. 77"),
    headOfFamilyWageExemption: cite(true, "Fla. Stat. § 222.11"),
    civilIndigentFeeWaiver: cite(true, "Fla. Stat. § 57.082"),
    heardInCountyCourt: cite(true, "Fla. Sm. Cl. R. 7.010"),
    venue: cite(true, "Fla. Stat. § 47.011"),
    mediationAtPretrial: cite(true, "Fla. Sm. Cl. R. 7.090(f)"),
    claimsHaveTimeLimits: cite(true, "Fla. Stat. ch. 95"),
    /** The rules a small claims paper rests on, as the catalog lists them (no summary where the facts file has none). */
    statementOfClaimContents: cite(true, "Fla. Sm. Cl. R. 7.050"),
    processAndVenueRule: cite(true, "Fla. Sm. Cl. R. 7.060"),
    pleadingsRule: cite(true, "Fla. Sm. Cl. R. 7.080"),
    counterclaimBeforePretrial: cite(5, "Fla. Sm. Cl. R. 7.100(a)-(b)"),
    counterclaimOverLimitTransfers: cite(true, "Fla. Sm. Cl. R. 7.100(d)"),
    serveCompanyThroughRegisteredAgent: cite("sunbiz.org", "Fla. Stat. § 48.081"),
    civilCoverSheet: cite("Form 1.997", "Fla. R. Civ. P. Form 1.997"),
    summonsNoticeToAppearForm: cite("Form 7.322", "Fla. Sm. Cl. R. Form 7.322"),
  } as const,
  SMALL_CLAIMS_SUMMARIES,
);
