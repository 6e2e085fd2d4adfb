/** Florida's courts, and how court deadlines are counted. */
import { cite } from "./cited";
import { CIRCUIT_BY_COUNTY } from "./law-circuits";

export const COURTS = {
  countyCourtCivilLimitDollars: cite(
    50000,
    "Fla. Stat. § 34.01(1)(c)",
    "County court handles civil cases up to $50,000. Bigger cases go to circuit court.",
  ),
  countyCourtHearsEvictions: cite(true, "Fla. Stat. § 83.59", "Eviction cases are filed in county court."),
  counties: cite(67, "Fla. Stat. ch. 7", "Florida has 67 counties. Each county's clerk of court accepts filings."),
  judicialCircuits: cite(20, "Fla. Stat. § 26.021", "Florida has 20 judicial circuits."),
  countyCourtCaption: cite(
    "IN THE COUNTY COURT IN AND FOR {COUNTY} COUNTY, FLORIDA",
    "Fla. R. Civ. P. 1.100(c)",
  ),
  circuitCourtCaption: cite(
    "IN THE CIRCUIT COURT OF THE {CIRCUIT} JUDICIAL CIRCUIT IN AND FOR {COUNTY} COUNTY, FLORIDA",
    "Fla. R. Civ. P. 1.100(c)",
  ),
  circuitOfCounty: cite(
    CIRCUIT_BY_COUNTY,
    "Fla. Stat. § 26.021",
    "Each of Florida's 67 counties belongs to one of its 20 judicial circuits.",
  ),
  eFilingPortal: cite(
    "https://www.myflcourtaccess.com",
    "Fla. R. Gen. Prac. & Jud. Admin. 2.525",
    "People without a lawyer can file papers online through the Florida Courts E-Filing Portal.",
  ),
  verificationByDeclaration: cite(
    "Under penalties of perjury, I declare that I have read the foregoing {DOCUMENT} and that the facts stated in it are true.",
    "Fla. Stat. § 92.525(2)",
    "A paper the law requires to be sworn may instead be signed under a written declaration \"under penalties of " +
      "perjury\"; no notary is needed. Lying in it is perjury, a crime.",
  ),
  countyCourtAppealDays: cite(
    30,
    "Fla. R. App. P. 9.110(b)",
    "To appeal a county court judgment, file a notice of appeal with the clerk of the county court within 30 days " +
      "after the judgment is rendered (filed with the clerk).",
  ),
  countyCourtAppealsGoToDistrictCourt: cite(
    true,
    "Fla. Stat. § 26.012(1); ch. 2020-61, Laws of Fla.",
    "Since January 1, 2021, appeals from county court go to a district court of appeal, not the circuit court.",
  ),
} as const;

export const DEADLINE_COUNTING = {
  countingMethod: cite(
    "Begin counting on the next day that is not a Saturday, Sunday or legal holiday; count every day after " +
      "that; if the last day is a Saturday, Sunday or legal holiday, the deadline moves to the next day that is not.",
    "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1)",
    "Do not count the day something happened. Weekends and holidays in the middle count. If the last day is a " +
      "weekend or holiday, you get until the next business day.",
  ),
  countingBackward: cite(
    "For a period that ends a number of days before an event, count backward from the event the same way: " +
      "begin on the day before it that is not a Saturday, Sunday or legal holiday, and if the last day is one, " +
      "the deadline moves to the day before that is not.",
    "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(5)",
    "For a deadline before an event, count backward the same way. If the last day is a weekend or holiday, the " +
      "deadline moves earlier, to the business day before it.",
  ),
  statutesThatExcludeWeekendsAndHolidays: cite(
    ["Fla. Stat. § 83.56(3)", "Fla. Stat. § 83.60(2)"] as const,
    "Fla. Stat. §§ 83.56(3), 83.60(2)",
    "For a 3-day notice and for answering an eviction, Saturdays, Sundays and legal holidays are not counted at all.",
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
    "Court deadlines skip these state holidays, and any day the clerk's office is closed by order.",
  ),
  weekendHolidayObservance: cite(
    { saturday: "the Friday before", sunday: "the Monday after" } as const,
    "Fla. Stat. § 110.117(1)",
    "A holiday on a Saturday is observed the Friday before; one on a Sunday is observed the Monday after.",
  ),
  postalMailServiceExtraDays: cite(
    5,
    "Fla. R. Gen. Prac. & Jud. Admin. 2.514(b)",
    "Add 5 days when papers were served by postal mail. Do not add them for e-mail.",
  ),
} as const;
