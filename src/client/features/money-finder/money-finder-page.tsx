import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MoneyRecoveryJson, MoneySearchInfo } from "@shared/money-finder/money-recovery";
import { EmptyState } from "@client/components/empty-state";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { useAfterFirstPaint } from "@client/components/use-after-first-paint";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { AddOwnItem } from "./add-own-item";
import { DetailsToPaste } from "./details-to-paste";
import { MoneyDisclaimer } from "./money-disclaimer";
import { MoneySearchForm } from "./money-search-form";
import { moneySummary } from "./money-summary";
import { MoneySummaryCards } from "./money-summary-cards";
import { RecoveryHistory } from "./recovery-history";
import { RecoveryItem } from "./recovery-item";
import { useActiveRecoveries, useMoneyRecoveries, useMoneySearch, useSetRecoveryStatus } from "./use-money-recovery";

const NONE: MoneyRecoveryJson[] = [];

export default function MoneyFinderPage() {
  const { t } = useTranslation("money-finder");
  const records = useMoneyRecoveries();
  const active = useActiveRecoveries();
  const search = useMoneySearch();
  const setStatus = useSetRecoveryStatus();
  const [searched, setSearched] = useState<MoneySearchInfo | null>(null);
  // Adding her own item and the history are below the first screen.
  const painted = useAfterFirstPaint();

  useUnauthorizedRedirect(records.error ?? active.error);

  const all = records.data ?? NONE;
  const summary = useMemo(() => moneySummary(all), [all]);

  if (records.isError || active.isError) return <LoadError what={t("page.what")} query={[records, active]} />;
  if (records.isPending || active.isPending) {
    return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto w-full max-w-5xl" />;
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <MoneyDisclaimer />
      <MoneySummaryCards summary={summary} />
      <MoneySearchForm
        searching={search.isPending}
        onSearch={(variables) => search.mutate(variables, { onSuccess: () => setSearched(variables.searchInfo) })}
      />
      {searched && <DetailsToPaste info={searched} />}
      <section aria-labelledby="money-active-heading" className="grid gap-3">
        <h2 id="money-active-heading" className="text-lg font-bold text-slate-900">
          {t("active.heading")}
        </h2>
        {active.data.length === 0 ? (
          <EmptyState text={t("active.none")} />
        ) : (
          active.data.map((record) => (
            <RecoveryItem
              key={record.id}
              record={record}
              busy={setStatus.isPending && setStatus.variables.id === record.id}
              onStatus={(status) => setStatus.mutate({ id: record.id, status })}
            />
          ))
        )}
      </section>
      {painted && (
        <>
          <AddOwnItem />
          <RecoveryHistory records={all} />
        </>
      )}
    </div>
  );
}
