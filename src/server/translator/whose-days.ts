/**
 * Whose days a sentence names. A key point goes under "Deadline" only for a day or period she must act by; the rest
 * of a sentence's days to act by (values-to-act-by.ts) belong to someone else or to no one: the other side's or a third
 * party's duty ("the mediator must file a report within 10 days", "the landlord must return the deposit within 15
 * days"), a limit ("for more than 14 days"), what may follow ("may result in termination on 7 days' notice") or the
 * past ("failed to pay rent due on March 1, 2027").
 */
import type { FoundValue } from "./values";
import { valuesToActBy } from "./values-to-act-by";
import { clauseAt, DONE_TO_YOU, LIMIT_AFTER, LIMIT_BEFORE, MODAL, NEGATED_MODAL, otherSideActs } from "./key-point-clauses";

/** "12 hours' notice", "fourteen (14) days' written notice to you": a notice period, right after the period. */
const NOTICE_AFTER = /^['’]?s?['’]?\s+(?:(?:prior|advance|written)\s+)*notice\b/i;

const DAY_KINDS = new Set(["date", "period", "time", "ordinal"]);

/**
 * Whether the first day or period to act by of `sentence` is a notice the other side owes her or a limit on what they
 * may do: "Landlord may enter … upon at least 12 hours' notice", "we may not contact you before 8:00 a.m.", "the fine
 * may not be imposed without 14 days' notice to you". Such a period is no deadline of hers (key-points.ts): a right.
 */
export function owedByOtherSide(sentence: string): boolean {
  // "when Tenant has been absent for more than 7 days …, and Landlord may otherwise enter upon at least 12 hours'
  // notice": a limit or a day of the past said first does not hide the notice.
  const first = whoseDays(sentence).find((day) => day.whose !== "limit" && day.whose !== "past")?.value;
  if (!first) return false;
  const after = sentence.slice(first.index + first.text.length);
  // "14 days' notice to you", "until you have been given at least 14 days' notice": a notice given to her.
  const toYou =
    /^[^.;,]*?\bnotice to you\b/i.test(after) ||
    /\byou\s+(?:have been|are|were|will be|must be)\s+given\s+(?:at least|not less than)\s*$/i.test(
      sentence.slice(0, first.index),
    );
  if (NOTICE_AFTER.test(after) && toYou) return true;
  const { start, end } = clauseAt(sentence, first.index);
  const clause = sentence.slice(start, end);
  // "upon at least 12 hours' notice" bounds them; "may give a 7-day notice" is their step, no right of hers.
  const atLeast = /\b(?:at least|not less than|a minimum of)\s*$/i.test(sentence.slice(start, first.index));
  return (
    otherSideActs(clause) && ((atLeast && NOTICE_AFTER.test(after)) || NEGATED_MODAL.test(clause) || DONE_TO_YOU.test(clause))
  );
}

/**
 * hers: a day she acts by; theirs: the other side's or a third party's; limit: how long something may last; outcome:
 * when what follows happens; past: a day told of the past.
 */
export type Whose = "hers" | "theirs" | "limit" | "outcome" | "past";

/**
 * "The Court will hold a hearing on May 5", "shall set the case for trial": a day she goes to, whoever sets it; "the
 * sheriff will put the Plaintiff in possession after 24 hours' notice": the time she has to leave, whoever acts.
 */
const HER_DAY_BY_OTHERS =
  /\b(?:hold|set|schedule|conduct|hear)s?\b[^.;]{0,40}?\b(?:hearing|trial|conference|mediation)\b|\bin possession\b|\b(?:remove|evict)s?\s+(?:you|the (?:tenant|defendant))\b/i;
/** "may result in termination on 7 days' notice", "be towed … after notice is posted for 24 hours": what follows. */
const OUTCOME_BEFORE =
  /\b(?:result(?:s|ed)? in|entitles?\b[^.;]{0,30}?\bto|be (?:towed|removed|suspended|terminated|evicted|reported|fined))\b/i;
