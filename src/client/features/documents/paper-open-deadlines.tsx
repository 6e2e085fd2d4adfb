/** The deadlines this paper started that are not done, each with Mark done; they stay here until she marks them. */
import { CalendarClock, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { isOverdue } from "@shared/deadlines/deadline-status";
import { openDeadlinesOfPaper } from "@shared/deadlines/paper-deadlines";
import { suggestedDeadlines } from "@shared/deadlines/clocks";
import { useDueLabelText } from "@client/components/deadlines/due-label";
import { useCompleteDeadline } from "@client/components/deadlines/use-deadline-mutations";
import { useDeadlines } from "@client/components/deadlines/use-deadlines";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { todayIso } from "@client/lib/today";

export function PaperOpenDeadlines({ paper }: { paper: DocumentJson }) {
  const { t } = useTranslation("documents");
  const deadlines = useDeadlines(paper.caseId ?? undefined);
  const complete = useCompleteDeadline();
  const dueText = useDueLabelText();
  const today = todayIso();
  // A paper that starts no deadline says nothing about them.
  if (suggestedDeadlines(paper.kind, paper.templateData).length === 0) return null;
  const open = deadlines.data ? openDeadlinesOfPaper(paper, deadlines.data) : [];
  return (
    <section aria-labelledby="paper-deadlines-heading" className="grid gap-3">
      <h3 id="paper-deadlines-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" /> {t("paperPage.deadlines")}
      </h3>
      {deadlines.isPending ? (
        <LoadingState status={t("paperPage.deadlinesLoading")} shape="rows" count={1} />
      ) : deadlines.isError ? (
        <LoadError what={t("paperPage.deadlinesWhat")} query={deadlines} />
      ) : open.length === 0 ? (
        <p className="text-slate-700">{t("paperPage.noDeadlines")}</p>
      ) : (
        <ul className="grid gap-2">
          {open.map((deadline) => {
            const overdue = isOverdue(deadline, today);
            return (
              <li
                key={deadline.id}
                className="grid gap-2 rounded-md border border-slate-200 p-3 sm:flex sm:items-center sm:justify-between"
              >
                <p className="grid gap-1">
                  <span className="break-words font-semibold text-slate-900">{deadline.title}</span>
                  <span className="flex flex-wrap items-center gap-1.5 text-sm">
                    {overdue && <Badge tone="red">{t("deadlines:item.overdue")}</Badge>}
                    <span className={overdue ? "font-medium text-red-800" : "text-slate-700"}>{dueText(deadline, today)}</span>
                  </span>
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={complete.isPending}
                  aria-label={t("paperPage.markDoneLabel", { title: deadline.title })}
                  onClick={() => complete.mutate(deadline.id)}
                >
                  <Check aria-hidden="true" /> {t("paperPage.markDone")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to="/deadlines" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t("paperPage.allDeadlines")}
        </Link>
      </p>
    </section>
  );
}
