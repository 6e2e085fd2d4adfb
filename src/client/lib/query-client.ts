import { MutationCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { handleUnauthorized } from "./unauthorized";

/** No refetch on focus, no polling, no retry, never stale: lists are refetched after mutations instead. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every write that finds the session gone shows "Unauthorized" and goes to sign-in (once, however many fail).
    mutationCache: new MutationCache({ onError: (error) => void handleUnauthorized(error) }),
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
