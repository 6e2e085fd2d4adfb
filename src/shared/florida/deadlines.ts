/**
 * Florida deadlines the product computes, on "YYYY-MM-DD" dates. Each result says the last day to act, explains
 * it in plain English and cites its source from law.ts.
 *
 * Two counting choices, made on purpose:
 * - Court and landlord deadlines use the law's own counting (Rule 2.514, or the statute's business days).
 * - Deadlines a user must meet outside court, where no rule extends them (objecting to a deposit claim, disputing
 *   a debt), are counted in plain calendar days with no weekend extension: the earliest reading is the safe one.
 */
import { addBusinessDays, addCourtDays, rollForwardToBusinessDay, subtractCourtDays } from "./day-counting";
import { addCalendarDays, assertIsoDate, isoDateFromParts } from "./iso-date";
import { COURTS, DEADLINE_COUNTING, DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "./law";
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

/** § 83.56(3): 3 days excluding weekends and legal holidays; 5 more days, a safety margin, when it was mailed. */
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
  const extra = LANDLORD_TENANT.mailedNoticeSafetyDays.value;
  const date = rollForwardToBusinessDay(addCalendarDays(byHand, extra));
  return {
    date,
    explanation:
      `The tenant has until ${formatDate(date, "weekday")} to pay the rent or move out. The ${days} days do not count ` +
      `Saturdays, Sundays, legal holidays or the day the notice was mailed. Because the notice was mailed, ${extra} ` +
      "more days are added as a safety margin for the mail (the law does not set them), and a deadline that lands " +
      "on a weekend or holiday moves to the next business day.",
    citation: citations(LANDLORD_TENANT.threeDayNoticeDays, LANDLORD_TENANT.mailedNoticeSafetyDays),
  };
}

/**
 * § 83.56(2): the 7 days of a notice to cure (b) or to vacate without a chance to cure (a). The statute sets no
 * counting, so they are counted as a court deadline (Rule 2.514), with the mail days added when the notice was
 * mailed: the landlord does not act a day too early. The landlord notice's instructions count them the same way.
 */
export function sevenDayNoticeDeadline(deliveryDate: string, options: { cure: boolean; mailed?: boolean }): Deadline {
  const rule = options.cure ? LANDLORD_TENANT.sevenDayNoticeToCureDays : LANDLORD_TENANT.sevenDayNoticeWithoutCureDays;
  const byHand = addCourtDays(deliveryDate, rule.value);
  const extra = LANDLORD_TENANT.mailedNoticeSafetyDays;
  const date = options.mailed ? rollForwardToBusinessDay(addCalendarDays(byHand, extra.value)) : byHand;
  const what = options.cure ? "to fix the problem" : "to move out";
  return {
    date,
    explanation:
      `The tenant has until ${formatDate(date, "weekday")} ${what}. The ${rule.value} days start the day after the ` +
      "notice was delivered; weekends and holidays in the middle count, and a last day that falls on a weekend or " +
      "holiday moves to the next business day." +
      (options.mailed
        ? ` Because the notice was mailed, ${extra.value} more days are added as a safety margin for the mail (the ` +
          "law does not set them)."
        : ""),
    citation: options.mailed
      ? citations(rule, DEADLINE_COUNTING.countingMethod, extra)
      : citations(rule, DEADLINE_COUNTING.countingMethod),
  };
}

/**
 * § 83.56(2)(a): a repeat of a violation supports a 7-day notice without cure only when it happens within 12
 * months after the landlord's written warning of a similar one. The window's last day is the day before the
 * warning's date 12 months later (before that month's last day when the date does not exist, as for 29 February):
 * the earlier reading is the safe one for a landlord.
 */
