/**
 * The forfeiture rule of Fla. Stat. § 83.49(3)(a), with the exception of § 83.49(5), written once: the deposit
 * calculator on the module page and the deposit papers (demand letter, statement of claim) both ask it.
 *
 * A landlord that wants to keep any of a deposit must send a written notice of its claim within
 * SECURITY_DEPOSIT.claimNoticeDays after the tenant moves out; one that does not (no notice, or a late one)
 * forfeits the right to impose a claim on the deposit. But a tenant who left without giving
 * SECURITY_DEPOSIT.tenantVacatingNoticeDays' written notice of vacating may lose the benefit of that rule.
 *
 * A notice counts whether it came by certified mail or, since 1 July 2025, by e-mail to a tenant who signed an
 * e-mail addendum (§ 83.505): the questions that feed this rule ask about both, because a tenant who claims a
 * forfeiture that did not happen can owe the landlord's fees (§ 83.49(3)(c), SECURITY_DEPOSIT.wrongForfeitureClaimRisksFees).
 */

/** The landlord's written notice of a claim on the deposit: in time, too late, or never sent. */
export type ClaimNoticeTiming = "on_time" | "late" | "none";

/** Whether the tenant gave the written notice of vacating of § 83.49(5) (or did not need to: the lease ended). */
export type VacatingNoticeGiven = "given" | "not_given" | "unknown";

export interface ForfeitureFacts {
  claimNotice: ClaimNoticeTiming;
  /**
   * The landlord's days to send a notice are over (on the date that matters: today, or a paper's date). A notice
   * that has not come is not missed while there is still time. Default: over.
   */
  noticePeriodOver?: boolean;
  vacatingNotice: VacatingNoticeGiven;
}

export type Forfeiture =
  /** The notice came in time, or there is still time to send it: the landlord may keep fair deductions. */
  | "not_forfeited"
  /** The notice was missed and the tenant gave notice of vacating: the landlord lost its claim on the deposit. */
  | "forfeited"
  /** The notice was missed, but the tenant gave no notice of vacating: § 83.49(5) may excuse the landlord. */
  | "excused"
  /** The notice was missed; whether the tenant gave notice of vacating is not known, so neither is the outcome. */
  | "uncertain";

/** § 83.49(3)(a) and (5): did the landlord forfeit its right to keep any of the deposit? */
export function claimNoticeForfeiture({ claimNotice, noticePeriodOver = true, vacatingNotice }: ForfeitureFacts): Forfeiture {
  const missed = claimNotice === "late" || (claimNotice === "none" && noticePeriodOver);
  if (!missed) return "not_forfeited";
  if (vacatingNotice === "given") return "forfeited";
  return vacatingNotice === "not_given" ? "excused" : "uncertain";
}
