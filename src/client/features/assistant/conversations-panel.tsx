import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationJson } from "@shared/assistant";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { ConversationList } from "./conversation-list";
import { useConversations, useDeleteConversation } from "./use-conversations";

interface Props {
  selectedId: string | null;
  busy: boolean;
  onSelect(id: string): void;
  /** Called after a conversation is deleted. */
  onDeleted(id: string): void;
}

/** The recent conversations: loading, failed (with a way to try again), or the list, whose items can be deleted. */
export function ConversationsPanel({ selectedId, busy, onSelect, onDeleted }: Props) {
  const { t } = useTranslation("assistant");
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [deleting, setDeleting] = useState<ConversationJson | null>(null);
  useUnauthorizedRedirect(conversations.error);

  const deletingTopic = deleting ? deleting.topic || t("conversations.fallbackTopic") : "";
  return (
    <>
      {conversations.isError ? (
        <LoadError what={t("conversations.what")} query={conversations} />
      ) : conversations.isPending ? (
        <LoadingState status={t("conversations.loading")} shape="rows" />
      ) : (
        <ConversationList
          conversations={conversations.data}
          selectedId={selectedId}
          disabled={busy}
          onSelect={onSelect}
          onDelete={setDeleting}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("conversations.deleteTitle")}
        description={t("conversations.deleteText", { topic: deletingTopic })}
        confirmLabel={t("conversations.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { id } = deleting;
          remove.mutate(id, {
            onSuccess: () => onDeleted(id),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
