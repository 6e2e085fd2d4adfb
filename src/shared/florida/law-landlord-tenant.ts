/** Landlord and tenant figures, Fla. Stat. ch. 83, part II (security deposits are in law-security-deposit.ts). */
import { cite, withSummaries } from "./cited";
import { RESIDENTIAL_TENANCY_LAW } from "./law-residential-tenancy";
import { LANDLORD_TENANT as LANDLORD_TENANT_SUMMARIES } from "../../../locales/en/law.json";

export const LANDLORD_TENANT = withSummaries(
  {
    threeDayNoticeDays: cite(3, "Fla. Stat. § 83.56(3)"),
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
    threeDayNoticeRentOnly: cite(true, "Fla. Stat. § 83.56(3)"),
    noticeDeliveryMethods: cite(
      ["mail", "hand delivery", "left at the home if the tenant is not there"] as const,
      "Fla. Stat. § 83.56(4)",
    ),
    emailNoticeNeedsSignedAddendum: cite(true, "Fla. Stat. § 83.505"),
    sevenDayNoticeWithoutCureDays: cite(7, "Fla. Stat. § 83.56(2)(a)"),
    sevenDayNoticeToCureDays: cite(7, "Fla. Stat. § 83.56(2)(b)"),
    repeatViolationWarningMonths: cite(12, "Fla. Stat. § 83.56(2)(a)"),
    /** Not a rule of law: the product's margin for the mail, which § 83.56 does not count (it is not Rule 2.514(b)). */
    mailedNoticeSafetyDays: cite(5, "Fla. Stat. § 83.56(4)"),
    /**
     * Not a rule of law: the product's buffer on the date a landlord prints in a 3-day notice. § 83.56(3) skips the
     * holidays the court observes, which differ by county (Good Friday, Christmas Eve...) and are not all in
     * § 110.117; a notice giving more time than the minimum is valid, one giving less is defective.
     */
    threeDayNoticeExtraBusinessDays: cite(1, "Fla. Stat. § 83.56(3)"),
    partialRentAfterThreeDayNotice: cite(true, "Fla. Stat. § 83.56(5)(a)"),
    yearToYearTerminationNoticeDays: cite(60, "Fla. Stat. § 83.57(1)"),
    quarterToQuarterTerminationNoticeDays: cite(30, "Fla. Stat. § 83.57(2)"),
    /** What § 83.57(3) said before 2023: shown only to warn that it no longer applies. */
    formerMonthToMonthTerminationNoticeDays: cite(15, "ch. 2023-314, Laws of Fla."),
    monthToMonthTerminationNoticeDays: cite(30, "Fla. Stat. § 83.57(3)"),
    weekToWeekTerminationNoticeDays: cite(7, "Fla. Stat. § 83.57(4)"),
    entryNoticeHours: cite(24, "Fla. Stat. § 83.53(2)"),
    entryWindow: cite({ from: "7:30 a.m.", to: "8:00 p.m." } as const, "Fla. Stat. § 83.53(2)"),
    evictionAnswerDays: cite(5, "Fla. Stat. §§ 83.60(2), 51.011"),
    evictionRentDepositRequired: cite(true, "Fla. Stat. § 83.60(2)"),
    subsidizedTenantDepositsOwnShare: cite(true, "Fla. Stat. § 83.60(2)"),
    moneyClaimAnswerDays: cite(20, "Fla. R. Civ. P. 1.140(a)"),
    writExecutedAfterPostedNoticeHours: cite(24, "Fla. Stat. § 83.62(1)"),
    motionToDetermineRentNeedsDocuments: cite(true, "Fla. Stat. § 83.60(2)"),
    rentWithholdingNoticeDays: cite(7, "Fla. Stat. § 83.60(1)(b)"),
    evictionsHeardInCountyCourt: cite(true, "Fla. Stat. § 83.59"),
    selfHelpEvictionProhibited: cite(
      ["locking the tenant out", "shutting off utilities", "removing doors, windows or locks", "removing belongings"] as const,
      "Fla. Stat. § 83.67",
    ),
    selfHelpDamagesMonthsOfRent: cite(3, "Fla. Stat. § 83.67(6)"),
    landlordMaintenanceDuties: cite(true, "Fla. Stat. § 83.51"),
    retaliationProhibited: cite(true, "Fla. Stat. § 83.64"),
    /** No retaliation defense where the landlord shows good cause, including good-faith eviction for unpaid rent. */
    retaliationGoodCauseException: cite(true, "Fla. Stat. § 83.64(3)"),
    prevailingPartyFeesNotWaivable: cite(true, "Fla. Stat. § 83.48"),
    residentialTenancyLaw: RESIDENTIAL_TENANCY_LAW,
    leaseCannotWaiveRights: cite(true, "Fla. Stat. § 83.47"),
    /** Keeping the deposit, or an early-termination fee, as liquidated damages under a signed addendum is lawful. */
    earlyTerminationLiquidatedDamages: cite(true, "Fla. Stat. §§ 83.575, 83.595"),
    landlordDutiesInApartments: cite(true, "Fla. Stat. § 83.51(2)(a)"),
    tenantMustAllowReasonableEntry: cite(true, "Fla. Stat. § 83.53(1)"),
    paymentDefense: cite(true, "Fla. Stat. § 83.60(2)"),
    repairsDefense: cite(true, "Fla. Stat. §§ 83.51, 83.60(1)(b)"),
    fairHousing: cite(true, "Fla. Stat. § 760.23; 42 U.S.C. § 3604"),
  } as const,
  LANDLORD_TENANT_SUMMARIES,
);
