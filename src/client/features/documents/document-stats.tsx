import { CalendarDays, FileText, FolderOpen, Shapes, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@shared/i18n/format";
import { StatGrid } from "@client/components/stat-grid";
import { Skeleton } from "@client/components/ui/skeleton";
import type { DocumentFigures as Stats } from "@shared/api/list-figures";

const STAT_CARDS: { key: keyof Stats; icon: LucideIcon }[] = [
  { key: "total", icon: FileText },
  { key: "thisMonth", icon: CalendarDays },
  { key: "casesWithDocuments", icon: FolderOpen },
  { key: "documentTypes", icon: Shapes },
];

/** The cards take their place at once, with placeholders until the figures arrive: the list below does not move. */
export function DocumentStats({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useTranslation("documents");
  return (
    <StatGrid
      id="document-stats-heading"
      heading={t("stats.heading")}
      stats={STAT_CARDS.map(({ key, icon }) => ({
        key,
        icon,
        label: t(`stats.${key}`),
        value: stats ? formatNumber(stats[key], i18n.language) : <Skeleton className="mt-1 h-7 w-12" />,
      }))}
    />
  );
}
