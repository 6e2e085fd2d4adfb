/** Her actions for a paper (action-rules.ts), dated when the day each one runs from is known. */
import type { PaperActionJson, PaperJson } from "@shared/papers";
import { ACTION_RULES, type ActionRule, type ActionStart } from "./action-rules";

const startOf = (from: ActionStart, paper: PaperJson, receivedOn: string | null): string | null => {
  if (from === "receivedOn") return receivedOn;
  if (from === "hearing") return paper.hearing?.date ?? null;
  if (from === "paperDate") return paper.paperDate;
  return null;
};

function action(rule: ActionRule, paper: PaperJson, receivedOn: string | null): PaperActionJson {
  const start = startOf(rule.from, paper, receivedOn);
  const counted = start && rule.due ? rule.due(start, paper) : null;
  // A hearing's own action is due on the hearing's day.
  const dueDate = counted ? counted.date : rule.from === "hearing" && !rule.due ? start : null;
  const values: Record<string, string | number> = { ...rule.values };
  if (dueDate) values.date = dueDate;
  if (rule.from === "hearing" && paper.hearing) {
    if (paper.hearing.time) values.time = paper.hearing.time;
    if (paper.hearing.place) values.place = paper.hearing.place;
  }
  return {
    what: { key: `paper.actions.${rule.name}.${dueDate ? "dated" : "undated"}`, values },
    dueDate,
    citation: counted?.citation ?? rule.citation,
  };
}

export function paperActions(paper: PaperJson, normalized: string, receivedOn: string | null): PaperActionJson[] {
  return ACTION_RULES[paper.kind]
    .filter((rule) => !rule.onlyIf || rule.onlyIf(paper, normalized))
    .map((rule) => action(rule, paper, receivedOn));
}

/** The action's name in action-rules.ts, from its catalog key. */
export const actionName = (action: PaperActionJson): string => action.what.key.split(".")[2] ?? "";
