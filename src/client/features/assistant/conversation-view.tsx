import { useTranslation } from "react-i18next";
import type { ConversationMessageJson } from "@shared/assistant";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { ChatTranscript } from "./chat-transcript";
import type { ChatTurn } from "./use-chat";
import { useConversationMessages } from "./use-conversations";

interface Props {
  /** A conversation opened from the list, whose stored messages come first; null: only this screen's turns. */
  historyId: string | null;
  turns: readonly ChatTurn[];
  onPick(question: string): void;
  onAsk(question: string): void;
}

const NONE: ConversationMessageJson[] = [];

/** The chat view: a stored conversation's messages (loading, or failed with a retry) and the new turns. */
export function ConversationView({ historyId, turns, onPick, onAsk }: Props) {
  const { t } = useTranslation("assistant");
  const messages = useConversationMessages(historyId);
  useUnauthorizedRedirect(messages.error);
  if (messages.isError) return <LoadError what={t("chat.messagesWhat")} query={messages} />;
  if (historyId !== null && messages.isPending) return <LoadingState status={t("chat.loadingMessages")} shape="rows" />;
  return <ChatTranscript history={messages.data ?? NONE} turns={turns} onPick={onPick} onAsk={onAsk} />;
}
