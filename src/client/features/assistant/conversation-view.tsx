import { useTranslation } from "react-i18next";
import type { ConversationMessageJson } from "@shared/assistant";
import { LoadError } from "@client/components/load-error";
import { Skeleton } from "@client/components/ui/skeleton";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { ChatTranscript } from "./chat-transcript";
import type { ChatTurn } from "./use-chat";
import { useConversationMessages } from "./use-conversations";

interface Props {
  /** A conversation opened from the list, whose stored messages come first; null: only this screen's turns. */
  historyId: string | null;
  turns: readonly ChatTurn[];
  onPick(question: string): void;
}

const NONE: ConversationMessageJson[] = [];

/** The chat view: a stored conversation's messages (loading, or failed with a retry) and the new turns. */
export function ConversationView({ historyId, turns, onPick }: Props) {
  const { t } = useTranslation("assistant");
  const messages = useConversationMessages(historyId);
  useUnauthorizedRedirect(messages.error);
  if (messages.isError) {
    return <LoadError what={t("chat.messagesWhat")} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />;
  }
  if (historyId !== null && messages.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <p role="status" className="sr-only">
          {t("chat.loadingMessages")}
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  return <ChatTranscript history={messages.data ?? NONE} turns={turns} onPick={onPick} />;
}
