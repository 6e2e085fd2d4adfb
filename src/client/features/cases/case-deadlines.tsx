import { CalendarClock, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isOverdue } from "@shared/deadlines/deadline-status";
import { DeadlineDialogOnDemand } from "@client/components/deadlines/deadline-dialog-on-demand";
import { useDueLabelText } from "@client/components/deadlines/due-label";
import { useDeadlines } from "@client/components/deadlines/use-deadlines";
import { EmptyState } from "@client/components/empty-state";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { todayIso } from "@client/lib/today";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";

/** The case's deadlines (GET /api/deadlines?caseId=), each a link to its day on the calendar, and Add Deadline. */
export function CaseDeadlines({ caseId }: { caseId: string }) {
  const { t } = useTranslation("deadlines");
  const deadlines = useDeadlines(caseId);
  const dueText = useDueLabelText();
  const [adding, setAdding] = useState(false);
  const today = todayIso();
  useUnauthorizedRedirect(deadlines.error);
  return (
    <Card className="grid gap-4 p-5">
      <section aria-labelledby="case-deadlines-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="case-deadlines-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {t("caseSection.heading")}{" "}
              {deadlines.data && <span className="text-sm font-medium text-slate-600">({deadlines.data.length})</span>}
            </span>
          </h3>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> {t("caseSection.add")}
          </Button>
        </div>
        {deadlines.isPending ? (
          <LoadingState status={t("caseSection.loading")} shape="rows" count={1} />
        ) : deadlines.isError ? (
          <LoadError what={t("caseSection.what")} query={deadlines} />
        ) : deadlines.data.length === 0 ? (
          <EmptyState text={t("caseSection.none")} />
        ) : (
          <ul className="grid gap-2">
            {deadlines.data.map((deadline) => {
              const overdue = isOverdue(deadline, today);
              return (
                <li key={deadline.id}>
                  <Link
                    to={`/deadlines?date=${deadline.dueDate}`}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="min-w-0 font-semibold break-words text-slate-900">{deadline.title}</span>
                    <span className="flex flex-wrap items-center gap-1.5 text-sm">
                      {deadline.status === "completed" && <Badge tone="green">{t("item.completed")}</Badge>}
                      {overdue && <Badge tone="red">{t("item.overdue")}</Badge>}
                      <span className={overdue ? "font-medium text-red-800" : "text-slate-700"}>{dueText(deadline, today)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <DeadlineDialogOnDemand open={adding} onOpenChange={setAdding} preset={{ caseId }} />
    </Card>
  );
}
