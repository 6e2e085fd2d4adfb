import { MessageSquare, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ConversationJson } from "@shared/assistant";
import { EmptyState } from "@client/components/empty-state";
import { ShortDate } from "@client/components/short-date";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

interface Props {
  conversations: readonly ConversationJson[];
  selectedId: string | null;
  /** While an answer is on its way, the person stays in the conversation it belongs to. */
  disabled: boolean;
  onSelect(id: string): void;
  onDelete(conversation: ConversationJson): void;
}

/** The recent conversations, newest first: topic (or "General Legal Question") and when it last changed. */
export function ConversationList({ conversations, selectedId, disabled, onSelect, onDelete }: Props) {
  const { t } = useTranslation("assistant");
  if (conversations.length === 0) return <EmptyState text={t("conversations.none")} />;
  return (
    <ul className="grid gap-1">
      {conversations.map((conversation) => {
        const topic = conversation.topic || t("conversations.fallbackTopic");
        const selected = conversation.id === selectedId;
        return (
          <li
            key={conversation.id}
            className={cn("flex items-stretch gap-1 rounded-md", selected && "bg-brand-50 ring-1 ring-brand-600")}
          >
            <button
              type="button"
              disabled={disabled}
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(conversation.id)}
              className="flex min-h-11 min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              <MessageSquare className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="grid min-w-0 gap-0.5">
                <span className="text-sm font-medium break-words text-slate-900">{topic}</span>
                <ShortDate value={conversation.updatedAt} className="text-xs text-slate-600" />
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={t("conversations.delete", { topic })}
              onClick={() => onDelete(conversation)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
