import { Bot, User } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@client/lib/cn";

/** One message of the chat: the person's question on the right, the assistant's answer on the left. */
export function ChatMessage({ role, children }: { role: "user" | "assistant"; children: ReactNode }) {
  const { t } = useTranslation("assistant");
  const mine = role === "user";
  const Icon = mine ? User : Bot;
  return (
    <li className={cn("flex min-w-0 gap-2", mine && "flex-row-reverse")} data-role={role}>
      <span
        className={cn(
          "mt-1 grid size-8 shrink-0 place-items-center rounded-full",
          mine ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-800",
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <article
        aria-label={mine ? t("chat.you") : t("chat.assistant")}
        className={cn(
          "min-w-0 max-w-[85%] rounded-lg px-3 py-2 text-sm sm:px-4 sm:py-3",
          mine ? "bg-brand-700 whitespace-pre-wrap break-words text-white" : "border border-slate-200 bg-white",
        )}
      >
        {children}
      </article>
    </li>
  );
}
