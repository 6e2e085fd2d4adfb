import { useEffect, useMemo, useState } from "react";
import { listDocuments } from "@shared/api/documents";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { LIST_PAGE_SIZE, usePagedList } from "@client/lib/use-paged-list";
import { DEFAULT_DOCUMENT_SORT, selectDocuments, type DocumentQuery, type TypeLabel } from "./document-list";
import { useDocumentFigures } from "./use-document-figures";

/** How long the search box waits for her to pause before it asks the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * My Documents' list. A short list (one page) is loaded whole and searched, filtered and sorted in the browser. A long
 * one loads a page at a time and is searched on the server; a type filter or another order than newest first needs
 * the whole list (the server pages newest first only), so choosing one loads the rest in the largest pages.
 */
export function useDocumentList(query: DocumentQuery, label: TypeLabel, language: string) {
  const figures = useDocumentFigures();
  const [pagedLong, setPagedLong] = useState(false);
  const long = pagedLong || (figures.data?.total ?? 0) > LIST_PAGE_SIZE;
  const search = query.search.trim();
  const serverSearch = useDebouncedValue(long ? search : "", SEARCH_PAUSE_MS);
  const wholeList = query.type !== "all" || query.sort !== DEFAULT_DOCUMENT_SORT;
  const pages = usePagedList(listDocuments, { q: serverSearch || undefined, loadAll: long && wholeList });

  const unsearchedHasMore = !serverSearch && !pages.isPlaceholderData && pages.hasNextPage;
  useEffect(() => {
    if (unsearchedHasMore) setPagedLong(true);
  }, [unsearchedHasMore]);

  const loaded = pages.items;
  const shown = useMemo(
    () => (loaded ? selectDocuments(loaded, { ...query, search: long ? "" : query.search }, label, language) : []),
    [loaded, query, long, label, language],
  );
  return {
    pages,
    figures,
    shown,
    loadedCount: loaded?.length ?? 0,
    /** A search she typed that the list does not show the answer to yet. */
    searching: long && (search !== serverSearch || pages.isPlaceholderData),
    /** The whole list is loading, to be filtered or sorted. */
    loadingAll: long && wholeList && pages.hasNextPage,
    /** How many of her documents the server has not sent; unknown (null) for a search's matches. */
    unloaded: serverSearch || !figures.data ? null : Math.max(0, figures.data.total - (loaded?.length ?? 0)),
  };
}
