import { CalendarClock, Plus, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { deadlineStats, isOverdue, isThisWeek, OVERDUE_PANEL_SIZE } from "@shared/deadlines/deadline-status";
import { DeadlineDialogOnDemand } from "@client/components/deadlines/deadline-dialog-on-demand";
import { useCompleteDeadline, useDeleteDeadline } from "@client/components/deadlines/use-deadline-mutations";
import { useDeadlines } from "@client/components/deadlines/use-deadlines";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { todayIso } from "@client/lib/today";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { CalendarExport } from "./calendar-export";
import { monthOf } from "./calendar-month";
import { DayDeadlines } from "./day-deadlines";
import { DeadlineShortlist } from "./deadline-shortlist";
import { DeadlineStatCards } from "./deadline-stat-cards";
import { MonthCalendar, type DayMarks } from "./month-calendar";
import { QuickAdd } from "./quick-add";
import { useSelectedDate } from "./use-selected-date";

/** The calculator (the law's clocks and their rules) comes in its own file, so the calendar paints without waiting. */
const DeadlineCalculator = lazy(async () => ({ default: (await import("./deadline-calculator")).DeadlineCalculator }));

const NO_DEADLINES: DeadlineJson[] = [];

/** Counts per day for the calendar's marks: a red mark when a pending deadline of that day is overdue. */
function marksByDay(deadlines: readonly DeadlineJson[], today: string): Map<string, DayMarks> {
  const marks = new Map<string, DayMarks>();
  for (const deadline of deadlines) {
    const day = marks.get(deadline.dueDate) ?? { count: 0, overdue: 0 };
    day.count += 1;
    if (isOverdue(deadline, today)) day.overdue += 1;
    marks.set(deadline.dueDate, day);
  }
  return marks;
}

type DialogState = { open: false } | { open: true; deadline?: DeadlineJson; dueDate?: string };

export default function DeadlinesPage() {
  const { t } = useTranslation("deadlines");
  const today = todayIso();
  const deadlines = useDeadlines();
  const [selected, select] = useSelectedDate(today);
  const [month, setMonth] = useState(monthOf(selected));
  const [shownSelected, setShownSelected] = useState(selected);
  // A date picked from a panel or a link (?date=) brings its month into view.
  if (selected !== shownSelected) {
    setShownSelected(selected);
    setMonth(monthOf(selected));
  }
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [toDelete, setToDelete] = useState<DeadlineJson | null>(null);
  const complete = useCompleteDeadline();
  const remove = useDeleteDeadline();

  useUnauthorizedRedirect(deadlines.error);

  const all = deadlines.data ?? NO_DEADLINES;
  const stats = useMemo(() => deadlineStats(all, today), [all, today]);
  const marks = useMemo(() => marksByDay(all, today), [all, today]);
  const overdue = all.filter((deadline) => isOverdue(deadline, today)).slice(0, OVERDUE_PANEL_SIZE);
  const thisWeek = all.filter((deadline) => isThisWeek(deadline, today));
  const ofDay = all.filter((deadline) => deadline.dueDate === selected);

  if (deadlines.isError) return <LoadError what={t("page.what")} query={deadlines} />;
  if (deadlines.isPending) return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto w-full max-w-6xl" />;

  const pick = (deadline: DeadlineJson) => select(deadline.dueDate);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <DeadlineStatCards stats={stats} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-700">{t("page.disclaimer")}</p>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" /> {t("page.newDeadline")}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          <Card className="p-3 sm:p-5">
            <MonthCalendar
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={select}
              today={today}
              marks={marks}
            />
            <p className="mt-3 text-xs text-slate-600">{t("calendar.keyboardHint")}</p>
          </Card>
          <DayDeadlines
            date={selected}
            deadlines={ofDay}
            today={today}
            onAdd={() => setDialog({ open: true, dueDate: selected })}
            onComplete={(deadline) => complete.mutate(deadline.id)}
            completingId={complete.isPending ? complete.variables : undefined}
            onEdit={(deadline) => setDialog({ open: true, deadline })}
            onDelete={setToDelete}
          />
          <Suspense fallback={null}>
            <DeadlineCalculator today={today} />
          </Suspense>
        </div>
        <div className="grid min-w-0 gap-4">
          {overdue.length > 0 && (
            <DeadlineShortlist
              id="overdue-heading"
              heading={t("overdue.heading")}
              icon={<TriangleAlert className="size-5" aria-hidden="true" />}
              tone="red"
              deadlines={overdue}
              today={today}
              onPick={pick}
            />
          )}
          <DeadlineShortlist
            id="this-week-heading"
            heading={t("week.heading")}
            icon={<CalendarClock className="size-5 text-brand-700" aria-hidden="true" />}
            deadlines={thisWeek}
            today={today}
            empty={t("week.none")}
            onPick={pick}
          />
          <QuickAdd today={today} />
          <CalendarExport />
        </div>
      </div>
      <DeadlineDialogOnDemand
        open={dialog.open}
        onOpenChange={(open) => !open && setDialog({ open: false })}
        deadline={dialog.open ? dialog.deadline : undefined}
        preset={dialog.open && dialog.dueDate ? { dueDate: dialog.dueDate } : undefined}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("delete.title")}
        description={t("delete.description", { title: toDelete?.title ?? "" })}
        confirmLabel={remove.isPending ? t("delete.deleting") : t("delete.confirm")}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </div>
  );
}
