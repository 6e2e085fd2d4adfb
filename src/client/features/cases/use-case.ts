import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { CaseJson, CaseUpdateInput } from "@shared/case-schemas";
import { apiJson, apiRequest, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

const caseQueryKey = (id: string) => ["/api/cases", id];

/** One case: GET /api/cases/{id} through the default query function. */
export function useCase(id: string) {
  return useQuery<CaseJson>({ queryKey: caseQueryKey(id) });
}

/** A missing case, another person's case, or an address that is not a case id at all. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && /^(400|404):/.test(error.message);
}

/** The toast of a failed change: the server's message, or the fallback; a 401 goes to sign-in instead. */
export function showCaseError(error: unknown, fallback: string, title: string): void {
  if (handleUnauthorized(error)) return;
  toast({ title, description: serverMessage(error, fallback), variant: "destructive" });
}

/** showCaseError with this feature's "Error" title. */
export function useCaseError(): (error: unknown, fallback: string) => void {
  const { t } = useTranslation("cases");
  return (error, fallback) => showCaseError(error, fallback, t("create.errorTitle"));
}

/** PATCH /api/cases/{id}; the answer replaces the cached case, and the lists that show it are refetched. */
export function useUpdateCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CaseUpdateInput) => apiJson<CaseJson>("PATCH", `/api/cases/${encodeURIComponent(id)}`, changes),
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseQueryKey(id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/cases"], exact: true }),
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
    },
  });
}

/** DELETE /api/cases/{id}, then back to My Cases; the case's documents stay, no longer linked. */
export function useDeleteCase(id: string) {
  const { t } = useTranslation("cases");
  const showError = useCaseError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/cases/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: t("delete.deletedTitle"), description: t("delete.deleted") });
      void navigate("/cases");
      queryClient.removeQueries({ queryKey: caseQueryKey(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/cases"], exact: true }),
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
    },
    onError: (error) => showError(error, t("delete.failed")),
  });
}
