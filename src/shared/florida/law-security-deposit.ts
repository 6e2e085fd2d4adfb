/** Security deposit figures, Fla. Stat. § 83.49. */
import { cite } from "./cited";

export const SECURITY_DEPOSIT = {
  returnWithoutClaimDays: cite(
    15,
    "Fla. Stat. § 83.49(3)(a)",
    "If the landlord is not keeping any of the deposit, it must be returned within 15 days after you move out.",
  ),
  claimNoticeDays: cite(
    30,
    "Fla. Stat. § 83.49(3)(a)",
    "If the landlord wants to keep some of the deposit, it must send you a written notice within 30 days after " +
      "you move out, saying how much and why: by certified mail, or by e-mail if you signed an agreement to get " +
      "notices by e-mail.",
  ),
  claimNoticeByCertifiedMail: cite(
    true,
    "Fla. Stat. § 83.49(3)(a)",
    "The notice must go by certified mail to your last known mailing address.",
  ),
  claimNoticeByEmailWithAddendum: cite(
    true,
    "Fla. Stat. § 83.505",
    "Since July 1, 2025, the landlord may send the notice by e-mail instead, if you signed an agreement (an " +
      "e-mail addendum) to get notices by e-mail. A notice sent that way counts.",
  ),
  wrongForfeitureClaimRisksFees: cite(
    true,
    "Fla. Stat. § 83.49(3)(c)",
    "Before you say the landlord lost its right to keep any of the deposit, check how its notice came: by " +
      "certified mail, or by e-mail if you signed an e-mail agreement. If you sue saying no notice came and lose, " +
      "you may have to pay the landlord's court costs and attorney fees.",
  ),
  missedClaimNoticeForfeitsClaim: cite(
    true,
    "Fla. Stat. § 83.49(3)(a)",
    "A landlord who misses the 30-day notice loses the right to keep any of the deposit. The landlord can still " +
      "sue you separately for damage.",
  ),
  tenantObjectionDays: cite(
    15,
    "Fla. Stat. § 83.49(3)(b)",
    "You have 15 days after you receive the landlord's notice to object in writing.",
  ),
  balanceReturnDaysAfterClaimNotice: cite(
    30,
    "Fla. Stat. § 83.49(3)(b)",
    "The landlord must return whatever it does not keep within 30 days after the date of its notice.",
  ),
  tenantVacatingNoticeDays: cite(
    7,
    "Fla. Stat. § 83.49(5)",
    "If you moved out without giving the landlord 7 days' written notice with an address where you can be " +
      "reached, the landlord may not have to send you the 30-day notice.",
  ),
  prevailingPartyCostsAndFees: cite(
    true,
    "Fla. Stat. §§ 83.49(3)(c), 83.48",
    "The winner of a deposit lawsuit can get court costs and reasonable attorney fees from the loser. So if you " +
      "sue and lose, you may have to pay the landlord's court costs and attorney fees.",
  ),
  doubleDamages: cite(
    false,
    "Fla. Stat. § 83.49",
    "Florida law does not give you double your deposit. You can ask for the amount kept wrongly, plus any other " +
      "damages, up to the small claims limit.",
  ),
  depositLaw: cite(
    true,
    "Fla. Stat. § 83.49",
    "Florida law sets deadlines for your landlord to return your deposit or claim part of it after you move out.",
  ),
  depositOwedBack: cite(
    true,
    "Fla. Stat. § 83.49(3)",
    "You can get back the deposit money the landlord should have returned to you.",
  ),
} as const;
