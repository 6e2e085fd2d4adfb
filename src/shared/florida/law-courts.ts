/** Florida's courts, and how court deadlines are counted. */
import { cite, withSummaries } from "./cited";
import { COURTS as COURTS_SUMMARIES, DEADLINE_COUNTING as DEADLINE_COUNTING_SUMMARIES } from "../../../locales/en/law.json";
import { CIRCUIT_BY_COUNTY } from "./law-circuits";

export const COURTS = withSummaries(
  {
    countyCourtCivilLimitDollars: cite(50000, "Fla. Stat. § 34.01(1)(c)"),
    countyCourtHearsEvictions: cite(true, "Fla. Stat. § 83.59"),
    counties: cite(67, "Fla. Stat. ch. 7"),
    judicialCircuits: cite(20, "Fla. Stat. § 26.021"),
    countyCourtCaption: cite("IN THE COUNTY COURT IN AND FOR {COUNTY} COUNTY, FLORIDA", "Fla. R. Civ. P. 1.100(c)"),
    circuitCourtCaption: cite(
      "IN THE CIRCUIT COURT OF THE {CIRCUIT} JUDICIAL CIRCUIT IN AND FOR {COUNTY} COUNTY, FLORIDA",
      "Fla. R. Civ. P. 1.100(c)",
    ),
    circuitOfCounty: cite(CIRCUIT_BY_COUNTY, "Fla. Stat. § 26.021"),
    eFilingPortal: cite("https://www.myflcourtaccess.com", "Fla. R. Gen. Prac. & Jud. Admin. 2.525"),
    verificationByDeclaration: cite(
      "Under penalties of perjury, I declare that I have read the foregoing {DOCUMENT} and that the facts stated in it are true.",
      "Fla. Stat. § 92.525(2)",
    ),
    countyCourtAppealDays: cite(30, "Fla. R. App. P. 9.110(b)"),
    countyCourtAppealsGoToDistrictCourt: cite(true, "Fla. Stat. § 26.012(1); ch. 2020-61, Laws of Fla."),
    /** The clerk's fee on money paid into the court registry: a share of the first $500, and a smaller share of the rest. */
    /** A federal tax refund claim (a late return asking for a refund, too): within 3 years of the return's due date. */
    federalTaxRefundClaimYears: cite(3, "26 U.S.C. § 6511(a)"),
    registryFee: cite({ firstDollars: 500, firstPercent: 3, restPercent: 1.5 } as const, "Fla. Stat. § 28.24"),
    /**
     * The form of a court paper (Rule 2.520 and the clerks' e-filing standards): letter size, 1-inch margins, pages
     * numbered; on paper filings the clerk's stamp space stays blank (top-right 3 × 3 inches of page 1, 1 × 3 inches
     * of later pages); an e-filed PDF has searchable text, no password, and is at most 50 MB.
     */
    paperFormat: cite(
      {
        pageInches: { width: 8.5, height: 11 },
        marginInches: 1,
        firstPageStampInches: { width: 3, height: 3 },
        laterPageStampInches: { width: 3, height: 1 },
        eFiledPdfMaxMegabytes: 50,
      } as const,
      "Fla. R. Gen. Prac. & Jud. Admin. 2.520",
    ),
  } as const,
  COURTS_SUMMARIES,
);

export const DEADLINE_COUNTING = withSummaries(
  {
    countingMethod: cite(
      "Begin counting on the next day that is not a Saturday, Sunday or legal holiday; count every day after " +
        "that; if the last day is a Saturday, Sunday or legal holiday, the deadline moves to the next day that is not.",
      "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1)",
    ),
    countingBackward: cite(
      "For a period that ends a number of days before an event, count backward from the event the same way: " +
        "begin on the day before it that is not a Saturday, Sunday or legal holiday, and if the last day is one, " +
        "the deadline moves to the day before that is not.",
      "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(5)",
    ),
    statutesThatExcludeWeekendsAndHolidays: cite(
      ["Fla. Stat. § 83.56(3)", "Fla. Stat. § 83.60(2)"] as const,
      "Fla. Stat. §§ 83.56(3), 83.60(2)",
    ),
    legalHolidays: cite(
      [
        "New Year's Day",
        "Martin Luther King Jr. Day (third Monday in January)",
        "Memorial Day (last Monday in May)",
        "Independence Day",
        "Labor Day (first Monday in September)",
        "Veterans Day (November 11)",
        "Thanksgiving Day (fourth Thursday in November)",
        "Friday after Thanksgiving",
        "Christmas Day",
      ] as const,
      "Fla. Stat. § 110.117(1); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)",
    ),
    weekendHolidayObservance: cite(
      { saturday: "the Friday before", sunday: "the Monday after" } as const,
      "Fla. Stat. § 110.117(1)",
    ),
    postalMailServiceExtraDays: cite(5, "Fla. R. Gen. Prac. & Jud. Admin. 2.514(b)"),
  } as const,
  DEADLINE_COUNTING_SUMMARIES,
);
