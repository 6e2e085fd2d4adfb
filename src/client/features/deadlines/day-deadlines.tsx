import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { formatDate } from "@shared/i18n/format";
import { EmptyState } from "@client/components/empty-state";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { DeadlineItem } from "./deadline-item";

interface DayDeadlinesProps {
  date: string;
  deadlines: readonly DeadlineJson[];
  today: string;
  onAdd(): void;
  onComplete(deadline: DeadlineJson): void;
  onEdit(deadline: DeadlineJson): void;
  onDelete(deadline: DeadlineJson): void;
  completingId?: string;
}

/** The selected day's deadlines, or "No deadlines for this date". */
export function DayDeadlines({ date, deadlines, today, onAdd, completingId, ...actions }: DayDeadlinesProps) {
  const { t, i18n } = useTranslation("deadlines");
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <section aria-labelledby="day-deadlines-heading" aria-live="polite" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="day-deadlines-heading" className="text-lg font-bold text-slate-900">
            {t("day.heading", { date: formatDate(date, "weekday", i18n.language) })}
          </h2>
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" /> {t("day.add")}
          </Button>
        </div>
        {deadlines.length === 0 ? (
          <EmptyState text={t("day.none")} />
        ) : (
          <ul className="grid gap-2">
            {deadlines.map((deadline) => (
              <li key={deadline.id}>
                <DeadlineItem deadline={deadline} today={today} completing={completingId === deadline.id} {...actions} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
