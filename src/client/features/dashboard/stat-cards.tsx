import { Bot, Clock, FileText, FolderOpen, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@shared/i18n/format";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { useStats, type Stats } from "./use-stats";

const STAT_CARDS: { key: keyof Stats; icon: LucideIcon }[] = [
  { key: "activeCases", icon: FolderOpen },
  { key: "documentsCreated", icon: FileText },
  { key: "aiConsultations", icon: Bot },
  { key: "timeSavedHours", icon: Clock },
];

export function StatCards() {
  const { t, i18n } = useTranslation("dashboard");
  const { data, isError } = useStats();
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t("stats.heading")}
      </h2>
      {isError && <p className="mb-2 text-sm text-red-700">{t("stats.loadError")}</p>}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex items-center gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{t(`stats.${key}.label`)}</p>
                {data ? (
                  <p className="text-2xl font-bold text-slate-900">
                    {key === "timeSavedHours" ? (
                      <>
                        {formatNumber(data[key], i18n.language)}
                        <span className="ml-1 text-sm font-medium text-slate-700">{t("stats.timeSavedHours.unit", { count: data[key] })}</span>
                      </>
                    ) : (
                      formatNumber(data[key], i18n.language)
                    )}
                  </p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" />
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
