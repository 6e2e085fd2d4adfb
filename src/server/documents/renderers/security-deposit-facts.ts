/**
 * What § 83.49 makes of a tenant's answers, for both deposit papers (the letter says it in the first person,
 * the statement of claim in the third): the landlord's deadlines, whether the 30 days for a notice of claim are
 * over on the paper's date, whether the landlord forfeited the right to keep any of the deposit, and how much it
 * still holds.
 */
import {
  LATE_CLAIM_NOTICE,
  NO_CLAIM_NOTICE,
  NO_VACATE_NOTICE,
  TIMELY_CLAIM_NOTICE,
  type CLAIM_NOTICE_OPTIONS,
  type VACATE_NOTICE_OPTIONS,
} from "@shared/documents/security-deposit-fields";
import { depositReturnDeadlines, type DepositReturnDeadlines } from "@shared/florida/deadlines";
import { daysBetween } from "@shared/florida/iso-date";
import { claimNoticeForfeiture, type ClaimNoticeTiming } from "@shared/florida/security-deposit-rules";

export interface DepositAnswers {
  deposit_amount: number;
  amount_returned?: number | undefined;
  move_out_date: string;
  landlord_notice: (typeof CLAIM_NOTICE_OPTIONS)[number];
  vacate_notice: (typeof VACATE_NOTICE_OPTIONS)[number];
}

export interface DepositSituation {
  deadlines: DepositReturnDeadlines;
  /** Days from the move-out date to the paper's date (negative if the paper is dated before it). */
  daysSinceMoveOut: number;
  /** The landlord's 30 days to send a notice of claim have ended by the paper's date. */
  noticePeriodOver: boolean;
  /**
   * § 83.49(3)(a): no notice (or a late one) once the 30 days are over, unless the tenant left early or month to
   * month without the 7 days' written notice of § 83.49(5), which relieves the landlord of the notice rule.
   */
  forfeited: boolean;
  /** § 83.49(5) took the forfeiture away: the tenant still has a right to the deposit, but not that argument. */
  noVacateNotice: boolean;
  returned: number;
  /** What the landlord still holds (never below zero). */
  withheld: number;
}

const CLAIM_NOTICE_TIMING: Record<DepositAnswers["landlord_notice"], ClaimNoticeTiming> = {
  [NO_CLAIM_NOTICE]: "none",
  [LATE_CLAIM_NOTICE]: "late",
  [TIMELY_CLAIM_NOTICE]: "on_time",
};

export function depositSituation(data: DepositAnswers, asOf: string): DepositSituation {
  const deadlines = depositReturnDeadlines(data.move_out_date);
  const noticePeriodOver = asOf > deadlines.claimNotice.date;
  const noVacateNotice = data.vacate_notice === NO_VACATE_NOTICE;
  const forfeiture = claimNoticeForfeiture({
    claimNotice: CLAIM_NOTICE_TIMING[data.landlord_notice],
    noticePeriodOver,
    vacatingNotice: noVacateNotice ? "not_given" : "given",
  });
  const returned = data.amount_returned ?? 0;
  return {
    deadlines,
    daysSinceMoveOut: daysBetween(data.move_out_date, asOf),
    noticePeriodOver,
    forfeited: forfeiture === "forfeited",
    noVacateNotice,
    returned,
    withheld: Math.max(0, Math.round((data.deposit_amount - returned) * 100) / 100),
  };
}
