/**
 * A long list read page by page (?limit=, then ?cursor= from the X-Next-Cursor header), and searched on the server
 * (?q=) when asked to. The pages already on screen stay there while a new search or a refresh loads.
 */
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from "@shared/api/common";
import type { AnswerOf, Endpoint } from "@shared/api/endpoint";
import { callApiForResponse } from "./api";

/** How many items a list loads first, and on each "Show more". */
export const LIST_PAGE_SIZE = 100;

interface PageParam {
  cursor?: string;
  limit: number;
}

interface Page<Item> {
  items: Item[];
  next: string | null;
}

/** A list contract that takes ?limit=, ?cursor= and ?q= and answers an array. */
type ListEndpoint = Endpoint & { method: "GET" };
type ItemOf<E extends ListEndpoint> = AnswerOf<E> extends readonly (infer Item)[] ? Item : never;

export interface PagedListOptions {
  /** A search the server runs (its titles); undefined lists everything. */
  q?: string;
  /** Load every page, in the largest pages the server gives (to sort or filter the whole list in the browser). */
  loadAll?: boolean;
}

export function usePagedList<E extends ListEndpoint>(endpoint: E, { q, loadAll = false }: PagedListOptions = {}) {
  const query = useInfiniteQuery({
    // The list's path first, so whatever refreshes the list (its contracts' `refreshes`) refreshes its pages too.
    queryKey: [endpoint.path, {}, { q: q ?? "", paged: true }],
    queryFn: async ({ pageParam, signal }): Promise<Page<ItemOf<E>>> => {
      const page = { limit: String(pageParam.limit), cursor: pageParam.cursor, q: q || undefined };
      // Every list contract takes listPageQuery; its input type is not known for a generic E.
      const response = await callApiForResponse(endpoint, { query: page } as never, { signal });
      return { items: (await response.json()) as ItemOf<E>[], next: response.headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: { limit: LIST_PAGE_SIZE } as PageParam,
    getNextPageParam: (last): PageParam | undefined =>
      last.next ? { cursor: last.next, limit: loadAll ? MAX_PAGE_SIZE : LIST_PAGE_SIZE } : undefined,
    placeholderData: keepPreviousData,
  });

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (loadAll && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loadAll, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { ...query, items };
}
