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
} as const;
