/**
 * Florida deadlines the product computes, on "YYYY-MM-DD" dates. Each result says the last day to act, explains
 * it (a sentence of the deadline-rules catalog with its figures and dates, written by each reader in its language:
 * explanation.ts) and cites its source from law.ts.
 *
 * Two counting choices, made on purpose:
 * - Court and landlord deadlines use the law's own counting (Rule 2.514, or the statute's business days).
 * - Deadlines a user must meet outside court, where no rule extends them (objecting to a deposit claim, disputing
 *   a debt), are counted in plain calendar days with no weekend extension: the earliest reading is the safe one.
 *
 * Landlord notices have two readers (NoticeSide): the landlord gets the later date, the tenant the earliest one.
 * Rule 2.514(b)'s mail days are added to no deadline here: each runs from a notice's delivery, service of process,
 * a judgment's rendition or a paper's receipt, never from service of a court paper by mail. (The mail margin of a
 * landlord's own date is not Rule 2.514(b): see LANDLORD_TENANT.mailedNoticeSafetyDays.)
 */
import { addBusinessDays, addCourtDays, rollForwardToBusinessDay, subtractCourtDays } from "./day-counting";
import { addCalendarDays, assertIsoDate, isoDateFromParts } from "./iso-date";
import { COURTS, DEADLINE_COUNTING, DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS, type Cited } from "./law";
import type { DeadlineExplanation } from "./explanation";

export { addBusinessDays, addCourtDays } from "./day-counting";
export type { DeadlineExplanation } from "./explanation";

export interface Deadline {
  /** The last day to act, "YYYY-MM-DD". */
  date: string;
  explanation: DeadlineExplanation;
  citation: string;
}

/** Where the law sets no date to compute, only something to do (e.g. appear at a hearing). */
export interface UndatedDeadline {
  date: null;
  explanation: DeadlineExplanation;
  citation: string;
}

export type DebtCourt = "small_claims" | "county_civil" | "circuit";
export type TenancyPeriod = "week" | "month" | "quarter" | "year";

/** The sources, each once (two figures often rest on the same section). */
const citations = (...cited: Cited<unknown>[]): string => [...new Set(cited.map((c) => c.citation))].join("; ");

const explain = (key: string, values: DeadlineExplanation["values"]): DeadlineExplanation => ({ key, values });

/**
 * Whose date a landlord-notice deadline is. A notice's date must never be too early for the person relying on it:
 * - the landlord prints it in the notice and files only after it, so the landlord gets the later, safe date (the
 *   mail margin, and for a 3-day notice one more business day for court-observed holidays);
 * - the tenant must pay, fix or move out by it, so the tenant gets the earliest date that could apply, with no
 *   days for the mail (§ 83.56 sets none, and Rule 2.514(b) is for court papers), and is told to keep to the date
 *   in the notice when that one is earlier.
 */
export const NOTICE_SIDES = ["landlord", "tenant"] as const;
export type NoticeSide = (typeof NOTICE_SIDES)[number];

/**
 * § 83.56(3): 3 days excluding Saturdays, Sundays and legal holidays, not counting the delivery day.
 *
 * The landlord's date (the one printed in the notice): the statute's "legal holidays" are the holidays the court
 * observes, which differ by county and are not all in § 110.117 (Good Friday, Christmas Eve...), so one extra
 * business day is added last, after the mail margin when the notice was mailed. A notice giving more time is
 * valid; one giving less is defective.
 *
 * The tenant's date: the 3 business days on the state list alone (a county's extra holidays only make it later),
 * with no mail days.
 */
