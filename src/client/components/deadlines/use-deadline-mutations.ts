import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { completeDeadline, createDeadline, deleteDeadline, updateDeadline } from "@shared/api/deadlines";
import type { Endpoint } from "@shared/api/endpoint";
import type { DeadlineValues } from "@shared/deadlines/deadline-fields";
import { callApi, refreshAfter, serverMessage, statusOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

type Action = "create" | "update" | "delete" | "complete";

/** A refusal the server explains (a cap, a deadline that is gone) is shown as it said; anything else gets the spec's words. */
function failureText(error: unknown, fallback: string): string {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 ? serverMessage(error, fallback) : fallback;
}

/** The spec's toasts (error catalogue "Deadlines"), and the lists the call changed refetched. */
function useDeadlineMutation<Variables>(action: Action, endpoint: Endpoint, call: (variables: Variables) => Promise<unknown>) {
  const { t } = useTranslation("deadlines");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      toast({ title: t(`toasts.${action}.title`), description: t(`toasts.${action}.description`) });
      await refreshAfter(queryClient, endpoint);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t("toasts.errorTitle"),
        description: failureText(error, t(`toasts.${action}.failed`)),
        variant: "destructive",
      });
    },
  });
}

/** POST /api/deadlines. */
export function useCreateDeadline() {
  return useDeadlineMutation("create", createDeadline, (input: DeadlineValues) => callApi(createDeadline, { body: input }));
}

/** PUT /api/deadlines/{id} with the whole body. */
export function useUpdateDeadline() {
  return useDeadlineMutation("update", updateDeadline, ({ id, input }: { id: string; input: DeadlineValues }) =>
    callApi(updateDeadline, { params: { id }, body: input }),
  );
}

/** DELETE /api/deadlines/{id}. */
export function useDeleteDeadline() {
  return useDeadlineMutation("delete", deleteDeadline, (id: string) => callApi(deleteDeadline, { params: { id } }));
}

/** POST /api/deadlines/{id}/complete: pending becomes completed. */
export function useCompleteDeadline() {
  return useDeadlineMutation("complete", completeDeadline, (id: string) => callApi(completeDeadline, { params: { id } }));
}
