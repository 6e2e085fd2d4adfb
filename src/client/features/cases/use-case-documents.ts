import { useQuery } from "@tanstack/react-query";
import { listDocuments } from "@shared/api/documents";
import { apiQuery } from "@client/lib/api";

/** The documents filed under one of her cases (GET /api/documents?caseId=), the newest first. */
export function useCaseDocuments(caseId: string) {
  return useQuery(apiQuery(listDocuments, { query: { caseId } }));
}
