import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AskResponse } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { cn } from "@client/lib/cn";
import { ANSWER_ACTION_CLASS } from "./action-style";

export type Clarify = NonNullable<AskResponse["clarify"]>;

interface Props {
  clarify: Clarify;
  /** The language the question and its options are written in (the answer's). */
  language: ChoosableLanguage | null;
  /** Asks the chosen option's question, as if she had typed it. */
  onAsk(question: string): void;
}

/** A question back to her ("Is your case in small claims court or in county court?"): one button per answer. */
export function ClarifyChoices({ clarify, language, onAsk }: Props) {
  const { t } = useTranslation("assistant");
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-1.5 rounded-md border border-brand-200 bg-brand-50 p-3">
      <h3 id={headingId} lang={language ?? undefined} className="text-sm font-semibold break-words text-slate-900">
        {clarify.question}
      </h3>
      <p className="text-sm text-slate-700">{t("chat.clarifyHint")}</p>
      <ul lang={language ?? undefined} className="grid gap-2">
        {clarify.options.map((option) => (
          <li key={option.question}>
            <button
              type="button"
              className={cn(
                ANSWER_ACTION_CLASS,
                "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-slate-50",
              )}
              data-question={option.question}
              onClick={() => onAsk(option.question)}
            >
              <span className="min-w-0 break-words">{option.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
