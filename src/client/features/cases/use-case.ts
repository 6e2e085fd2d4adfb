import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { deleteCase, getCase, updateCase } from "@shared/api/cases";
import type { CaseUpdateInput } from "@shared/case-schemas";
import { apiQuery, callApi, queryKeyOf, refreshAfter, serverMessage, statusOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** One case. */
export function useCase(id: string) {
  return useQuery(apiQuery(getCase, { params: { id } }));
}

/** A missing case, another person's case, or an address that is not a case id at all. */
export function isNotFoundError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 404;
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
    mutationFn: (changes: CaseUpdateInput) => callApi(updateCase, { params: { id }, body: changes }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeyOf(getCase, { params: { id } }), updated);
      await refreshAfter(queryClient, updateCase);
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
    mutationFn: () => callApi(deleteCase, { params: { id } }),
    onSuccess: async () => {
      toast({ title: t("delete.deletedTitle"), description: t("delete.deleted") });
      void navigate("/cases");
      queryClient.removeQueries({ queryKey: queryKeyOf(getCase, { params: { id } }), exact: true });
      await refreshAfter(queryClient, deleteCase);
    },
    onError: (error) => showError(error, t("delete.failed")),
  });
}
