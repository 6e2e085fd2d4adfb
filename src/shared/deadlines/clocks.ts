/**
 * The Florida clocks the deadline calculator knows, as data: what each asks for and how it computes the last
 * day, from the law module's functions (florida/deadlines.ts). Titles, input labels and option labels are the
 * client's (locales/en/deadlines.json `clocks.<id>.title`, `clocks.<id>.inputs.<name>`, `clocks.<id>.deadlineTitle`).
 *
 * `suggestedDeadlines` reads a generated document's answers (option codes) and returns the deadlines it starts.
 */
import { isDateInRange } from "../date-range";
import { NO_CLAIM_NOTICE } from "../documents/claim-notice-options";
import { DEBT_COURT } from "../documents/debt-court";
import { DELIVERY_METHODS, isMailed, type DeliveryMethod } from "../documents/delivery-methods";
import {
  countyCourtAppealDeadline,
  debtAnswerDeadline,
  depositObjectionDeadline,
  depositReturnDeadlines,
  evictionAnswerDeadline,
  NOTICE_SIDES,
  pretrialConferenceDeadline,
  sevenDayNoticeDeadline,
  smallClaimsCounterclaimDeadline,
  threeDayNoticeDeadline,
  validationDisputeDeadline,
  type Deadline,
  type DeadlineExplanation,
  type NoticeSide,
} from "../florida/deadlines";
import type { DeadlinePriority, DeadlineType } from "./deadline-fields";

export const CLOCK_IDS = [
  "threeDayNotice",
  "sevenDayNotice",
  "evictionAnswer",
  "depositReturn",
  "depositClaimNotice",
  "depositObjection",
  "twentyDayAnswer",
  "debtValidation",
  "smallClaimsCounterclaim",
  "pretrialConference",
  "countyCourtAppeal",
] as const;
export type ClockId = (typeof CLOCK_IDS)[number];

export interface ClockInput {
  name: string;
  type: "date" | "select";
  /** Option codes of a select (labels: the client's catalog). */
  options?: readonly string[];
}

export interface ComputedDeadline {
  clockId: ClockId;
  /** The last day to act, "YYYY-MM-DD". */
  date: string;
  /** A deadline-rules message and its values, from the law module: each reader writes it in its language. */
  explanation: DeadlineExplanation;
  citation: string;
  type: DeadlineType;
  priority: DeadlinePriority;
}

export interface DeadlineClock {
  id: ClockId;
  inputs: readonly ClockInput[];
  /** Throws a RangeError unless `clockInputsComplete(clock, values)`. */
  compute(values: Record<string, string>): ComputedDeadline;
}

/** The 7-day notices of § 83.56(2): to cure (b), or to vacate without a chance to cure (a). */
export const SEVEN_DAY_NOTICE_TYPES = ["cure", "no_cure"] as const;

const date = (name: string): ClockInput => ({ name, type: "date" });
const deliveryMethod: ClockInput = { name: "deliveryMethod", type: "select", options: DELIVERY_METHODS };
/**
 * "Are you the landlord or the tenant?": a landlord notice's date differs by side. The landlord gets the later,
 * safe date (the mail margin, and the 3-day notice's extra business day); the tenant the earliest date, with no
 * mail days (florida/deadlines.ts, NoticeSide).
 */
const side: ClockInput = { name: "side", type: "select", options: NOTICE_SIDES };

/**
 * Rule 2.514(b)'s 5 mail days apply only to a period that runs from service of a court paper by mail. No clock here
 * runs from one: the appeal runs from rendition, the answers from service of process, the others from a delivery,
 * a move-out or a receipt. So only the landlord-notice clocks ask how something came (`deliveryMethod`), and only
 * the landlord's side of them adds days for the mail: the landlord's own margin, not Rule 2.514(b).
 */
export const CLOCKS_ASKING_HOW_DELIVERED = ["threeDayNotice", "sevenDayNotice"] as const satisfies readonly ClockId[];

