/** Landlord and tenant figures, Fla. Stat. ch. 83, part II (security deposits are in law-security-deposit.ts). */
import { cite } from "./cited";

export const LANDLORD_TENANT = {
  threeDayNoticeDays: cite(
    3,
    "Fla. Stat. § 83.56(3)",
    "A 3-day notice to pay rent gives the tenant 3 days, not counting Saturdays, Sundays, legal holidays or the " +
      "day the notice was delivered.",
  ),
  threeDayNoticeContents: cite(
    [
      "the rent owed",
      "the property address, including the county",
      "the demand to pay the rent or move out",
      "the date the rent must be paid by",
      "the landlord's name, address and phone number",
    ] as const,
    "Fla. Stat. § 83.56(3)",
  ),
  threeDayNoticeRentOnly: cite(
    true,
    "Fla. Stat. § 83.56(3)",
    "A 3-day notice may demand only the rent owed. Do not add late fees, damages or other charges unless your " +
      "written lease says they are rent.",
  ),
  noticeDeliveryMethods: cite(
    ["mail", "hand delivery", "left at the home if the tenant is not there"] as const,
    "Fla. Stat. § 83.56(4)",
    "A notice can be mailed, handed to the tenant, or left at the home if the tenant is not there.",
  ),
  emailNoticeNeedsSignedAddendum: cite(
    true,
    "Fla. Stat. § 83.505",
    "A notice can be sent by e-mail only if both landlord and tenant signed an e-mail agreement (since July 1, 2025).",
  ),
  sevenDayNoticeWithoutCureDays: cite(
    7,
    "Fla. Stat. § 83.56(2)(a)",
    "For serious or repeated problems, a landlord can give 7 days to move out with no chance to fix the problem.",
  ),
  sevenDayNoticeToCureDays: cite(
    7,
    "Fla. Stat. § 83.56(2)(b)",
    "For other lease violations, a landlord must give 7 days to fix the problem before ending the lease.",
  ),
  repeatViolationWarningMonths: cite(
    12,
    "Fla. Stat. § 83.56(2)(a)",
    "For a repeated violation, a 7-day notice with no chance to fix it is allowed only if the tenant did the same " +
      "or a similar thing again within 12 months after a written warning. Otherwise, give the 7-day notice to cure.",
  ),
  /** Not a rule of law: the product's margin for the mail, which § 83.56 does not count (it is not Rule 2.514(b)). */
  mailedNoticeSafetyDays: cite(
    5,
    "Fla. Stat. § 83.56(4)",
    "The law does not add days when a notice is mailed. To be safe, we add 5 days for the mail, so the date in " +
      "the notice is not too early. These days are a safety margin, not a rule of law.",
  ),
  threeDayNoticeClerkClosures: cite(
    true,
    "Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)",
    "We skip weekends and Florida legal holidays. If the clerk's office was closed on another day, the deadline " +
      "may be later.",
  ),
  partialRentAfterThreeDayNotice: cite(
    true,
    "Fla. Stat. § 83.56(5)(a)",
    "If you accept part of the rent after giving a 3-day notice, you give up that notice unless you do one of " +
      "these: give the tenant a receipt with the date and amount paid and the agreed date and balance still due " +
      "before you file an eviction; put the partial rent into the court registry when you file; or give a new " +
      "3-day notice for the new amount due. Or do not accept it: give it back.",
  ),
  yearToYearTerminationNoticeDays: cite(
    60,
    "Fla. Stat. § 83.57(1)",
    "To end a year-to-year tenancy, give at least 60 days' notice before the end of the yearly period.",
  ),
  quarterToQuarterTerminationNoticeDays: cite(
    30,
    "Fla. Stat. § 83.57(2)",
    "To end a quarter-to-quarter tenancy, give at least 30 days' notice before the end of the quarter.",
  ),
  /** What § 83.57(3) said before 2023: shown only to warn that it no longer applies. */
  formerMonthToMonthTerminationNoticeDays: cite(
    15,
    "ch. 2023-314, Laws of Fla.",
    "Before July 1, 2023, a month-to-month tenancy could be ended with 15 days' notice. That rule was replaced.",
  ),
  monthToMonthTerminationNoticeDays: cite(
    30,
    "Fla. Stat. § 83.57(3)",
    "To end a month-to-month tenancy, give at least 30 days' notice before the end of the monthly rental period.",
  ),
  weekToWeekTerminationNoticeDays: cite(
    7,
    "Fla. Stat. § 83.57(4)",
    "To end a week-to-week tenancy, give at least 7 days' notice before the end of the week.",
  ),
  entryNoticeHours: cite(
    24,
    "Fla. Stat. § 83.53(2)",
    "A landlord must give at least 24 hours' notice before coming in to make repairs. No notice is needed in an " +
      "emergency.",
  ),
  entryWindow: cite(
    { from: "7:30 a.m.", to: "8:00 p.m." } as const,
    "Fla. Stat. § 83.53(2)",
    "For repairs, the landlord may come in only between 7:30 a.m. and 8:00 p.m.",
  ),
  evictionAnswerDays: cite(
    5,
    "Fla. Stat. §§ 83.60(2), 51.011",
    "You have 5 days to answer an eviction lawsuit, not counting Saturdays, Sundays, legal holidays or the day " +
      "you were served.",
  ),
  evictionRentDepositRequired: cite(
    true,
    "Fla. Stat. § 83.60(2)",
    "To use any defense other than \"I paid,\" you must pay the rent the landlord says you owe into the court " +
      "registry (or ask the court to decide the rent) within the same 5 days, and keep paying rent to the court as " +
      "it comes due. If you do not, you lose your defenses.",
  ),
  subsidizedTenantDepositsOwnShare: cite(
    true,
    "Fla. Stat. § 83.60(2)",
    "If you live in public housing or get a rent subsidy (like a Section 8 voucher), you pay into the court " +
      "registry only your own share of the rent, not the part the housing program pays.",
  ),
  moneyClaimAnswerDays: cite(
    20,
    "Fla. R. Civ. P. 1.140(a)",
    "If the eviction complaint also asks for money (like unpaid rent or damages), you have 20 days after you " +
      "were served to answer that money claim. The 5-day deadline still applies to the eviction itself.",
  ),
  writExecutedAfterPostedNoticeHours: cite(
    24,
    "Fla. Stat. § 83.62(1)",
    "If the landlord wins, the clerk issues a writ of possession. The sheriff posts it on the home, and 24 hours " +
      "later the sheriff can put the landlord back in possession. Florida law gives no extra time (grace period) " +
      "after the judgment.",
  ),
  motionToDetermineRentNeedsDocuments: cite(
    true,
    "Fla. Stat. § 83.60(2)",
    "If you think the rent the landlord asks for is wrong, you can file a motion asking the court to decide how " +
      "much you must pay into the registry. Attach papers that show the landlord's amount is wrong.",
  ),
  rentWithholdingNoticeDays: cite(
    7,
    "Fla. Stat. § 83.60(1)(b)",
    "To use the landlord's failure to make repairs as a reason for not paying rent, you must first give the " +
      "landlord written notice of the problem and say you will withhold rent, and wait 7 days.",
  ),
  evictionsHeardInCountyCourt: cite(true, "Fla. Stat. § 83.59", "Eviction cases are filed in county court."),
  selfHelpEvictionProhibited: cite(
    [
      "locking the tenant out",
      "shutting off utilities",
      "removing doors, windows or locks",
      "removing belongings",
    ] as const,
    "Fla. Stat. § 83.67",
    "A landlord may not lock you out, shut off your utilities, take off doors or locks, or remove your things.",
  ),
  selfHelpDamagesMonthsOfRent: cite(
    3,
    "Fla. Stat. § 83.67(6)",
    "A landlord who does this owes you your actual damages or 3 months' rent, whichever is more, plus costs and " +
      "attorney fees.",
  ),
  landlordMaintenanceDuties: cite(
    true,
    "Fla. Stat. § 83.51",
    "A landlord must follow building, housing and health codes and keep the home in good repair.",
  ),
  retaliationProhibited: cite(
    true,
    "Fla. Stat. § 83.64",
    "A landlord may not raise the rent, cut services or evict you to punish you for complaining or using your rights.",
  ),
  prevailingPartyFeesNotWaivable: cite(
    true,
    "Fla. Stat. § 83.48",
    "The winner of a landlord-tenant case can get court costs and attorney fees, and a lease cannot take that away.",
  ),
  residentialTenancyLaw: cite(
    true,
    "Fla. Stat. ch. 83, part II",
    "Florida law for renting a home is in chapter 83 of the Florida Statutes. It sets the notices a landlord must " +
      "give, how an eviction works, and the rights of both sides.",
  ),
  leaseCannotWaiveRights: cite(
    true,
    "Fla. Stat. § 83.47",
    "A lease cannot take away the rights the law gives you.",
  ),
  landlordDutiesInApartments: cite(
    true,
    "Fla. Stat. § 83.51(2)(a)",
    "In a rental that is not a house or duplex, unless you agreed otherwise in writing, the landlord must also take " +
      "care of: pest control, locks and keys, clean and safe shared areas, garbage pickup, heat in winter, running " +
      "water and hot water.",
  ),
  tenantMustAllowReasonableEntry: cite(
    true,
    "Fla. Stat. § 83.53(1)",
    "You may not refuse without a good reason when the landlord asks to come in for repairs or inspections.",
  ),
  paymentDefense: cite(true, "Fla. Stat. § 83.60(2)", "Having paid the rent is a defense to an eviction for rent."),
  repairsDefense: cite(
    true,
    "Fla. Stat. §§ 83.51, 83.60(1)(b)",
    "The landlord did not keep the home safe and in good repair after you asked in writing.",
  ),
  fairHousing: cite(
    true,
    "Fla. Stat. § 760.23; 42 U.S.C. § 3604",
    "A landlord may not treat you unfairly because of race, color, national origin, sex, religion, disability, or " +
      "having children.",
  ),
} as const;
