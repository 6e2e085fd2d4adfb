import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteConversation, listConversationMessages, listConversations } from "@shared/api/assistant";
import { apiQuery, callApi, queryKeyOf, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** The cached messages of one conversation (every page of them). */
export const conversationMessagesKey = (id: string) => queryKeyOf(listConversationMessages, { params: { id } });

/** GET /api/conversations: newest first. */
export function useConversations() {
  return useQuery(apiQuery(listConversations, {}));
}

/** GET /api/conversations/{id}/messages, for a conversation opened from the list (null: none). */
export function useConversationMessages(id: string | null) {
  return useQuery({ ...apiQuery(listConversationMessages, { params: { id: id ?? "" } }), enabled: id !== null });
}

/** DELETE /api/conversations/{id}, with a toast either way; the list is refetched. */
export function useDeleteConversation() {
  const { t } = useTranslation("assistant");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteConversation, { params: { id } }),
    onSuccess: async (_answer, id) => {
      toast({ title: t("toasts.deleted") });
      queryClient.removeQueries({ queryKey: conversationMessagesKey(id) });
      await refreshAfter(queryClient, deleteConversation);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.error"), description: t("toasts.deleteFailed"), variant: "destructive" });
    },
  });
}