/** The value of an input, checked: a real date in range, or one of the options. */
function inputValue(values: Record<string, string>, input: ClockInput): string {
  const value = values[input.name];
  if (value === undefined || !isInputValid(input, value)) {
    throw new RangeError(`Clock input ${input.name} is missing or invalid: ${String(value)}`);
  }
  return value;
}

function isInputValid(input: ClockInput, value: string): boolean {
  if (input.type === "select") return (input.options ?? []).includes(value);
  return isDateInRange(value);
}

/** True when every input has a valid value, so `compute` will not throw. */
export function clockInputsComplete(clock: DeadlineClock, values: Record<string, string | undefined>): boolean {
  return clock.inputs.every((input) => {
    const value = values[input.name];
    return value !== undefined && isInputValid(input, value);
  });
}

function clock(
  id: ClockId,
  inputs: readonly ClockInput[],
  kind: { type: DeadlineType; priority: DeadlinePriority },
  deadline: (value: (name: string) => string) => Deadline,
): DeadlineClock {
  return {
    id,
    inputs,
    compute(values) {
      const value = (name: string) => {
        const input = inputs.find((candidate) => candidate.name === name);
        if (!input) throw new RangeError(`Clock ${id} has no input ${name}`);
        return inputValue(values, input);
      };
      for (const input of inputs) inputValue(values, input);
      const { date: day, explanation, citation } = deadline(value);
      return { clockId: id, date: day, explanation, citation, ...kind };
    },
  };
}

const mailed = (method: string) => isMailed(method as DeliveryMethod);

export const DEADLINE_CLOCKS: readonly DeadlineClock[] = [
  clock("threeDayNotice", [side, date("deliveryDate"), deliveryMethod], { type: "response", priority: "high" }, (value) =>
    threeDayNoticeDeadline(value("deliveryDate"), {
      side: value("side") as NoticeSide,
      mailed: mailed(value("deliveryMethod")),
    }),
  ),
  clock(
    "sevenDayNotice",
    [side, { name: "noticeType", type: "select", options: SEVEN_DAY_NOTICE_TYPES }, date("deliveryDate"), deliveryMethod],
    { type: "response", priority: "high" },
    (value) =>
      sevenDayNoticeDeadline(value("deliveryDate"), {
        side: value("side") as NoticeSide,
        cure: value("noticeType") === "cure",
        mailed: mailed(value("deliveryMethod")),
      }),
  ),
  clock("evictionAnswer", [date("serviceDate")], { type: "filing", priority: "critical" }, (value) =>
    evictionAnswerDeadline(value("serviceDate")),
  ),
  clock(
    "depositReturn",
    [date("moveOutDate")],
    { type: "other", priority: "medium" },
    (value) => depositReturnDeadlines(value("moveOutDate")).returnWithoutClaim,
  ),
  clock(
    "depositClaimNotice",
    [date("moveOutDate")],
    { type: "other", priority: "medium" },
    (value) => depositReturnDeadlines(value("moveOutDate")).claimNotice,
  ),
  clock("depositObjection", [date("noticeReceivedDate")], { type: "response", priority: "high" }, (value) =>
    depositObjectionDeadline(value("noticeReceivedDate")),
  ),
  clock("twentyDayAnswer", [date("serviceDate")], { type: "filing", priority: "critical" }, (value) => {
    const deadline = debtAnswerDeadline(value("serviceDate"), "county_civil");
    if (deadline.date === null) throw new RangeError("A county court answer always has a date");
    return { ...deadline, date: deadline.date };
  }),
  clock("debtValidation", [date("noticeReceivedDate")], { type: "response", priority: "high" }, (value) =>
    validationDisputeDeadline(value("noticeReceivedDate")),
  ),
  clock("smallClaimsCounterclaim", [date("pretrialDate")], { type: "filing", priority: "high" }, (value) =>
    smallClaimsCounterclaimDeadline(value("pretrialDate")),
  ),
  clock("pretrialConference", [date("pretrialDate")], { type: "hearing", priority: "critical" }, (value) =>
    pretrialConferenceDeadline(value("pretrialDate")),
  ),
  clock("countyCourtAppeal", [date("judgmentDate")], { type: "filing", priority: "critical" }, (value) =>
    countyCourtAppealDeadline(value("judgmentDate")),
  ),
];

