import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** No refetch on focus, no polling, no retry, never stale: lists are refetched after mutations instead. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