/** "after the first 30 days of the Lease term", "in any six-month period": a window a condition or a limit is bounded by. */
const WINDOW_BEFORE = /\b(?:(?:after|within|during)\s+the\s+first|(?:in|during|within)\s+(?:any|each|every)(?:\s+one)?)\s*$/i;
/**
 * "failed to pay rent due on", "were due within 30 days", "has failed to serve … within 20 days": the past. Not "was
 * set" or "has been scheduled": a hearing set before is still to come.
 */
const PAST_VERB =
  /\b(?:failed|neglected|did not|didn['’]t|(?:was|were) due|had|ha(?:s|ve)\s+(?:not\s+|never\s+)?(?:been absent|failed|filed|served|paid|made))\b/i;
/**
 * A row of a log or table of what happened, which begins with its date ("November 30, 2029 Loud music after 1:00 a.m.; a
 * deputy was called", "On May 2, 2030, the gate was left open"): a past verb ("was called", "happened"), and no duty,
 * leave or instruction. Its days and times are the past. A day that "was set", "scheduled", "continued" or "moved" is
 * still to come.
 */
const PAST_VERB_ANYWHERE =
  /\b(?:was|were)\s+(?!(?:set|scheduled|rescheduled|reset|continued|moved|changed|due|extended|to)\b)(?:not\s+)?(?:\w+ed|given|taken|seen|found|left|sent|made|told|done|broken|heard|caught|held|stolen|thrown|written|spoken)\b|\b(?:happened|occurred|took place)\b/i;
const INSTRUCTION =
  /\bplease\b|(?:^|[.;:]\s*|[-•]\s*)(?:pay|call|write|send|contact|bring|file|appear|come|vacate|move|return|submit|sign|remove|fix|repair|mail|deliver|attend|cure|stop)\b/i;
const STARTS_WITH_DATE = /^\s*(?:[-•*]\s*)?(?:on\s+)?$/i;

function isLogRow(sentence: string, first: FoundValue | undefined): boolean {
  if (!first || first.kind !== "date" || !STARTS_WITH_DATE.test(sentence.slice(0, first.index))) return false;
  return PAST_VERB_ANYWHERE.test(sentence) && !MODAL.test(sentence) && !INSTRUCTION.test(sentence);
}

/** "30 days after service …, plus 5 days for mailing", "June 2 and June 9": a value that goes with the one before. */
const WITH_PREVIOUS = /^[\s,]*(?:and|or|through|to)\s*$|\bplus\s*$/i;

function whoseDay(sentence: string, value: FoundValue, previous: { end: number; whose: Whose } | undefined): Whose {
  const { start, end } = clauseAt(sentence, value.index);
  const clause = sentence.slice(start, end);
  const before = sentence.slice(start, value.index);
  const after = sentence.slice(value.index + value.text.length, end);
  // What is said since the clause began or the last value: "The notice posted on May 1 gives you until May 8".
  const lead = sentence.slice(Math.max(start, previous?.end ?? 0), value.index);
  if (previous && previous.end > start && WITH_PREVIOUS.test(lead)) return previous.whose;
  if (PAST_VERB.test(lead) && !MODAL.test(lead)) return "past";
  if (OUTCOME_BEFORE.test(before)) return "outcome";
  if (LIMIT_BEFORE.test(before) || LIMIT_AFTER.test(after) || WINDOW_BEFORE.test(before)) {
    return "limit";
  }
  if (otherSideActs(clause) && !HER_DAY_BY_OTHERS.test(clause)) return "theirs";
  return "hers";
}

/** Each day, time and period to act by of `sentence` (values-to-act-by.ts), with whose it is. */
export function whoseDays(sentence: string): { value: FoundValue; whose: Whose }[] {
  let previous: { end: number; whose: Whose } | undefined;
  const days = valuesToActBy(sentence).filter((value) => DAY_KINDS.has(value.kind));
  const logRow = isLogRow(sentence, days[0]);
  return days.map((value) => {
    const whose = logRow ? "past" : whoseDay(sentence, value, previous);
    previous = { end: value.index + value.text.length, whose };
    return { value, whose };
  });
}
