import { useQuery } from "@tanstack/react-query";
import { listDeadlines } from "@shared/api/deadlines";
import { apiQuery } from "@client/lib/api";

/** GET /api/deadlines (ordered by due date and time), or only one case's with GET /api/deadlines?caseId=. */
export function useDeadlines(caseId?: string) {
  return useQuery(apiQuery(listDeadlines, caseId ? { query: { caseId } } : {}));
}
