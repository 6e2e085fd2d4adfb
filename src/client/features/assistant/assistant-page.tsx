/**
 * The AI Legal Assistant: recent conversations beside the chat on a wide screen
 * and behind a button above it on a phone; the welcome view until the first question; then the messages, the
 * "Thinking" indicator and the question box.
 */
import { ChevronDown, Info, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import { ChatInput } from "./chat-input";
import { ConversationView } from "./conversation-view";
import { ConversationsPanel } from "./conversations-panel";
import { useChat } from "./use-chat";
import { useConversations } from "./use-conversations";
import { WelcomeView } from "./welcome-view";

export default function AssistantPage() {
  const { t } = useTranslation("assistant");
  const [draft, setDraft] = useState("");
  const [showList, setShowList] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const chat = useChat({ onFailed: (question) => setDraft(question) });
  const conversations = useConversations();

  const pick = (question: string) => {
    setDraft(question);
    input.current?.focus();
  };
  const send = (question: string) => {
    setDraft("");
    chat.send(question);
  };
  /** A clarifying question's option: sent like a typed question, leaving what she is typing in the box. */
  const ask = (question: string) => {
    if (!chat.pending) chat.send(question);
  };
  const open = (id: string | null) => {
    setShowList(false);
    chat.open(id);
  };
  const showWelcome = chat.historyId === null && chat.turns.length === 0;

  return (
    <div className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <aside aria-labelledby="assistant-conversations-heading" className="grid min-w-0 gap-3">
        <Button variant="outline" disabled={chat.pending} onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          {t("conversations.newConversation")}
        </Button>
        <h2 id="assistant-conversations-heading" className="hidden text-sm font-bold text-slate-900 lg:block">
          {t("conversations.heading")}
        </h2>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={showList}
          aria-controls="assistant-conversations"
          onClick={() => setShowList((shown) => !shown)}
        >
          {t("conversations.showList", { count: conversations.data?.length ?? 0 })}
          <ChevronDown aria-hidden="true" className={cn("ml-auto transition-transform", showList && "rotate-180")} />
        </Button>
        <div id="assistant-conversations" className={cn("min-w-0", showList ? "grid gap-3" : "hidden", "lg:grid lg:gap-3")}>
          <ConversationsPanel
            selectedId={chat.conversationId}
            busy={chat.pending}
            onSelect={open}
            onDeleted={(id) => id === chat.conversationId && open(null)}
          />
        </div>
      </aside>
      <section aria-label={t("page.chatLabel")} className="grid min-w-0 gap-4">
        <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("page.notice")}
        </p>
        <Card className="grid gap-4 p-4 sm:p-6">
          {showWelcome ? (
            <WelcomeView onPick={pick} />
          ) : (
            <ConversationView historyId={chat.historyId} turns={chat.turns} onPick={pick} onAsk={ask} />
          )}
        </Card>
        <Card className="p-4">
          <ChatInput value={draft} onChange={setDraft} onSend={send} pending={chat.pending} inputRef={input} />
        </Card>
      </section>
    </div>
  );
}
