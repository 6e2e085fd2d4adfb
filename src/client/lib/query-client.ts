import { MutationCache, QueryClient } from "@tanstack/react-query";
import { handleUnauthorized } from "./unauthorized";

/**
 * No refetch on focus, no polling, no retry, never stale: what a change alters is refetched after it (the contract's
 * `refreshes`). Every query brings its own call (`apiQuery`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every write that finds the session gone shows "Unauthorized" and goes to sign-in (once, however many fail).
    mutationCache: new MutationCache({ onError: (error) => void handleUnauthorized(error) }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
