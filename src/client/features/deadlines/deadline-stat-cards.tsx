import { CalendarClock, CheckCircle2, ListTodo, TriangleAlert, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DeadlineStats } from "@shared/deadlines/deadline-status";
import { formatNumber } from "@shared/i18n/format";
import { StatGrid } from "@client/components/stat-grid";

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
    <StatGrid
      id="deadline-stats-heading"
      heading={t("stats.heading")}
      stats={STAT_CARDS.map(({ key, icon, tone }) => ({
        key,
        icon,
        tone,
        label: t(`stats.${key}`),
        value: formatNumber(stats[key], i18n.language),
      }))}
    />
  );
}
