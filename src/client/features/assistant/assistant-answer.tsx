import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AskClarify, AskNextStep, SourceLinkJson } from "@shared/assistant";
import { formatPercent } from "@shared/i18n/format";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { UntrustedMarkdown } from "@client/components/content/untrusted-markdown";
import { Button } from "@client/components/ui/button";
import { AnswerActions } from "./answer-actions";
import { confidenceTier } from "./answer-confidence";
import { ConfidenceNote } from "./confidence-note";

export interface AnswerView {
  /** The answer's Markdown. */
  content: string;
  sourceLinks: SourceLinkJson[];
  followUpQuestions: string[];
  confidence: number | null;
  /**
   * The language the answer and its follow-up questions are written in, which may not be the interface's (an
   * English question asked in Spanish): marked on them so a screen reader reads them in it. Null for an answer stored
   * before it was recorded (it is read in the page's language).
   */
  language: ChoosableLanguage | null;
  /** Its question back and next steps, on an answer just received and on a stored one alike. */
  clarify?: AskClarify | undefined;
  nextSteps?: readonly AskNextStep[] | undefined;
}

interface Props {
  answer: AnswerView;
  /** Puts a follow-up question in the question box. */
  onPick(question: string): void;
  /** Asks a question at once (a clarifying question's option). */
  onAsk(question: string): void;
}

/**
 * An answer: how far to trust it (in words), its Markdown (no raw HTML) in its language, the question back to her
 * with its options, the next steps, its sources and follow-ups, and last the confidence as a rounded percentage.
 */
export function AssistantAnswer({ answer, onPick, onAsk }: Props) {
  const { t, i18n } = useTranslation("assistant");
  const { clarify } = answer;
  const tier = confidenceTier(answer.confidence, answer.sourceLinks.length > 0);
  // A question back with no answer beside it: its Markdown is the same question and options as plain text.
  const onlyAsks = clarify !== undefined && answer.sourceLinks.length === 0;
  const optionQuestions = new Set(clarify?.options.map((option) => option.question));
  const followUps = answer.followUpQuestions.filter((question) => !optionQuestions.has(question));
  return (
    <div className="grid gap-3">
      <ConfidenceNote tier={tier} content={answer.content} hasChoices={clarify !== undefined} />
      {!onlyAsks && (
        <div lang={answer.language ?? undefined}>
          <UntrustedMarkdown text={answer.content} className="grid gap-3 break-words text-slate-900" />
        </div>
      )}
      <AnswerActions clarify={clarify} nextSteps={answer.nextSteps} language={answer.language} onAsk={onAsk} />
      {answer.sourceLinks.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{t("chat.sources")}</h3>
          <ul className="grid gap-1 text-sm">
            {answer.sourceLinks.map((source) => (
              <li key={source.citation}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-start gap-1 font-medium break-words text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  aria-label={t("chat.sourceLink", { source: source.citation })}
                >
                  {source.citation}
                  <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {followUps.length > 0 && (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold text-slate-900">{t("chat.followUps")}</h3>
          <p className="text-sm text-slate-600">{t("chat.followUpHint")}</p>
          <ul lang={answer.language ?? undefined} className="flex flex-wrap gap-2">
            {followUps.map((question) => (
              <li key={question} className="max-w-full">
                <Button
                  variant="outline"
                  size="sm"
                  className="h-auto max-w-full py-1.5 whitespace-normal"
                  onClick={() => onPick(question)}
                >
                  <span className="text-left">{question}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.confidence !== null && (
        <p className="text-xs text-slate-600" data-confidence={answer.confidence}>
          {t("chat.confidence", { percent: formatPercent(answer.confidence, i18n.language) })}
        </p>
      )}
    </div>
  );
}
