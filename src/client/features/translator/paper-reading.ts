/**
 * What the translator's answer read of the paper (src/server/papers/), kept beside the translation it came with:
 * a stored translation has none of it, so it lives only as long as the page.
 */
import type { PaperActionJson, PaperJson, PaperNextStepJson } from "@shared/papers";
import type { TranslateAnswer } from "./translate-request";

export interface PaperReading {
  /** Null when the paper could not be read at all. */
  paper: PaperJson | null;
  actions: PaperActionJson[];
  nextStep: PaperNextStepJson | null;
  /** The day she said she was given it; null when she did not say. */
  receivedOn: string | null;
}

/** An action's name (action-rules.ts), from its catalog key "paper.actions.<name>.dated|undated". */
export const actionName = (action: PaperActionJson): string => action.what.key.split(".")[2] ?? "";

/** The actions whose date is the hearing's own day. */
export const HEARING_ACTIONS: ReadonlySet<string> = new Set(["attendHearing", "attendPretrial"]);

/**
 * The actions counted from the day she was given the paper (action-rules.ts, `from: "receivedOn"`): without that day
 * they are undated, and asking for it dates them.
 */
const COUNTED_FROM_RECEIPT: ReadonlySet<string> = new Set([
  "answerEviction",
  "depositRent",
  "answerMoneyClaim",
  "payOrMove",
  "fixProblem",
  "moveOut",
  "answerLawsuit",
  "disputeDebt",
  "objectDeposit",
]);

/** An undated action that the day she got the paper would date. */
export const needsReceivedOn = (action: PaperActionJson): boolean =>
  action.dueDate === null && COUNTED_FROM_RECEIPT.has(actionName(action));

/** A hearing the paper sets is always one of her actions, even for a kind whose rules name none. */
function withHearing(paper: PaperJson | null, actions: PaperActionJson[]): PaperActionJson[] {
  const date = paper?.hearing?.date;
  if (!date || actions.some((action) => HEARING_ACTIONS.has(actionName(action)))) return actions;
  return [...actions, { what: { key: "paper.actions.attendHearing.dated", values: { date } }, dueDate: date, citation: null }];
}

export function readingOf(
  answer: Pick<TranslateAnswer, "paper" | "actions" | "nextStep">,
  receivedOn: string | null,
): PaperReading {
  const paper = answer.paper ?? null;
  return {
    paper,
    actions: withHearing(paper, answer.actions ?? []),
    nextStep: answer.nextStep ?? null,
    receivedOn,
  };
}

/** The actions with a date, which go to her deadlines. */
export const datedActions = (reading: PaperReading): PaperActionJson[] => reading.actions.filter((action) => action.dueDate);

/** The paper's kind, when it could be told. */
export const knownPaper = (reading: PaperReading): PaperJson | null =>
  reading.paper && reading.paper.kind !== "other" ? reading.paper : null;