export function threeDayNoticeDeadline(deliveryDate: string, options: { side: NoticeSide; mailed?: boolean }): Deadline {
  const days = LANDLORD_TENANT.threeDayNoticeDays.value;
  const statutory = addBusinessDays(deliveryDate, days);
  if (options.side === "tenant") {
    return {
      date: statutory,
      explanation: explain(options.mailed ? "threeDayNotice.tenantMailed" : "threeDayNotice.tenant", { date: statutory, days }),
      citation: LANDLORD_TENANT.threeDayNoticeDays.citation,
    };
  }
  const extraDays = LANDLORD_TENANT.threeDayNoticeExtraBusinessDays.value;
  if (!options.mailed) {
    const date = addBusinessDays(statutory, extraDays);
    return {
      date,
      explanation: explain("threeDayNotice.delivered", { date, days, statutoryDate: statutory, extraDays }),
      citation: citations(LANDLORD_TENANT.threeDayNoticeDays, LANDLORD_TENANT.threeDayNoticeExtraBusinessDays),
    };
  }
  const mailDays = LANDLORD_TENANT.mailedNoticeSafetyDays.value;
  const date = addBusinessDays(rollForwardToBusinessDay(addCalendarDays(statutory, mailDays)), extraDays);
  return {
    date,
    explanation: explain("threeDayNotice.mailed", { date, days, mailDays, extraDays }),
    citation: citations(
      LANDLORD_TENANT.threeDayNoticeDays,
      LANDLORD_TENANT.threeDayNoticeExtraBusinessDays,
      LANDLORD_TENANT.mailedNoticeSafetyDays,
    ),
  };
}

/**
 * § 83.56(2): the 7 days of a notice to cure (b) or to vacate without a chance to cure (a). The statute sets no
 * counting. The landlord's date counts them as a court deadline (Rule 2.514), with the mail margin added when the
 * notice was mailed: the landlord does not act a day too early (the landlord notice's instructions count them the
 * same way). The tenant's date is the earliest reading: 7 calendar days after delivery, no weekend or holiday
 * extension and no mail days (see the note at the top).
 */
export function sevenDayNoticeDeadline(
  deliveryDate: string,
  options: { side: NoticeSide; cure: boolean; mailed?: boolean },
): Deadline {
  const rule = options.cure ? LANDLORD_TENANT.sevenDayNoticeToCureDays : LANDLORD_TENANT.sevenDayNoticeWithoutCureDays;
  const noticeKey = options.cure ? "cure" : "noCure";
  if (options.side === "tenant") {
    assertIsoDate(deliveryDate);
    const date = addCalendarDays(deliveryDate, rule.value);
    return {
      date,
      explanation: explain(`sevenDayNotice.${noticeKey}Tenant`, { date, days: rule.value }),
      citation: rule.citation,
    };
  }
  const byHand = addCourtDays(deliveryDate, rule.value);
  const extra = LANDLORD_TENANT.mailedNoticeSafetyDays;
  const date = options.mailed ? rollForwardToBusinessDay(addCalendarDays(byHand, extra.value)) : byHand;
  const key = `sevenDayNotice.${noticeKey}${options.mailed ? "Mailed" : ""}`;
  return {
    date,
    explanation: explain(key, options.mailed ? { date, days: rule.value, mailDays: extra.value } : { date, days: rule.value }),
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
    explanation: {
      key: "repeatViolation",
      values: {
        noticeDays: LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value,
        months: rule.value,
        warningDate,
        date,
        cureDays: LANDLORD_TENANT.sevenDayNoticeToCureDays.value,
      },
      dateStyles: { warningDate: "long" },
    },
    citation: rule.citation,
  };
}

/** § 83.60(2): 5 days excluding weekends and legal holidays to answer and deposit the rent into the registry. */
export function evictionAnswerDeadline(serviceDate: string): Deadline {
  const days = LANDLORD_TENANT.evictionAnswerDays.value;
  const date = addBusinessDays(serviceDate, days);
  return {
    date,
    explanation: explain("evictionAnswer", { date, days }),
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
    explanation: explain("evictionMoneyClaimAnswer", {
      date,
      days: rule.value,
      evictionDays: LANDLORD_TENANT.evictionAnswerDays.value,
    }),
    citation: citations(rule, DEADLINE_COUNTING.countingMethod),
  };
}

/** Small claims: no written answer is due, appear at the pretrial conference. Otherwise 20 days, Rule 1.140(a). */
export function debtAnswerDeadline(serviceDate: string, court: DebtCourt): Deadline | UndatedDeadline {
  assertIsoDate(serviceDate);
  if (court === "small_claims") {
    return {
      date: null,
      explanation: explain("debtAnswer.smallClaims", {}),
      citation: citations(SMALL_CLAIMS.writtenAnswerRequired, SMALL_CLAIMS.defaultIfPartyDoesNotAppear),
    };
  }
  const days = DEBT.answerDays.value;
  const date = addCourtDays(serviceDate, days);
  return {
    date,
    explanation: explain("debtAnswer.written", { date, days }),
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
    explanation: explain("smallClaimsCounterclaim", { date, days: rule.value, pretrialDate }),
    citation: citations(rule, DEADLINE_COUNTING.countingMethod, DEADLINE_COUNTING.countingBackward),
  };
}

