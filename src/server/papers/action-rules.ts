/**
 * What a paper of each kind asks her to do, and from which day its deadline runs: the day she was given it, the
 * hearing it sets, or the paper's own date (a judgment's time runs from its filing, which is never before the day it
 * was signed: counting from the signed date gives the earliest day that could apply).
 * Every date comes from the Florida deadline module and every figure from the law module; the words are the
 * translator catalog's `paper.actions.<name>.dated|undated`.
 */
import {
  addCourtDays,
  countyCourtAppealDeadline,
  debtAnswerDeadline,
  depositObjectionDeadline,
  evictionAnswerDeadline,
  evictionMoneyClaimAnswerDeadline,
  sevenDayNoticeDeadline,
  smallClaimsCounterclaimDeadline,
  threeDayNoticeDeadline,
  validationDisputeDeadline,
} from "@shared/florida/deadlines";
import { COURTS, DEADLINE_COUNTING, DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS } from "@shared/florida/law";
import type { PaperJson, PaperKind } from "@shared/papers";
import { saysAny } from "./normalize";

/** The day a deadline runs from. */
export type ActionStart = "receivedOn" | "hearing" | "paperDate" | "none";

export interface ActionRule {
  name: string;
  from: ActionStart;
  /** The last day to act, counted from the start day; none: the start day itself (a hearing) or no date at all. */
  due?: (start: string, paper: PaperJson) => { date: string | null; citation: string };
  /** The rule's citation when no date is counted. */
  citation: string | null;
  values?: Readonly<Record<string, number>>;
  /** Only for papers that say so (normalized words, normalize.ts). */
  onlyIf?: (paper: PaperJson, normalized: string) => boolean;
}

const { evictionAnswerDays, moneyClaimAnswerDays, writExecutedAfterPostedNoticeHours: writHours } = LANDLORD_TENANT;
const hours = { hours: writHours.value };

/** Going to a hearing the paper sets, when its date can be read (a small claims summons has attendPretrial instead). */
const hearingAction = (name: string, citation: string | null): ActionRule => ({
  name,
  from: "hearing",
  citation,
  onlyIf: (paper) => paper.hearing?.date != null,
});

/** A county court judgment is appealed to a district court of appeal; this module counts no circuit court appeal. */
const notCircuit = (paper: PaperJson) => paper.court !== "circuit";

