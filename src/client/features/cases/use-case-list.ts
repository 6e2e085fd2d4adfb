import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { listCases } from "@shared/api/cases";
import { getCaseFigures } from "@shared/api/list-figures";
import { callApi } from "@client/lib/api";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { LIST_PAGE_SIZE, usePagedList } from "@client/lib/use-paged-list";
import { countByTab, filterCases, hasCaseFilters, type CaseFilters, type CaseTab } from "./case-list";

/** How long the search box waits for her to pause before it asks the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * My Cases' list. A short list (one page) is loaded whole, and searched, filtered and counted in the browser. A long
 * one loads a page at a time, its tab counts come from the server (they cover every case), and its search runs on the
 * server; a filter or a tab other than All loads the rest of the list (or of the search's matches), so what each tab
 * shows and counts is whole.
 */
export function useCaseList(filters: CaseFilters, tab: CaseTab) {
  const figures = useQuery({
    // Under the list's path, so whatever changes her cases (their contracts' `refreshes`) refreshes these too.
    queryKey: [listCases.path, {}, { figures: true }],
    queryFn: ({ signal }) => callApi(getCaseFigures, {}, { signal }),
  });
  const [pagedLong, setPagedLong] = useState(false);
  const long = pagedLong || (figures.data?.all ?? 0) > LIST_PAGE_SIZE;
  const search = filters.search.trim();
  const serverSearch = useDebouncedValue(long ? search : "", SEARCH_PAUSE_MS);
  const wholeList = hasCaseFilters(filters) || tab !== "all";
  const pages = usePagedList(listCases, { q: serverSearch || undefined, loadAll: long && wholeList });

  const unsearchedHasMore = !serverSearch && !pages.isPlaceholderData && pages.hasNextPage;
  useEffect(() => {
    if (unsearchedHasMore) setPagedLong(true);
  }, [unsearchedHasMore]);

  const loaded = pages.items;
  const filtered = useMemo(
    () => (loaded ? filterCases(loaded, long ? { ...filters, search: "" } : filters) : []),
    [loaded, filters, long],
  );
  const loadedCounts = useMemo(() => countByTab(filtered), [filtered]);
  // Unfiltered and partly loaded, the counts are the server's; otherwise the list is whole and counts itself.
  const counts = long && !wholeList && figures.data ? figures.data : loadedCounts;
  return {
    pages,
    figures,
    filtered,
    counts,
    searching: long && (search !== serverSearch || pages.isPlaceholderData),
    loadingAll: long && wholeList && pages.hasNextPage,
    unloaded: figures.data ? Math.max(0, figures.data.all - (loaded?.length ?? 0)) : null,
  };
}
