/** Security deposit figures, Fla. Stat. § 83.49. */
import { cite, withSummaries } from "./cited";
import { SECURITY_DEPOSIT as SECURITY_DEPOSIT_SUMMARIES } from "../../../locales/en/law.json";

export const SECURITY_DEPOSIT = withSummaries(
  {
    returnWithoutClaimDays: cite(15, "Fla. Stat. § 83.49(3)(a)"),
    claimNoticeDays: cite(30, "Fla. Stat. § 83.49(3)(a)"),
    claimNoticeByCertifiedMail: cite(true, "Fla. Stat. § 83.49(3)(a)"),
    claimNoticeByEmailWithAddendum: cite(true, "Fla. Stat. § 83.505"),
    wrongForfeitureClaimRisksFees: cite(true, "Fla. Stat. § 83.49(3)(c)"),
    missedClaimNoticeForfeitsClaim: cite(true, "Fla. Stat. § 83.49(3)(a)"),
    tenantObjectionDays: cite(15, "Fla. Stat. § 83.49(3)(b)"),
    /** § 83.49(3)(b), last sentence: a late or missing objection does not waive the tenant's right to sue. */
    lateObjectionDoesNotWaiveSuit: cite(true, "Fla. Stat. § 83.49(3)(b)"),
    balanceReturnDaysAfterClaimNotice: cite(30, "Fla. Stat. § 83.49(3)(b)"),
    tenantVacatingNoticeDays: cite(7, "Fla. Stat. § 83.49(5)"),
    prevailingPartyCostsAndFees: cite(true, "Fla. Stat. §§ 83.49(3)(c), 83.48"),
    doubleDamages: cite(false, "Fla. Stat. § 83.49"),
    depositLaw: cite(true, "Fla. Stat. § 83.49"),
    depositOwedBack: cite(true, "Fla. Stat. § 83.49(3)"),
  } as const,
  SECURITY_DEPOSIT_SUMMARIES,
);