export const ACTION_RULES: Readonly<Record<PaperKind, readonly ActionRule[]>> = {
  eviction_summons: [
    {
      name: "answerEviction",
      from: "receivedOn",
      due: (served) => evictionAnswerDeadline(served),
      citation: evictionAnswerDays.citation,
      values: { days: evictionAnswerDays.value },
    },
    {
      name: "depositRent",
      from: "receivedOn",
      due: (served) => ({
        date: evictionAnswerDeadline(served).date,
        citation: LANDLORD_TENANT.evictionRentDepositRequired.citation,
      }),
      citation: LANDLORD_TENANT.evictionRentDepositRequired.citation,
      values: { days: evictionAnswerDays.value },
    },
    {
      name: "answerMoneyClaim",
      from: "receivedOn",
      due: (served) => evictionMoneyClaimAnswerDeadline(served),
      citation: moneyClaimAnswerDays.citation,
      values: { days: moneyClaimAnswerDays.value, evictionDays: evictionAnswerDays.value },
      onlyIf: (_paper, words) => saysAny(words, ["money damages", "20 days"]),
    },
  ],
  three_day_notice: [
    {
      name: "payOrMove",
      from: "receivedOn",
      due: (delivered) => threeDayNoticeDeadline(delivered, { side: "tenant" }),
      citation: LANDLORD_TENANT.threeDayNoticeDays.citation,
      values: { days: LANDLORD_TENANT.threeDayNoticeDays.value },
    },
  ],
  seven_day_notice_cure: [
    {
      name: "fixProblem",
      from: "receivedOn",
      due: (delivered) => sevenDayNoticeDeadline(delivered, { side: "tenant", cure: true }),
      citation: LANDLORD_TENANT.sevenDayNoticeToCureDays.citation,
      values: { days: LANDLORD_TENANT.sevenDayNoticeToCureDays.value },
    },
  ],
  seven_day_notice_no_cure: [
    {
      name: "moveOut",
      from: "receivedOn",
      due: (delivered) => sevenDayNoticeDeadline(delivered, { side: "tenant", cure: false }),
      citation: LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.citation,
      values: { days: LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value },
    },
  ],
  small_claims_summons: [
    {
      name: "attendPretrial",
      from: "hearing",
      citation: `${SMALL_CLAIMS.writtenAnswerRequired.citation}; ${SMALL_CLAIMS.defaultIfPartyDoesNotAppear.citation}`,
    },
    {
      name: "counterclaim",
      from: "hearing",
      due: (pretrial) => smallClaimsCounterclaimDeadline(pretrial),
      citation: SMALL_CLAIMS.counterclaimBeforePretrial.citation,
      values: { days: SMALL_CLAIMS.counterclaimBeforePretrial.value },
    },
  ],
  county_court_summons: [
    {
      name: "answerLawsuit",
      from: "receivedOn",
      due: (served, paper) => {
        const deadline = debtAnswerDeadline(served, paper.court === "circuit" ? "circuit" : "county_civil");
        return { date: deadline.date, citation: deadline.citation };
      },
      citation: DEBT.answerDays.citation,
      values: { days: DEBT.answerDays.value },
    },
    hearingAction("attendHearing", null),
  ],
  final_judgment: [
    {
      name: "appeal",
      from: "paperDate",
      due: (rendered) => countyCourtAppealDeadline(rendered),
      citation: COURTS.countyCourtAppealDays.citation,
      values: { days: COURTS.countyCourtAppealDays.value },
      onlyIf: notCircuit,
    },
    {
      name: "newTrial",
      from: "paperDate",
      due: (rendered) => ({
        date: addCourtDays(rendered, SMALL_CLAIMS.newTrialMotionDays.value),
        citation: `${SMALL_CLAIMS.newTrialMotionDays.citation}; ${DEADLINE_COUNTING.countingMethod.citation}`,
      }),
      citation: SMALL_CLAIMS.newTrialMotionDays.citation,
      values: { days: SMALL_CLAIMS.newTrialMotionDays.value },
      onlyIf: (_paper, words) => saysAny(words, ["small claims", "reclamos menores"]),
    },
    {
      name: "expectWrit",
      from: "none",
      citation: writHours.citation,
      values: hours,
      onlyIf: (_paper, words) => saysAny(words, ["possession", "posesión", "desalojo"]),
    },
  ],
  writ_of_possession: [{ name: "leaveBeforeWrit", from: "none", citation: writHours.citation, values: hours }],
  motion_for_default: [
    { name: "answerBeforeDefault", from: "none", citation: DEBT.answerBeforeDefault.citation },
    hearingAction("attendHearing", DEBT.defaultJudgment.citation),
  ],
  collection_letter: [
    {
      name: "disputeDebt",
      from: "receivedOn",
      due: (received) => validationDisputeDeadline(received),
      citation: DEBT.validationDisputeDays.citation,
      values: { days: DEBT.validationDisputeDays.value },
    },
  ],
  deposit_claim_notice: [
    {
      name: "objectDeposit",
      from: "receivedOn",
      due: (received) => depositObjectionDeadline(received),
      citation: SECURITY_DEPOSIT.tenantObjectionDays.citation,
      values: { days: SECURITY_DEPOSIT.tenantObjectionDays.value },
    },
  ],
  hoa_violation_notice: [hearingAction("attendHearing", null), { name: "hoaRespond", from: "none", citation: null }],
  lease_or_addendum: [],
  other: [],
};
