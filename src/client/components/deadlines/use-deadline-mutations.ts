import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DeadlineJson, DeadlineValues } from "@shared/deadlines/deadline-fields";
import { apiJson, apiRequest, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { DEADLINES_KEY } from "./use-deadlines";

type Action = "create" | "update" | "delete" | "complete";

const deadlineUrl = (id: string) => `/api/deadlines/${encodeURIComponent(id)}`;

/** A refusal the server explains (a cap, a deadline that is gone) is shown as it said; anything else gets the spec's words. */
function failureText(error: unknown, fallback: string): string {
  const status = error instanceof Error ? Number(/^(\d{3}):/.exec(error.message)?.[1]) : NaN;
  return status >= 400 && status < 500 ? serverMessage(error, fallback) : fallback;
}

/** The spec's toasts (error catalogue "Deadlines"), and the lists refetched after each change. */
function useDeadlineMutation<Variables>(action: Action, call: (variables: Variables) => Promise<unknown>) {
  const { t } = useTranslation("deadlines");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      toast({ title: t(`toasts.${action}.title`), description: t(`toasts.${action}.description`) });
      await queryClient.invalidateQueries({ queryKey: DEADLINES_KEY });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.errorTitle"), description: failureText(error, t(`toasts.${action}.failed`)), variant: "destructive" });
    },
  });
}

/** POST /api/deadlines. */
export function useCreateDeadline() {
  return useDeadlineMutation("create", (input: DeadlineValues) => apiJson<DeadlineJson>("POST", "/api/deadlines", input));
}

/** PUT /api/deadlines/{id} with the whole body. */
export function useUpdateDeadline() {
  return useDeadlineMutation("update", ({ id, input }: { id: string; input: DeadlineValues }) =>
    apiJson<DeadlineJson>("PUT", deadlineUrl(id), input),
  );
}

/** DELETE /api/deadlines/{id}. */
export function useDeleteDeadline() {
  return useDeadlineMutation("delete", (id: string) => apiRequest("DELETE", deadlineUrl(id)));
}

/** POST /api/deadlines/{id}/complete: pending becomes completed. */
export function useCompleteDeadline() {
  return useDeadlineMutation("complete", (id: string) => apiJson<DeadlineJson>("POST", `${deadlineUrl(id)}/complete`));
}
