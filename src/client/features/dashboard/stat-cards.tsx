import { Bot, Clock, FileText, FolderOpen, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Stats } from "@shared/api/service";
import { formatNumber } from "@shared/i18n/format";
import { StatGrid } from "@client/components/stat-grid";
import { Skeleton } from "@client/components/ui/skeleton";
import { useStats } from "./use-stats";

const STAT_CARDS: { key: keyof Stats; icon: LucideIcon }[] = [
  { key: "activeCases", icon: FolderOpen },
  { key: "documentsCreated", icon: FileText },
  { key: "aiConsultations", icon: Bot },
  { key: "timeSavedHours", icon: Clock },
];

export function StatCards() {
  const { t, i18n } = useTranslation("dashboard");
  const { data, isError } = useStats();
  const value = (key: keyof Stats) => {
    // When the figures cannot be had, the note under the cards says so: no placeholder pulses on.
    if (!data) return isError ? null : <Skeleton className="mt-1 h-7 w-12" />;
    const figure = formatNumber(data[key], i18n.language);
    if (key !== "timeSavedHours") return figure;
    return (
      <>
        {figure}{" "}
        <span className="text-sm font-medium text-slate-700">{t("stats.timeSavedHours.unit", { count: data[key] })}</span>
      </>
    );
  };
  return (
    <StatGrid
      id="stats-heading"
      heading={t("stats.heading")}
      note={isError && <p className="mb-2 text-sm text-red-700">{t("stats.loadError")}</p>}
      stats={STAT_CARDS.map(({ key, icon }) => ({ key, icon, label: t(`stats.${key}.label`), value: value(key) }))}
    />
  );
}
