/** Debt collection figures: answering a lawsuit, validation notices and time limits to sue. */
import { cite, withSummaries } from "./cited";
import { DEBT as DEBT_SUMMARIES } from "../../../locales/en/law.json";

export const DEBT = withSummaries(
  {
    answerDays: cite(20, "Fla. R. Civ. P. 1.140(a)"),
    validationDisputeDays: cite(30, "15 U.S.C. § 1692g; 12 C.F.R. § 1006.34"),
    disputeStopsCollectionUntilVerified: cite(true, "15 U.S.C. § 1692g(b)"),
    validationNoticeContents: cite(true, "12 C.F.R. § 1006.34"),
    validationRulesCoverThirdPartyCollectorsOnly: cite(true, "15 U.S.C. § 1692g"),
    floridaActCoversOriginalCreditors: cite(true, "Fla. Stat. § 559.72"),
    limitationsWrittenContractYears: cite(5, "Fla. Stat. § 95.11(2)(b)"),
    limitationsOralContractOrOpenAccountYears: cite(4, "Fla. Stat. § 95.11(3)"),
    negligenceLimitYears: cite(2, "Fla. Stat. § 95.11(4)(a)"),
    /** Negligence claims arising on or after this day have the 2-year limit; earlier ones keep the former 4 years. */
    negligenceLimitChangeDate: cite("2023-03-24", "ch. 2023-15, Laws of Fla."),
    formerNegligenceLimitYears: cite(4, "Fla. Stat. § 95.11(3)(a) (2022); ch. 2023-15, Laws of Fla."),
    answerBeforeDefault: cite(true, "Fla. R. Civ. P. 1.500(c)"),
    arbitrationCanBeCompelled: cite(true, "Fla. Stat. § 682.03; 9 U.S.C. §§ 3-4"),
    disputedDebtReportedAsDisputed: cite(true, "15 U.S.C. § 1692e(8)"),
    collectorMustRegisterInFlorida: cite(true, "Fla. Stat. § 559.553"),
    creditCardLimitationsYears: cite(
      { withSignedAgreement: 5, withoutSignedAgreement: 4 } as const,
      "Fla. Stat. § 95.11(2)(b), (3)",
    ),
    federalStudentLoansNoTimeLimit: cite(true, "20 U.S.C. § 1091a(a)"),
    limitationsStartAndChanges: cite(true, "Fla. Stat. §§ 95.04, 95.051"),
    noSuitOnTimeBarredDebt: cite(true, "12 C.F.R. § 1006.26(b)"),
    defensesMustBeInAnswer: cite(true, "Fla. R. Civ. P. 1.110(d)"),
    answerDeniesWhatIsUntrue: cite(true, "Fla. R. Civ. P. 1.110(c)"),
    answerAdmitsDeniesAndDefends: cite(true, "Fla. R. Civ. P. 1.110(c)-(d)"),
    onlyAuthorizedChargesCollected: cite(true, "15 U.S.C. § 1692f(1)"),
    plaintiffMustOwnTheClaim: cite(true, "Fla. R. Civ. P. 1.210(a)"),
    complaintMustAttachContract: cite(true, "Fla. R. Civ. P. 1.130(a)"),
    serviceOfProcessRules: cite(true, "Fla. Stat. § 48.031"),
    objectionsByMotion: cite(true, "Fla. R. Civ. P. 1.140(b)"),
    collectorSuesWhereYouLiveOrSigned: cite(true, "15 U.S.C. § 1692i(a)(2)"),
    venueCounty: cite(true, "Fla. Stat. § 47.011"),
    procedureDefensesLostIfLate: cite(true, "Fla. R. Civ. P. 1.140(h)(1)"),
    abusiveCollectionForbidden: cite(true, "15 U.S.C. §§ 1692d-1692f"),
    stopContactInWriting: cite(true, "15 U.S.C. § 1692c(c)"),
    /** No calls or messages before 8 a.m. or after 9 p.m. where she is, unless she agreed (hours on a 24-hour clock). */
    collectorCallingHours: cite({ notBefore: 8, notAfter: 21 } as const, "15 U.S.C. § 1692c(a)(1), (3); Fla. Stat. § 559.72(17)"),
    /** Regulation F: more calls than this within 7 days (or any within 7 days of a phone conversation) are presumed harassment. */
    collectorCallsInSevenDays: cite(7, "12 C.F.R. § 1006.14(b)(2)"),
    floridaActDamages: cite(true, "Fla. Stat. § 559.77"),
    federalActDamages: cite(true, "15 U.S.C. § 1692k"),
    socialSecurityProtected: cite(true, "42 U.S.C. § 407"),
    claimOfExemption: cite(true, "Fla. Stat. § 77.041"),
    defaultJudgment: cite(true, "Fla. R. Civ. P. 1.500"),
    serveCopyOnOtherSide: cite(true, "Fla. R. Civ. P. 1.080"),
    libelSlanderLimitYears: cite(2, "Fla. Stat. § 95.11(4)"),
    floridaActLimitYears: cite(2, "Fla. Stat. § 559.77(4)"),
    federalActLimitYears: cite(1, "15 U.S.C. § 1692k(d)"),
    requestsForAdmissionDays: cite(30, "Fla. R. Civ. P. 1.370(a)"),
    /** Fair Credit Billing Act: a written billing-error notice must reach the card issuer within 60 days of the statement. */
    billingErrorDisputeDays: cite(60, "15 U.S.C. § 1666"),
  } as const,
  DEBT_SUMMARIES,
);
