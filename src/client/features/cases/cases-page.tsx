import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@client/components/load-error";
import { Button } from "@client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { LIST_PAGE_SIZE } from "@client/lib/use-paged-list";
import { CaseCard } from "./case-card";
import { CASE_TABS, hasCaseFilters, isInTab, NO_CASE_FILTERS, type CaseTab } from "./case-list";
import { CasesEmpty } from "./cases-empty";
import { CasesLoading } from "./cases-loading";
import { CasesToolbar } from "./cases-toolbar";
import { useCaseList } from "./use-case-list";

export default function CasesPage() {
  const { t } = useTranslation("cases");
  const [filters, setFilters] = useState(NO_CASE_FILTERS);
  const [tab, setTab] = useState<CaseTab>("all");
  const list = useCaseList(useDeferredValue(filters), tab);
  const cases = list.pages;
  const { filtered, counts } = list;

  useUnauthorizedRedirect(cases.error ?? list.figures.error);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <CasesToolbar filters={filters} onChange={setFilters} />
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {list.loadingAll
          ? t("list.loadingAll", { loaded: filtered.length, total: list.figures.data?.all ?? filtered.length })
          : list.searching
            ? t("list.searching")
            : ""}
      </p>
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
                {shown.length === 0 && !list.searching && !list.loadingAll ? (
                  <CasesEmpty
                    filtered={hasCaseFilters(filters)}
                    firstCase={(list.figures.data?.all ?? cases.items?.length) === 0}
                    onClear={() => setFilters(NO_CASE_FILTERS)}
                  />
                ) : (
                  <div className="grid gap-3">
                    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                      {shown.map((item) => (
                        <li key={item.id}>
                          <CaseCard item={item} />
                        </li>
                      ))}
                    </ul>
                    {cases.hasNextPage && !list.loadingAll && (
                      <Button
                        type="button"
                        variant="outline"
                        className="justify-self-center"
                        // Not disabled while the next page loads: her focus stays on the button.
                        onClick={cases.isFetchingNextPage ? undefined : () => void cases.fetchNextPage()}
                        aria-busy={cases.isFetchingNextPage}
                      >
                        {cases.isFetchingNextPage
                          ? t("list.loadingMore")
                          : list.unloaded === null
                            ? t("list.showMoreMatches")
                            : t("list.showMore", { count: Math.min(list.unloaded, LIST_PAGE_SIZE) })}
                      </Button>
                    )}
                  </div>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
