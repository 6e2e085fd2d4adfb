import { CircleHelp } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PaperActions } from "./paper-actions";
import { knownPaper, type PaperReading } from "./paper-reading";
import { PaperSummary } from "./paper-summary";

interface PaperResultProps {
  reading: PaperReading;
  translating: boolean;
  onReceivedOn(day: string): void;
  /** After her dates: what she can do with them (add them to her deadlines, start her answer). */
  children?: ReactNode;
}

/**
 * Before the plain text: what the paper is, what she must do by when, then `children` (her dates added to her
 * deadlines in one tap, the wizard that answers it). A paper whose kind could not be told says so, and nothing is
 * guessed.
 */
export function PaperResult({ reading, translating, onReceivedOn, children }: PaperResultProps) {
  const { t } = useTranslation("translator");
  const isId = useId();
  const mustDoId = useId();
  const paper = knownPaper(reading);
  if (!paper) {
    return (
      <section aria-labelledby={isId} className="grid gap-2 border-b border-slate-200 pb-4">
        <h3 id={isId} className="text-base font-bold text-slate-900">
          {t("paper.isHeading")}
        </h3>
        <p className="flex items-start gap-2 text-slate-900">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
          {t("paper.unknown")}
        </p>
      </section>
    );
  }
  return (
    <div className="grid gap-4 border-b border-slate-200 pb-4">
      <PaperSummary paper={paper} headingId={isId} />
      <PaperActions
        paper={paper}
        actions={reading.actions}
        headingId={mustDoId}
        translating={translating}
        onReceivedOn={onReceivedOn}
      />
      {children}
    </div>
  );
}
