import { useQuery } from "@tanstack/react-query";
import { listDocuments } from "@shared/api/documents";
import { getDocumentFigures } from "@shared/api/list-figures";
import { callApi } from "@client/lib/api";

/** When her calendar month began, as the server compares it ("this month" is the reader's month). */
const monthStartOf = (now: Date) => new Date(now.getFullYear(), now.getMonth(), 1).toISOString();

/** My Documents' four stat cards over all of her documents, however few of them the list has loaded. */
export function useDocumentFigures() {
  const monthStart = monthStartOf(new Date());
  return useQuery({
    // Under the list's path, so whatever changes her documents (their contracts' `refreshes`) refreshes these too.
    queryKey: [listDocuments.path, {}, { figures: monthStart }],
    queryFn: ({ signal }) => callApi(getDocumentFigures, { query: { monthStart } }, { signal }),
  });
}
