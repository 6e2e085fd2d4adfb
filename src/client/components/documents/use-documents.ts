import { useQuery } from "@tanstack/react-query";
import { listDocuments } from "@shared/api/documents";
import { apiQuery } from "@client/lib/api";

/** All her documents (GET /api/documents): My Documents and each case's page read this one list. */
export function useDocuments() {
  return useQuery(apiQuery(listDocuments, {}));
}