export function clockById(id: ClockId): DeadlineClock {
  const found = DEADLINE_CLOCKS.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`Unknown clock ${id}`);
  return found;
}

/** The clock computed when its inputs are complete, otherwise nothing (an answer left blank starts no clock). */
function computed(id: ClockId, values: Record<string, unknown>): ComputedDeadline[] {
  const texts = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const found = clockById(id);
  return clockInputsComplete(found, texts) ? [found.compute(texts)] : [];
}

/** What each document kind's answers start, by kind id. */
const SUGGESTIONS: Record<string, (data: Record<string, unknown>) => ComputedDeadline[]> = {
  eviction_answer: (data) => computed("evictionAnswer", { serviceDate: data.service_date }),
  landlord_notice: (data) => {
    // The landlord's own notice: the landlord's dates (for the 3-day notice, the date printed in it).
    const delivery = { side: "landlord", deliveryDate: data.delivery_date, deliveryMethod: data.delivery_method };
    if (data.notice_type === "pay_rent") return computed("threeDayNotice", delivery);
    if (data.notice_type === "cure" || data.notice_type === "no_cure") {
      return computed("sevenDayNotice", { ...delivery, noticeType: data.notice_type });
    }
    return [];
  },
  security_deposit_demand: (data) => depositDeadlines(data),
  security_deposit_lawsuit: (data) => depositDeadlines(data),
  debt_answer: (data) =>
    // Small claims has no written answer deadline: she must appear at the pretrial conference, on the date her summons
    // gives; "not sure" gets the earlier one (the 20-day answer).
    data.court === DEBT_COURT.smallClaims
      ? computed("pretrialConference", { pretrialDate: data.pretrial_date })
      : computed("twentyDayAnswer", { serviceDate: data.service_date }),
  debt_validation_letter: (data) =>
    data.validation_notice === "yes" ? computed("debtValidation", { noticeReceivedDate: data.notice_received_date }) : [],
  // The wizard asks the pretrial date with a counterclaim (Rule 7.100 counts back from it).
  small_claims_answer: (data) =>
    data.counterclaim === "yes"
      ? [
          ...computed("smallClaimsCounterclaim", { pretrialDate: data.pretrial_date }),
          ...computed("pretrialConference", { pretrialDate: data.pretrial_date }),
        ]
      : [],
};

/** The landlord's deadlines run from the move-out while no claim notice has come. */
function depositDeadlines(data: Record<string, unknown>): ComputedDeadline[] {
  if (data.landlord_notice !== NO_CLAIM_NOTICE) return [];
  const moveOut = { moveOutDate: data.move_out_date };
  return [...computed("depositReturn", moveOut), ...computed("depositClaimNotice", moveOut)];
}

/**
 * The deadlines a generated document starts, from its stored answers (option codes). Answers that are missing
 * or invalid start nothing. With `onOrAfter` ("YYYY-MM-DD", usually today), deadlines already past are left out.
 */
export function suggestedDeadlines(
  kind: string,
  formData: Record<string, unknown>,
  options: { onOrAfter?: string } = {},
): ComputedDeadline[] {
  if (!Object.hasOwn(SUGGESTIONS, kind)) return [];
  const suggest = SUGGESTIONS[kind]!;
  const { onOrAfter } = options;
  return suggest(formData).filter((deadline) => onOrAfter === undefined || deadline.date >= onOrAfter);
}
