import { useTranslation } from "react-i18next";
import type { MoneyRecoveryJson } from "@shared/money-finder/money-recovery";
import { EmptyState } from "@client/components/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { RecoveryItem } from "./recovery-item";

const TABS = ["all", "inProgress", "recovered"] as const;

const inTab = (tab: (typeof TABS)[number], record: MoneyRecoveryJson) =>
  tab === "all" || (tab === "inProgress" ? record.status === "claiming" : record.status === "recovered");

/** Recovery History: All / In Progress / Recovered. */
export function RecoveryHistory({ records }: { records: readonly MoneyRecoveryJson[] }) {
  const { t } = useTranslation("money-finder");
  return (
    <section aria-labelledby="money-history-heading" className="grid gap-3">
      <h2 id="money-history-heading" className="text-lg font-bold text-slate-900">
        {t("history.heading")}
      </h2>
      <Tabs defaultValue="all">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`history.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => {
          const shown = records.filter((record) => inTab(tab, record));
          return (
            <TabsContent key={tab} value={tab} className="grid gap-3">
              {shown.length === 0 ? (
                <EmptyState text={t("history.none")} />
              ) : (
                shown.map((record) => <RecoveryItem key={record.id} record={record} />)
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
