import { ArrowRight, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AskResponse } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { cn } from "@client/lib/cn";
import { ANSWER_ACTION_CLASS } from "./action-style";

type NextStep = NonNullable<AskResponse["nextSteps"]>[number];

/** More than this many would push the answer's sources too far down a phone's screen. */
export const MAX_NEXT_STEPS = 3;

const LINK_CLASS = cn(ANSWER_ACTION_CLASS, "bg-slate-100 text-brand-800 underline-offset-2 hover:bg-slate-200 hover:underline");

const inApp = (path: string) => path.startsWith("/") && !path.startsWith("//");
const external = (path: string) => path.startsWith("https://");

interface Props {
  steps: readonly NextStep[];
  /** The language the steps' labels are written in (the answer's). */
  language: ChoosableLanguage | null;
}

/** Where to go from the answer: a page of the app (find my deadline, start my answer) or free legal help. */
export function NextSteps({ steps, language }: Props) {
  const { t, i18n } = useTranslation(["assistant", "common"]);
  const shown = steps.filter((step) => inApp(step.path) || external(step.path)).slice(0, MAX_NEXT_STEPS);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{t("chat.nextSteps")}</h3>
      <ul lang={language ?? undefined} className="grid gap-2">
        {shown.map((step) => (
          <li key={step.path}>
            {inApp(step.path) ? (
              <Link to={step.path} className={LINK_CLASS}>
                <ArrowRight aria-hidden="true" />
                <span className="min-w-0 break-words">{step.label}</span>
              </Link>
            ) : (
              <a href={step.path} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
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
  );
}
