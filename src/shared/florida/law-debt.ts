/** Debt collection figures: answering a lawsuit, validation notices and time limits to sue. */
import { cite } from "./cited";

export const DEBT = {
  answerDays: cite(
    20,
    "Fla. R. Civ. P. 1.140(a)",
    "If you are sued in county court (over the small claims limit) or circuit court, you must serve a written " +
      "answer within 20 days after you were served.",
  ),
  validationDisputeDays: cite(
    30,
    "15 U.S.C. § 1692g; 12 C.F.R. § 1006.34",
    "You have 30 days after you receive a debt collector's validation notice to dispute the debt in writing.",
  ),
  disputeStopsCollectionUntilVerified: cite(
    true,
    "15 U.S.C. § 1692g(b)",
    "If you dispute in writing within 30 days, the collector must stop collecting until it sends you proof of " +
      "the debt.",
  ),
  validationNoticeContents: cite(
    true,
    "12 C.F.R. § 1006.34",
    "A debt collector must send you a validation notice that says how much it says you owe, to whom, and how to " +
      "dispute the debt.",
  ),
  validationRulesCoverThirdPartyCollectorsOnly: cite(
    true,
    "15 U.S.C. § 1692g",
    "These federal validation rules apply to collection agencies, not to the company you first owed.",
  ),
  floridaActCoversOriginalCreditors: cite(
    true,
    "Fla. Stat. § 559.72",
    "Florida's own law against abusive collection also covers the company you first owed.",
  ),
  limitationsWrittenContractYears: cite(
    5,
    "Fla. Stat. § 95.11(2)(b)",
    "A lawsuit on a written contract must be filed within 5 years. Consult a lawyer about your exact deadline.",
  ),
  limitationsOralContractOrOpenAccountYears: cite(
    4,
    "Fla. Stat. § 95.11(3)",
    "A lawsuit on an oral contract or an open or store account must be filed within 4 years. Consult a lawyer " +
      "about your exact deadline.",
  ),
  answerBeforeDefault: cite(
    true,
    "Fla. R. Civ. P. 1.500(c)",
    "Even after the deadline, you can still file an answer until the court enters a default against you.",
  ),
  arbitrationCanBeCompelled: cite(
    true,
    "Fla. Stat. § 682.03; 9 U.S.C. §§ 3-4",
    "If the agreement has an arbitration clause, either side can ask the court to send the case to arbitration " +
      "and pause the lawsuit. Ask early: taking part in the lawsuit for a long time can give up that right.",
  ),
  disputedDebtReportedAsDisputed: cite(
    true,
    "15 U.S.C. § 1692e(8)",
    "A debt collector that reports a debt you dispute to a credit bureau must say that you dispute it.",
  ),
  collectorMustRegisterInFlorida: cite(
    true,
    "Fla. Stat. § 559.553",
    "Collection agencies must register with Florida's Office of Financial Regulation before collecting from " +
      "people in Florida.",
  ),
  creditCardLimitationsYears: cite(
    { withSignedAgreement: 5, withoutSignedAgreement: 4 } as const,
    "Fla. Stat. § 95.11(2)(b), (3)",
    "Credit card debt is usually 5 years if there is a signed agreement, and 4 years if not. Consult a lawyer " +
      "about your exact deadline.",
  ),
  federalStudentLoansNoTimeLimit: cite(
    true,
    "20 U.S.C. § 1091a(a)",
    "Federal student loans have no time limit: the government or the loan holder can sue or collect at any time, " +
      "so the statute of limitations defense does not work against them. It may still work against a private " +
      "student loan. Consult a lawyer.",
  ),
  limitationsStartAndChanges: cite(
    true,
    "Fla. Stat. §§ 95.04, 95.051",
    "The time to sue usually starts when you first missed a payment and did not catch up. A later payment or a written promise to pay can change it.",
  ),
  noSuitOnTimeBarredDebt: cite(
    true,
    "12 C.F.R. § 1006.26(b)",
    "A debt collector (a collection agency or debt buyer) may not sue you on a debt that is too old.",
  ),
  defensesMustBeInAnswer: cite(
    true,
    "Fla. R. Civ. P. 1.110(d)",
    "Defenses like payment, a settlement, or a debt that is too old must be written in your answer. The court will not raise them for you.",
  ),
  answerDeniesWhatIsUntrue: cite(
    true,
    "Fla. R. Civ. P. 1.110(c)",
    "In your answer, say which statements in the complaint are true and which are not.",
  ),
  answerAdmitsDeniesAndDefends: cite(
    true,
    "Fla. R. Civ. P. 1.110(c)-(d)",
    "In your answer, say which statements in the complaint are true and which are not, and list your defenses.",
  ),
  onlyAuthorizedChargesCollected: cite(
    true,
    "15 U.S.C. § 1692f(1)",
    "A collector may only add fees and interest that your agreement or the law allows.",
  ),
  plaintiffMustOwnTheClaim: cite(
    true,
    "Fla. R. Civ. P. 1.210(a)",
    "The company suing you must be the one with the right to collect.",
  ),
  complaintMustAttachContract: cite(
    true,
    "Fla. R. Civ. P. 1.130(a)",
    "The company suing you must attach to the complaint the contract or account papers its claim is based on.",
  ),
  serviceOfProcessRules: cite(
    true,
    "Fla. Stat. § 48.031",
    "Court papers must be delivered to you in a way the law allows.",
  ),
  objectionsByMotion: cite(
    true,
    "Fla. R. Civ. P. 1.140(b)",
    "You can ask the court to dismiss or move a case that was not served the right way or was filed in the wrong place.",
  ),
  collectorSuesWhereYouLiveOrSigned: cite(
    true,
    "15 U.S.C. § 1692i(a)(2)",
    "A debt collector must sue you in the county where you live or where you signed the contract.",
  ),
  venueCounty: cite(
    true,
    "Fla. Stat. § 47.011",
  ),
  procedureDefensesLostIfLate: cite(
    true,
    "Fla. R. Civ. P. 1.140(h)(1)",
    "A defense about how the case was brought is lost if it is not raised in the first paper you file.",
  ),
  abusiveCollectionForbidden: cite(
    true,
    "15 U.S.C. §§ 1692d-1692f",
    "Collection agencies may not harass you, lie, or use unfair methods.",
  ),
  stopContactInWriting: cite(
    true,
    "15 U.S.C. § 1692c(c)",
    "You can tell a collection agency in writing to stop contacting you. It can still sue you.",
  ),
  floridaActDamages: cite(
    true,
    "Fla. Stat. § 559.77",
    "If a collector breaks Florida's collection law, you may be able to get money and your lawyer's fees paid.",
  ),
  federalActDamages: cite(
    true,
    "15 U.S.C. § 1692k",
    "If a collection agency breaks the federal collection law, you may be able to get money and your lawyer's fees paid.",
  ),
  socialSecurityProtected: cite(
    true,
    "42 U.S.C. § 407",
    "Social Security is protected from garnishment.",
  ),
  claimOfExemption: cite(
    true,
    "Fla. Stat. § 77.041",
    "To claim these protections, fill out the claim of exemption form that comes with the garnishment notice, and file it quickly.",
  ),
  defaultJudgment: cite(
    true,
    "Fla. R. Civ. P. 1.500",
    "If you do nothing, the court can enter a default judgment: the other side wins without a trial.",
  ),
  serveCopyOnOtherSide: cite(
    true,
    "Fla. R. Civ. P. 1.080",
    "File your answer with the clerk and send a copy to the other side.",
  ),
} as const;
