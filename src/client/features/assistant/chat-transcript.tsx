import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationMessageJson } from "@shared/assistant";
import { UntrustedMarkdown } from "@client/components/content/untrusted-markdown";
import { AssistantAnswer } from "./assistant-answer";
import { ChatMessage } from "./chat-message";
import { ThinkingIndicator } from "./thinking-indicator";
import type { ChatTurn } from "./use-chat";

interface Props {
  /** The stored messages of a conversation opened from the list. */
  history: readonly ConversationMessageJson[];
  turns: readonly ChatTurn[];
  onPick(question: string): void;
  /** Asks a question at once, as if she had typed and sent it. */
  onAsk(question: string): void;
}

/** The messages, oldest first; the view follows the newest one (and the answer as it streams in). */
export function ChatTranscript({ history, turns, onPick, onAsk }: Props) {
  const { t } = useTranslation("assistant");
  const end = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  const progress = `${history.length}:${turns.length}:${last?.streamed.length ?? 0}:${last?.answer ? 1 : 0}`;

  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [progress]);

  return (
    <div className="grid gap-4">
      <ol className="grid gap-4" aria-label={t("chat.messagesLabel")}>
        {history.map((message) =>
          message.role === "user" ? (
            <ChatMessage key={message.id} role="user">
              {message.content}
            </ChatMessage>
          ) : (
            <ChatMessage key={message.id} role="assistant">
              <AssistantAnswer answer={message} onPick={onPick} onAsk={onAsk} />
            </ChatMessage>
          ),
        )}
        {turns.map((turn) => [
          <ChatMessage key={`${turn.key}-question`} role="user">
            {turn.question}
          </ChatMessage>,
          turn.answer ? (
            <ChatMessage key={`${turn.key}-answer`} role="assistant">
              <AssistantAnswer answer={{ ...turn.answer, content: turn.answer.answer }} onPick={onPick} onAsk={onAsk} />
            </ChatMessage>
          ) : turn.streamed ? (
            <ChatMessage key={`${turn.key}-answer`} role="assistant">
              <div lang={turn.language ?? undefined}>
                <UntrustedMarkdown text={turn.streamed} className="grid gap-3 break-words text-slate-900" />
              </div>
            </ChatMessage>
          ) : null,
        ])}
      </ol>
      {last && !last.answer && <ThinkingIndicator />}
      <div ref={end} />
    </div>
  );
}
