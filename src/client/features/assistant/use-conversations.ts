import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ConversationJson, ConversationMessageJson } from "@shared/assistant";
import { apiRequest } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** The list and every conversation's messages live under this key. */
export const CONVERSATIONS_KEY = ["/api/conversations"] as const;

const conversationKey = (id: string) => [...CONVERSATIONS_KEY, encodeURIComponent(id)];

/** GET /api/conversations: newest first. */
export function useConversations() {
  return useQuery<ConversationJson[]>({ queryKey: CONVERSATIONS_KEY });
}

/** GET /api/conversations/{id}/messages, for a conversation opened from the list (null: none). */
export function useConversationMessages(id: string | null) {
  return useQuery<ConversationMessageJson[]>({
    queryKey: [...conversationKey(id ?? ""), "messages"],
    enabled: id !== null,
  });
}

/** DELETE /api/conversations/{id}, with a toast either way; the list is refetched. */
export function useDeleteConversation() {
  const { t } = useTranslation("assistant");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/conversations/${encodeURIComponent(id)}`),
    onSuccess: async (_response, id) => {
      toast({ title: t("toasts.deleted") });
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.error"), description: t("toasts.deleteFailed"), variant: "destructive" });
    },
  });
}
