import { ArrowRight, ExternalLink } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AskClarify, AskNextStep } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { cn } from "@client/lib/cn";
import { ANSWER_ACTION_CLASS } from "./action-style";

/** More than this many would push the answer's sources too far down a phone's screen. */
export const MAX_NEXT_STEPS = 3;

const STEP_CLASS = cn(ANSWER_ACTION_CLASS, "bg-slate-100 text-brand-800 underline-offset-2 hover:bg-slate-200 hover:underline");
const CHOICE_CLASS = cn(
  ANSWER_ACTION_CLASS,
  "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-slate-50",
);

const inApp = (path: string) => path.startsWith("/") && !path.startsWith("//");
const external = (path: string) => path.startsWith("https://");

interface Props {
  /** The question back to her with its options ("Is your case in small claims court or in county court?"). */
  clarify: AskClarify | undefined;
  /** Where to go from the answer: a page of the app (find my deadline, start my answer) or free legal help. */
  nextSteps: readonly AskNextStep[] | undefined;
  /** The language the question, options and steps are written in (the answer's); null: the page's. */
  language: ChoosableLanguage | null;
  /** Asks the chosen option's question, as if she had typed it. */
  onAsk(question: string): void;
}

/**
 * What she can do from an answer, the same whether it was just given or reopened from a stored conversation: one
 * button per answer to its question back, then the next steps as links.
 */
export function AnswerActions({ clarify, nextSteps, language, onAsk }: Props) {
  const { t, i18n } = useTranslation(["assistant", "common"]);
  const headingId = useId();
  const lang = language ?? undefined;
  const steps = (nextSteps ?? []).filter((step) => inApp(step.path) || external(step.path)).slice(0, MAX_NEXT_STEPS);
  return (
    <>
      {clarify && (
        <div role="group" aria-labelledby={headingId} className="grid gap-1.5 rounded-md border border-brand-200 bg-brand-50 p-3">
          <h3 id={headingId} lang={lang} className="text-sm font-semibold break-words text-slate-900">
            {clarify.question}
          </h3>
          <p className="text-sm text-slate-700">{t("chat.clarifyHint")}</p>
          <ul lang={lang} className="grid gap-2">
            {clarify.options.map((option) => (
              <li key={option.question}>
                <button
                  type="button"
                  className={CHOICE_CLASS}
                  data-question={option.question}
                  onClick={() => onAsk(option.question)}
                >
                  <span className="min-w-0 break-words">{option.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {steps.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold text-slate-900">{t("chat.nextSteps")}</h3>
          <ul lang={lang} className="grid gap-2">
            {steps.map((step) => (
              <li key={step.path}>
                {inApp(step.path) ? (
                  <Link to={step.path} className={STEP_CLASS}>
                    <ArrowRight aria-hidden="true" />
                    <span className="min-w-0 break-words">{step.label}</span>
                  </Link>
                ) : (
                  <a href={step.path} target="_blank" rel="noopener noreferrer" className={STEP_CLASS}>
                    <ExternalLink aria-hidden="true" />
                    <span className="min-w-0 break-words">
                      {step.label}
                      <span className="sr-only" lang={i18n.language}>
                        {" "}
                        {t("common:opensInNewTab")}
                      </span>
                    </span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
