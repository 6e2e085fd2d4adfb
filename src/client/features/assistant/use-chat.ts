/**
 * The chat's state: a question is sent, the input waits, the answer (streamed
 * when the server streams) is appended and the conversations list is refetched. A conversation opened from the list
 * shows its stored messages first; questions asked here follow them as turns.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { askQuestion } from "@shared/api/assistant";
import type { AskResponse } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { askStreaming } from "./ask-stream";
import { conversationMessagesKey } from "./use-conversations";

/** A question asked on this screen and its answer: null while it is on its way (`streamed` holds what arrived). */
export interface ChatTurn {
  key: number;
  question: string;
  /** The answer's language, known before its text streams in; null until then. */
  language: ChoosableLanguage | null;
  streamed: string;
  answer: AskResponse | null;
}

/** A question with no answer by then fails with the spec's message instead of thinking forever. */
const ASK_TIMEOUT_MS = 120_000;

export function useChat({ onFailed }: { onFailed(question: string): void }) {
  const { t } = useTranslation("assistant");
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  /** The conversation whose stored messages are shown (one opened from the list). */
  const [historyId, setHistoryId] = useState<string | null>(null);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const nextKey = useRef(0);

  const updateTurn = (key: number, change: Partial<ChatTurn>) =>
    setTurns((current) => current.map((turn) => (turn.key === key ? { ...turn, ...change } : turn)));

  const ask = useMutation({
    mutationFn: ({ question, key }: { question: string; key: number }) =>
      askStreaming(
        { question, ...(conversationId ? { conversationId } : {}) },
        { onLanguage: (language) => updateTurn(key, { language }), onText: (streamed) => updateTurn(key, { streamed }) },
        AbortSignal.timeout(ASK_TIMEOUT_MS),
      ),
    onMutate: ({ question, key }) =>
      setTurns((current) => [...current, { key, question, language: null, streamed: "", answer: null }]),
    onSuccess: async (answer, { key }) => {
      setConversationId(answer.conversationId);
      updateTurn(key, { answer });
      await refreshAfter(queryClient, askQuestion);
    },
    onError: (error, { question, key }) => {
      setTurns((current) => current.filter((turn) => turn.key !== key));
      onFailed(question);
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.error"), description: t("toasts.askFailed"), variant: "destructive" });
    },
  });

  const send = (question: string) => {
    nextKey.current += 1;
    ask.mutate({ question, key: nextKey.current });
  };

  /** Shows a stored conversation (fetched afresh); null starts a new one. */
  const open = (id: string | null) => {
    if (id !== null && id === historyId) return;
    if (id !== null) queryClient.removeQueries({ queryKey: conversationMessagesKey(id) });
    setConversationId(id);
    setHistoryId(id);
    setTurns([]);
  };

  return { conversationId, historyId, turns, pending: ask.isPending, send, open };
}
