/**
 * The deadlines a paper started that are not done: her saved deadlines that are the ones its answers start
 * (suggestedDeadlines) — same last day, same kind of deadline, same law, same case — and not completed. Saved
 * deadlines keep no link to a paper; a deadline "Your paper is ready" added for it is saved with exactly these
 * (src/client/components/deadlines/computed-deadline.ts), in whatever language she used then.
 */
import type { DocumentJson } from "../documents/document-schemas";
import { suggestedDeadlines } from "./clocks";
import type { DeadlineJson } from "./deadline-fields";

type Paper = Pick<DocumentJson, "kind" | "templateData" | "caseId">;

export function openDeadlinesOfPaper(paper: Paper, deadlines: readonly DeadlineJson[]): DeadlineJson[] {
  const started = suggestedDeadlines(paper.kind, paper.templateData);
  return deadlines.filter(
    (deadline) =>
      deadline.status !== "completed" &&
      deadline.caseId === paper.caseId &&
      started.some(
        (computed) =>
          computed.date === deadline.dueDate && computed.type === deadline.type && computed.citation === deadline.notes,
      ),
  );
}
