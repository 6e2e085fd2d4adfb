import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MoneyRecoveryJson, MoneySearchInfo } from "@shared/money-finder/money-recovery";
import { LoadError } from "@client/components/load-error";
import { Skeleton } from "@client/components/ui/skeleton";
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

  useUnauthorizedRedirect(records.error ?? active.error);

  const all = records.data ?? NONE;
  const summary = useMemo(() => moneySummary(all), [all]);

  if (records.isError || active.isError) {
    return (
      <LoadError
        what={t("page.what")}
        onRetry={() => void Promise.all([records.refetch(), active.refetch()])}
        retrying={records.isFetching || active.isFetching}
      />
    );
  }
  if (records.isPending || active.isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6" aria-busy="true">
        <p role="status" className="sr-only">
          {t("page.loading")}
        </p>
        <Skeleton className="h-24" />
        <Skeleton className="h-96" />
      </div>
    );
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
          <p className="text-sm text-slate-700">{t("active.none")}</p>
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
      <AddOwnItem />
      <RecoveryHistory records={all} />
    </div>
  );
}
