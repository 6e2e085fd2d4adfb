import { CalendarClock, CheckCircle2, ListTodo, TriangleAlert, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DeadlineStats } from "@shared/deadlines/deadline-status";
import { formatNumber } from "@shared/i18n/format";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";

const STAT_CARDS: { key: keyof DeadlineStats; icon: LucideIcon; tone: string }[] = [
  { key: "overdue", icon: TriangleAlert, tone: "bg-red-50 text-red-700" },
  { key: "thisWeek", icon: CalendarClock, tone: "bg-amber-50 text-amber-800" },
  { key: "pending", icon: ListTodo, tone: "bg-brand-50 text-brand-700" },
  { key: "completed", icon: CheckCircle2, tone: "bg-green-50 text-green-800" },
];

/** Overdue, This Week, Total Pending, Completed. */
export function DeadlineStatCards({ stats }: { stats: DeadlineStats }) {
  const { t, i18n } = useTranslation("deadlines");
  return (
    <section aria-labelledby="deadline-stats-heading">
      <h2 id="deadline-stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, icon: Icon, tone }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-md", tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="flex min-w-0 flex-col-reverse">
                <span className="text-sm text-slate-700">{t(`stats.${key}`)}</span>
                <span className="text-2xl font-bold text-slate-900" data-stat={key}>
                  {formatNumber(stats[key], i18n.language)}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