/**
 * Fla. Sm. Cl. R. 7.170 and 7.160: a small claims pretrial conference is a day to appear, set by the clerk and printed
 * on the summons (Notice to Appear). Nothing is computed: the deadline is that day, and the explanation says what
 * not appearing costs each side.
 */
export function pretrialConferenceDeadline(pretrialDate: string): Deadline {
  assertIsoDate(pretrialDate);
  return {
    date: pretrialDate,
    explanation: explain("pretrialConference", { date: pretrialDate }),
    citation: citations(SMALL_CLAIMS.defaultIfPartyDoesNotAppear, SMALL_CLAIMS.plaintiffDoesNotAppearDismissal),
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
    explanation: explain("countyCourtAppeal", { date, days: rule.value }),
    citation: citations(rule, COURTS.countyCourtAppealsGoToDistrictCourt, DEADLINE_COUNTING.countingMethod),
  };
}

export interface DepositReturnDeadlines {
  /** Last day to return the whole deposit when the landlord makes no claim. */
  returnWithoutClaim: Deadline;
  /** Last day to mail the certified notice of a claim; after it the landlord forfeits the claim. */
  claimNotice: Deadline;
  /** § 83.49(5): moving out without 7 days' written notice may cost the tenant the 30-day notice rule. */
  vacatingNoticeWarning: { explanation: DeadlineExplanation; citation: string };
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
      explanation: explain("depositReturn.returnWithoutClaim", { date: returnBy, days: returnDays }),
      citation: SECURITY_DEPOSIT.returnWithoutClaimDays.citation,
    },
    claimNotice: {
      date: noticeBy,
      explanation: explain("depositReturn.claimNotice", { date: noticeBy, days: noticeDays }),
      citation: citations(
        SECURITY_DEPOSIT.claimNoticeDays,
        SECURITY_DEPOSIT.claimNoticeByEmailWithAddendum,
        SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim,
      ),
    },
    vacatingNoticeWarning: {
      explanation: explain("depositReturn.vacatingNoticeWarning", { days: SECURITY_DEPOSIT.tenantVacatingNoticeDays.value }),
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
    explanation: explain("depositObjection", { date, days }),
    citation: SECURITY_DEPOSIT.tenantObjectionDays.citation,
  };
}

/** 15 U.S.C. § 1692g: 30 days after receiving the validation notice, in plain calendar days. */
export function validationDisputeDeadline(noticeReceivedDate: string): Deadline {
  const days = DEBT.validationDisputeDays.value;
  const date = addCalendarDays(noticeReceivedDate, days);
  return {
    date,
    explanation: explain("validationDispute", { date, days }),
    citation: citations(DEBT.validationDisputeDays, DEBT.disputeStopsCollectionUntilVerified),
  };
}

const TERMINATION_NOTICE: Record<TenancyPeriod, Cited<number>> = {
  week: LANDLORD_TENANT.weekToWeekTerminationNoticeDays,
  month: LANDLORD_TENANT.monthToMonthTerminationNoticeDays,
  quarter: LANDLORD_TENANT.quarterToQuarterTerminationNoticeDays,
  year: LANDLORD_TENANT.yearToYearTerminationNoticeDays,
};

/**
 * § 83.57: the last day to give written notice ending a tenancy with no fixed term at the end of a rental period
 * (`periodEndDate`, the last day of that period). Counted back in calendar days; earlier is safer.
 */
export function tenancyTerminationNotice(tenancy: TenancyPeriod, periodEndDate: string): Deadline {
  const law = TERMINATION_NOTICE[tenancy];
  const date = addCalendarDays(periodEndDate, -law.value);
  return {
    date,
    explanation: explain(`tenancyTermination.${tenancy}`, { endDate: periodEndDate, date, days: law.value }),
    citation: law.citation,
  };
}

export function monthToMonthTerminationNotice(periodEndDate: string): Deadline {
  return tenancyTerminationNotice("month", periodEndDate);
}
