/**
 * Every legal figure the product shows or uses, each with its source. This module (with its law-*.ts siblings,
 * re-exported here) is the only place such a number may be written; it matches shared/florida-law.md.
 * Statutes change: each citation names the section. Money is in whole dollars, periods in days.
 */
import { cite } from "./cited";

export { type Cited, cite } from "./cited";
export { LANDLORD_TENANT } from "./law-landlord-tenant";
export { SECURITY_DEPOSIT } from "./law-security-deposit";
export { DEBT } from "./law-debt";
export { POWER_OF_ATTORNEY, LIVING_WILL, HEALTH_CARE_SURROGATE, ADULTHOOD } from "./law-advance-directives";
export { COURTS, DEADLINE_COUNTING } from "./law-courts";
export { UNCLAIMED_PROPERTY } from "./law-unclaimed-property";
export { CEASE_DESIST } from "./law-cease-desist";

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

export const SMALL_CLAIMS = {
  /** Not counting costs, interest and attorney fees; since 1 January 2020. */
  limitDollars: cite(
    8000,
    "Fla. Sm. Cl. R. 7.010(b)",
    "Small claims court handles claims up to $8,000, not counting court costs, interest and attorney fees.",
  ),
  /** What clerks charge: the statutory base fee plus add-on fees. */
  filingFeeTiers: cite(
    FILING_FEE_TIERS,
    "Fla. Stat. § 34.041(1)(a)",
    "The filing fee depends on how much money you ask for. Fees can vary slightly by county; check your clerk.",
  ),
  summonsFeeDollars: cite(10, "Fla. Stat. § 28.241(1)(d)", "The clerk charges $10 for each summons it issues."),
  sheriffServiceFeeDollars: cite(
    40,
    "Fla. Stat. § 30.231(1)(a)",
    "The sheriff charges $40 to serve court papers on each person you sue.",
  ),
  certifiedMailServiceOnlyForFloridaResidents: cite(
    true,
    "Fla. Sm. Cl. R. 7.070",
    "The clerk can serve papers by certified mail only if the person you sue lives in Florida.",
  ),
  pretrialConferenceWithinDaysOfFiling: cite(
    50,
    "Fla. Sm. Cl. R. 7.090(b)",
    "The clerk sets a pretrial conference within 50 days after the case is filed.",
  ),
  trialWithinDaysAfterPretrial: cite(
    60,
    "Fla. Sm. Cl. R. 7.090(d)",
    "If the case is not settled, the trial is held within 60 days after the pretrial conference.",
  ),
  trialNoticeMinimumDays: cite(10, "Fla. Sm. Cl. R. 7.090(d)", "You get at least 10 days' notice of the trial."),
  writtenAnswerRequired: cite(
    false,
    "Fla. Sm. Cl. R. 7.090(c)",
    "You do not have to file a written answer unless the judge orders one, but you must go to the pretrial " +
      "conference. You may still file a written answer, and it can help.",
  ),
  summaryDispositionAtPretrial: cite(
    true,
    "Fla. Sm. Cl. R. 7.135",
    "At the pretrial conference, the judge can decide the case right away if there is nothing to hold a trial about.",
  ),
  defaultIfPartyDoesNotAppear: cite(
    true,
    "Fla. Sm. Cl. R. 7.170",
    "If you do not show up, the judge can rule against you without hearing your side.",
  ),
  plaintiffDoesNotAppearDismissal: cite(
    true,
    "Fla. Sm. Cl. R. 7.160",
    "If the person who sued does not show up, the judge can dismiss the case.",
  ),
  factInformationSheetAfterJudgment: cite(
    true,
    "Fla. Sm. Cl. R. 7.221",
    "A person who loses and owes money must fill out a fact information sheet about their income and property.",
  ),
  collectionByExecution: cite(true, "Fla. Stat. ch. 56", "A winner can ask the sheriff to take and sell property."),
  collectionByGarnishment: cite(true, "Fla. Stat. ch. 77", "A winner can ask to take money from wages or a bank."),
  headOfFamilyWageExemption: cite(
    true,
    "Fla. Stat. § 222.11",
    "If you provide more than half the support for a child or other dependent, your wages may be protected.",
  ),
  civilIndigentFeeWaiver: cite(
    true,
    "Fla. Stat. § 57.082",
    "If you cannot afford court fees, you can ask the clerk to find you indigent so you do not pay them before filing.",
  ),
  heardInCountyCourt: cite(true, "Fla. Sm. Cl. R. 7.010", "Small claims cases are heard in county court."),
  venue: cite(
    true,
    "Fla. Stat. § 47.011",
    "File in the county where the person you sue lives or where the problem happened.",
  ),
  mediationAtPretrial: cite(
    true,
    "Fla. Sm. Cl. R. 7.090(f)",
    "The judge may ask both sides to try to settle, often with a mediator, a neutral person who helps you agree.",
  ),
  claimsHaveTimeLimits: cite(true, "Fla. Stat. ch. 95", "Claims have time limits, so act soon."),
  /** The rules a small claims paper rests on, as the catalog lists them (no summary where the facts file has none). */
  statementOfClaimContents: cite(true, "Fla. Sm. Cl. R. 7.050"),
  processAndVenueRule: cite(true, "Fla. Sm. Cl. R. 7.060"),
  pleadingsRule: cite(true, "Fla. Sm. Cl. R. 7.080"),
  counterclaimBeforePretrial: cite(
    5,
    "Fla. Sm. Cl. R. 7.100(a)-(b)",
    "A counterclaim must be filed and served at least 5 days before the pretrial conference. A counterclaim about " +
      "the same events that is not filed in time is abandoned: you lose it.",
  ),
  counterclaimOverLimitTransfers: cite(
    true,
    "Fla. Sm. Cl. R. 7.100(d)",
    "A counterclaim over $8,000 moves the case to the court that can hear it, once you pay that court's filing fee.",
  ),
  serveCompanyThroughRegisteredAgent: cite(
    "sunbiz.org",
    "Fla. Stat. § 48.081",
    "A company is served through its registered agent. Find the company's exact legal name and its registered " +
      "agent's name and address on Sunbiz (sunbiz.org), the state's business search.",
  ),
  civilCoverSheet: cite(
    "Form 1.997",
    "Fla. R. Civ. P. Form 1.997",
    "Some clerks ask for a civil cover sheet (Form 1.997) with a new case. Ask your clerk; the clerk has the form.",
  ),
} as const;
