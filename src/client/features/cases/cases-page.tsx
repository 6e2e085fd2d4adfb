import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { listCases } from "@shared/api/cases";
import type { CaseJson } from "@shared/case-schemas";
import { LoadError } from "@client/components/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { apiQuery } from "@client/lib/api";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { CaseCard } from "./case-card";
import { CASE_TABS, countByTab, filterCases, hasCaseFilters, isInTab, NO_CASE_FILTERS, type CaseTab } from "./case-list";
import { CasesEmpty } from "./cases-empty";
import { CasesLoading } from "./cases-loading";
import { CasesToolbar } from "./cases-toolbar";

const NO_CASES: CaseJson[] = [];

export default function CasesPage() {
  const { t } = useTranslation("cases");
  const cases = useQuery(apiQuery(listCases, {}));
  const [filters, setFilters] = useState(NO_CASE_FILTERS);
  const [tab, setTab] = useState<CaseTab>("all");

  useUnauthorizedRedirect(cases.error);

  const all = cases.data ?? NO_CASES;
  const filtered = useMemo(() => filterCases(all, filters), [all, filters]);
  const counts = useMemo(() => countByTab(filtered), [filtered]);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CasesToolbar filters={filters} onChange={setFilters} />
      {cases.isPending ? (
        <CasesLoading />
      ) : cases.isError ? (
        <LoadError what={t("list.what")} query={cases} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as CaseTab)}>
          <TabsList aria-label={t("list.tabsLabel")} className="w-full justify-start sm:w-auto">
            {CASE_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`list.tabs.${value}`)}
                <span aria-hidden="true" className="rounded-full bg-slate-100 px-2 text-xs font-bold text-slate-800">
                  {counts[value]}
                </span>
                <span className="sr-only">({counts[value]})</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {CASE_TABS.map((value) => {
            const shown = filtered.filter((item) => isInTab(item, value));
            return (
              <TabsContent key={value} value={value}>
                {shown.length === 0 ? (
                  <CasesEmpty
                    filtered={hasCaseFilters(filters)}
                    firstCase={all.length === 0}
                    onClear={() => setFilters(NO_CASE_FILTERS)}
                  />
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                    {shown.map((item) => (
                      <li key={item.id}>
                        <CaseCard item={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