export function repeatViolationWindow(warningDate: string): Deadline {
  assertIsoDate(warningDate);
  const rule = LANDLORD_TENANT.repeatViolationWarningMonths;
  const [year, month, day] = warningDate.split("-").map(Number) as [number, number, number];
  const anniversary = isoDateFromParts(year, month + rule.value, day);
  const lastOfMonth = isoDateFromParts(year, month + rule.value + 1, 0);
  const date = addCalendarDays(Number(anniversary.slice(8)) === day ? anniversary : lastOfMonth, -1);
  return {
    date,
    explanation:
      `A ${LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value}-day notice with no chance to fix a repeated ` +
      `violation is allowed only if the repeat happened within ${rule.value} months after your written warning of ` +
      `${formatDate(warningDate)}: by ${formatDate(date, "weekday")}. For a repeat after that, give the ` +
      `${LANDLORD_TENANT.sevenDayNoticeToCureDays.value}-day notice to cure instead.`,
    citation: rule.citation,
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
      "not, you lose your defenses. If you live in public housing or get a rent subsidy, you pay only your own " +
      "share of the rent.",
    citation: citations(LANDLORD_TENANT.evictionAnswerDays, LANDLORD_TENANT.evictionRentDepositRequired),
  };
}

/**
 * An eviction complaint's count for money (unpaid rent, damages) is not under the 5-day summary procedure: it
 * has the usual 20 days, Rule 1.140(a), counted under Rule 2.514. The possession count keeps its 5 days.
 */
export function evictionMoneyClaimAnswerDeadline(serviceDate: string): Deadline {
  const rule = LANDLORD_TENANT.moneyClaimAnswerDays;
  const date = addCourtDays(serviceDate, rule.value);
  return {
    date,
    explanation:
      `If the complaint also asks for money, such as unpaid rent or damages, you have until ${formatDate(date, "weekday")} ` +
      `to answer that money claim, ${rule.value} days after you were served. The ${LANDLORD_TENANT.evictionAnswerDays.value}-day ` +
      "deadline still applies to the eviction itself.",
    citation: citations(rule, DEADLINE_COUNTING.countingMethod),
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

/**
 * Rule 7.100(a)-(b): a small claims counterclaim is filed and served at least 5 days before the pretrial
 * conference, counted backward under Rule 2.514(a)(5); a related one filed later is abandoned.
 */
export function smallClaimsCounterclaimDeadline(pretrialDate: string): Deadline {
  const rule = SMALL_CLAIMS.counterclaimBeforePretrial;
  const date = subtractCourtDays(pretrialDate, rule.value);
  return {
    date,
    explanation:
      `File your counterclaim with the clerk and send a copy to the plaintiff by ${formatDate(date, "weekday")}, at ` +
      `least ${rule.value} days before the pretrial conference on ${formatDate(pretrialDate, "weekday")}. The days ` +
      "are counted backward, starting with the last business day before the conference. Weekends and holidays in " +
      "between count, but a last day that falls on a weekend or holiday moves to the business day before it. If " +
      "you miss this day, a counterclaim about the same events as the plaintiff's claim is abandoned: you lose it " +
      "and cannot bring it later. Filing sooner is safer.",
    citation: citations(rule, DEADLINE_COUNTING.countingMethod, DEADLINE_COUNTING.countingBackward),
  };
}

/**
 * Fla. R. App. P. 9.110(b): a notice of appeal is filed within 30 days of the judgment's rendition (the day the
 * signed judgment is filed with the clerk), counted under Rule 2.514. The appeal goes to a district court of
 * appeal, but the notice is filed with the clerk of the county court.
 */
export function countyCourtAppealDeadline(renditionDate: string): Deadline {
  const rule = COURTS.countyCourtAppealDays;
  const date = addCourtDays(renditionDate, rule.value);
  return {
    date,
    explanation:
      `To appeal, file a notice of appeal with the clerk of the county court by ${formatDate(date, "weekday")}, ` +
      `${rule.value} days after the judgment was filed with the clerk. Weekends and holidays in the middle count, and ` +
      "a last day that falls on a weekend or holiday moves to the next business day. Since 2021 the appeal is " +
      "heard by a district court of appeal, not the circuit court.",
    citation: citations(rule, COURTS.countyCourtAppealsGoToDistrictCourt, DEADLINE_COUNTING.countingMethod),
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
        "(or by e-mail, if you signed an agreement to get notices by e-mail) " +
        `within ${noticeDays} days after you moved out: by ${formatDate(noticeBy, "weekday")}. A landlord who misses ` +
        "this loses the right to keep any of the deposit (it can still sue you separately for damage).",
      citation: citations(
        SECURITY_DEPOSIT.claimNoticeDays,
        SECURITY_DEPOSIT.claimNoticeByEmailWithAddendum,
        SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim,
      ),
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
