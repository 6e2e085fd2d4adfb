import { CalendarDays, FileText, FolderOpen, Shapes, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@shared/i18n/format";
import { Card } from "@client/components/ui/card";
import type { DocumentStats as Stats } from "./document-list";

const STAT_CARDS: { key: keyof Stats; icon: LucideIcon }[] = [
  { key: "total", icon: FileText },
  { key: "thisMonth", icon: CalendarDays },
  { key: "casesWithDocuments", icon: FolderOpen },
  { key: "documentTypes", icon: Shapes },
];

export function DocumentStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation("documents");
  return (
    <section aria-labelledby="document-stats-heading">
      <h2 id="document-stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="flex flex-col-reverse">
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
