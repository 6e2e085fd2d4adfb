import { useQuery } from "@tanstack/react-query";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { apiJson } from "@client/lib/api";

/** The key every deadline list is cached under; invalidating it refetches the page's, the bell's and a case's. */
export const DEADLINES_KEY = ["/api/deadlines"] as const;

/** GET /api/deadlines (ordered by due date and time), or only one case's with GET /api/deadlines?caseId=. */
export function useDeadlines(caseId?: string) {
  return useQuery<DeadlineJson[]>(
    caseId
      ? {
          queryKey: [...DEADLINES_KEY, { caseId }],
          queryFn: () => apiJson<DeadlineJson[]>("GET", `/api/deadlines?caseId=${encodeURIComponent(caseId)}`),
        }
      : { queryKey: DEADLINES_KEY },
  );
}
