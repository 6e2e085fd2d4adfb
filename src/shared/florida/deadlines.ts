/**
 * Florida deadlines the product computes, on "YYYY-MM-DD" dates. Each result says the last day to act, explains
 * it in plain English and cites its source from law.ts.
 *
 * Two counting choices, made on purpose:
 * - Court and landlord deadlines use the law's own counting (Rule 2.514, or the statute's business days).
 * - Deadlines a user must meet outside court, where no rule extends them (objecting to a deposit claim, disputing
 *   a debt), are counted in plain calendar days with no weekend extension: the earliest reading is the safe one.
 */
import { addBusinessDays, addCourtDays, rollForwardToBusinessDay } from "./day-counting";
import { addCalendarDays, assertIsoDate } from "./iso-date";
import { DEADLINE_COUNTING, DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "./law";
import { formatDate } from "../i18n/format";

export { addBusinessDays, addCourtDays } from "./day-counting";

export interface Deadline {
  /** The last day to act, "YYYY-MM-DD". */
  date: string;
  explanation: string;
  citation: string;
}

/** Where the law sets no date to compute, only something to do (e.g. appear at a hearing). */
export interface UndatedDeadline {
  date: null;
  explanation: string;
  citation: string;
}

export type DebtCourt = "small_claims" | "county_civil" | "circuit";
export type TenancyPeriod = "week" | "month" | "quarter" | "year";

/** The sources, each once (two figures often rest on the same section). */
const citations = (...cited: Cited<unknown>[]): string => [...new Set(cited.map((c) => c.citation))].join("; ");

/** § 83.56(3): 3 days excluding weekends and legal holidays; 5 more days when the notice was mailed. */
export function threeDayNoticeDeadline(deliveryDate: string, options: { mailed?: boolean } = {}): Deadline {
  const days = LANDLORD_TENANT.threeDayNoticeDays.value;
  const byHand = addBusinessDays(deliveryDate, days);
  if (!options.mailed) {
    return {
      date: byHand,
      explanation:
        `The tenant has until ${formatDate(byHand, "weekday")} to pay the rent or move out. The ${days} days do not ` +
        "count Saturdays, Sundays, legal holidays or the day the notice was delivered.",
      citation: LANDLORD_TENANT.threeDayNoticeDays.citation,
    };
  }
  const extra = DEADLINE_COUNTING.postalMailServiceExtraDays.value;
  const date = rollForwardToBusinessDay(addCalendarDays(byHand, extra));
  return {
    date,
    explanation:
      `The tenant has until ${formatDate(date, "weekday")} to pay the rent or move out. The ${days} days do not count ` +
      `Saturdays, Sundays, legal holidays or the day the notice was mailed. Because the notice was mailed, ${extra} ` +
      "more days are added, and a deadline that lands on a weekend or holiday moves to the next business day.",
    citation: citations(
      LANDLORD_TENANT.threeDayNoticeDays,
      LANDLORD_TENANT.noticeDeliveryMethods,
      DEADLINE_COUNTING.postalMailServiceExtraDays,
    ),
  };
}

/** § 83.60(2): 5 days excluding weekends and legal holidays to answer and deposit the rent into the registry. */
export function evictionAnswerDeadline(serviceDate: string): Deadline {
  const days = LANDLORD_TENANT.evictionAnswerDays.value;
  const date = addBusinessDays(serviceDate, days);
  return {
    date,
    explanation:
      `You must file your answer with the clerk by ${formatDate(date, "weekday")}. The ${days} days do not count ` +
      "Saturdays, Sundays, legal holidays or the day you were served. To use any defense other than \"I paid,\" " +
      "you must also pay the rent the landlord says you owe into the court registry (or file a motion asking the " +
      "court to decide the rent) by the same day, and keep paying rent to the court as it comes due. If you do " +
      "not, you lose your defenses.",
    citation: citations(LANDLORD_TENANT.evictionAnswerDays, LANDLORD_TENANT.evictionRentDepositRequired),
  };
}

/** Small claims: no written answer is due, appear at the pretrial conference. Otherwise 20 days, Rule 1.140(a). */
export function debtAnswerDeadline(serviceDate: string, court: DebtCourt): Deadline | UndatedDeadline {
  assertIsoDate(serviceDate);
  if (court === "small_claims") {
    return {
      date: null,
      explanation:
        "In small claims court you do not have to file a written answer unless the judge orders one. You must go " +
        "to the pretrial conference on the date in your summons. If you do not go, you can lose the case. You " +
        "may still file a written answer before then, and it can help.",
      citation: citations(SMALL_CLAIMS.writtenAnswerRequired, SMALL_CLAIMS.defaultIfPartyDoesNotAppear),
    };
  }
  const days = DEBT.answerDays.value;
  const date = addCourtDays(serviceDate, days);
  return {
    date,
    explanation:
      `You must serve a written answer by ${formatDate(date, "weekday")}. That is ${days} days after you were served: ` +
      "counting starts on the next business day, weekends and holidays in the middle count, and a last day that " +
      "falls on a weekend or holiday moves to the next business day. If you miss it, the other side can ask for a " +
      "default judgment against you.",
    citation: citations(DEBT.answerDays, DEADLINE_COUNTING.countingMethod),
  };
}

export interface DepositReturnDeadlines {
  /** Last day to return the whole deposit when the landlord makes no claim. */
  returnWithoutClaim: Deadline;
  /** Last day to mail the certified notice of a claim; after it the landlord forfeits the claim. */
  claimNotice: Deadline;
  /** § 83.49(5): moving out without 7 days' written notice may cost the tenant the 30-day notice rule. */
  vacatingNoticeWarning: { explanation: string; citation: string };
}

/**
 * § 83.49(3)(a). These are the landlord's deadlines, counted under Rule 2.514 (the statute sets no method), which
 * gives the landlord the full time: a tenant does not call a landlord late a day too early.
 */
export function depositReturnDeadlines(moveOutDate: string): DepositReturnDeadlines {
  const returnDays = SECURITY_DEPOSIT.returnWithoutClaimDays.value;
  const noticeDays = SECURITY_DEPOSIT.claimNoticeDays.value;
  const returnBy = addCourtDays(moveOutDate, returnDays);
  const noticeBy = addCourtDays(moveOutDate, noticeDays);
  return {
    returnWithoutClaim: {
      date: returnBy,
      explanation:
        `If the landlord is not keeping any of your deposit, it must return it within ${returnDays} days after ` +
        `you moved out: by ${formatDate(returnBy, "weekday")}.`,
      citation: SECURITY_DEPOSIT.returnWithoutClaimDays.citation,
    },
    claimNotice: {
      date: noticeBy,
      explanation:
        `If the landlord wants to keep part of your deposit, it must send you a written notice by certified mail ` +
        `within ${noticeDays} days after you moved out: by ${formatDate(noticeBy, "weekday")}. A landlord who misses ` +
        "this loses the right to keep any of the deposit (it can still sue you separately for damage).",
      citation: citations(SECURITY_DEPOSIT.claimNoticeDays, SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim),
    },
    vacatingNoticeWarning: {
      explanation:
        `If you moved out without giving the landlord ${SECURITY_DEPOSIT.tenantVacatingNoticeDays.value} days' ` +
        "written notice (by certified mail or hand delivery) with an address where you can be reached, the " +
        "landlord may not have to send you the notice, and these deadlines may not protect you.",
      citation: SECURITY_DEPOSIT.tenantVacatingNoticeDays.citation,
    },
  };
}

/** § 83.49(3)(b): the tenant's 15 days to object, in plain calendar days (see the note at the top). */
export function depositObjectionDeadline(noticeReceivedDate: string): Deadline {
  const days = SECURITY_DEPOSIT.tenantObjectionDays.value;
  const date = addCalendarDays(noticeReceivedDate, days);
  return {
    date,
    explanation:
      `Send the landlord your written objection by ${formatDate(date, "weekday")}, ${days} days after you received its ` +
      "notice. Sooner is safer. If you do not object in time, the landlord may keep the amount it claimed.",
    citation: SECURITY_DEPOSIT.tenantObjectionDays.citation,
  };
}

/** 15 U.S.C. § 1692g: 30 days after receiving the validation notice, in plain calendar days. */
export function validationDisputeDeadline(noticeReceivedDate: string): Deadline {
  const days = DEBT.validationDisputeDays.value;
  const date = addCalendarDays(noticeReceivedDate, days);
  return {
    date,
    explanation:
      `Send your written dispute to the debt collector by ${formatDate(date, "weekday")}, ${days} days after you ` +
      "received its validation notice. Sooner is safer. Once it gets your dispute, the collector must stop " +
      "collecting until it sends you proof of the debt.",
    citation: citations(DEBT.validationDisputeDays, DEBT.disputeStopsCollectionUntilVerified),
  };
}

const TERMINATION_NOTICE: Record<TenancyPeriod, { label: string; law: Cited<number> }> = {
  week: { label: "week-to-week", law: LANDLORD_TENANT.weekToWeekTerminationNoticeDays },
  month: { label: "month-to-month", law: LANDLORD_TENANT.monthToMonthTerminationNoticeDays },
  quarter: { label: "quarter-to-quarter", law: LANDLORD_TENANT.quarterToQuarterTerminationNoticeDays },
  year: { label: "year-to-year", law: LANDLORD_TENANT.yearToYearTerminationNoticeDays },
};

/**
 * § 83.57: the last day to give written notice ending a tenancy with no fixed term at the end of a rental period
 * (`periodEndDate`, the last day of that period). Counted back in calendar days; earlier is safer.
 */
export function tenancyTerminationNotice(tenancy: TenancyPeriod, periodEndDate: string): Deadline {
  const { label, law } = TERMINATION_NOTICE[tenancy];
  const date = addCalendarDays(periodEndDate, -law.value);
  return {
    date,
    explanation:
      `To end a ${label} tenancy on ${formatDate(periodEndDate, "weekday")}, give written notice no later than ` +
      `${formatDate(date, "weekday")}, at least ${law.value} days before the end of the rental period. Giving it earlier ` +
      "is safer, especially if you mail it.",
    citation: law.citation,
  };
}

export function monthToMonthTerminationNotice(periodEndDate: string): Deadline {
  return tenancyTerminationNotice("month", periodEndDate);
}
