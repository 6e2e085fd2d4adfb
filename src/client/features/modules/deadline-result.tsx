import { CalendarCheck } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Deadline, UndatedDeadline } from "@shared/florida/deadlines";
import { isIsoDate } from "@shared/florida/iso-date";
import type { Cited } from "@shared/florida/law";
import { formatDate } from "@shared/i18n/format";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { Citations } from "@client/components/legal/citations";
import { useExplanation } from "@client/components/deadlines/use-explanation";
import { todayIso } from "@client/lib/today";

/**
 * Runs a deadline rule on a date typed in a date field. While the field is empty or half typed (a year like
 * "0002"), or the date is outside the years the holiday rules know, there is no result instead of an error.
 */
export function computeFromDate<T>(date: string, compute: (date: string) => T): T | undefined {
  if (!isIsoDate(date) || date < "1900-01-01" || date > "2199-12-31") return undefined;
  try {
    return compute(date);
  } catch {
    return undefined;
  }
}

/** The sources of a statement, one Citation each: "(A) (B)". */
export function LawCitations({ laws }: { laws: readonly Pick<Cited<unknown>, "citation">[] }) {
  return (
    <>
      {laws.map((law, index) => (
        <Fragment key={law.citation}>
          {index > 0 && " "}
          <Citation law={law} />
        </Fragment>
      ))}
    </>
  );
}

interface DeadlineResultProps {
  heading: ReactNode;
  /** Absent until the person has entered a usable date. */
  deadline?: Deadline | UndatedDeadline;
  /** Shown while there is no deadline yet. */
  empty?: ReactNode;
  /** Shown when the last day is already behind us. */
  passedNote?: ReactNode;
}

/** The answer of a deadline calculator: the last day in large type, the plain explanation and its sources. */
export function DeadlineResult({ heading, deadline, empty, passedNote }: DeadlineResultProps) {
  const { t, i18n } = useTranslation("modules");
  const explain = useExplanation();
  const passed = deadline?.date != null && deadline.date < todayIso();
  const lastDay = deadline?.date ? formatDate(deadline.date, "weekday", i18n.language) : t("shared.deadline.noDate");
  return (
    <div aria-live="polite" className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      {deadline ? (
        <>
          <p className="flex items-start gap-2 text-slate-900">
            <CalendarCheck className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold">{heading}</span>
              <span className="block text-lg font-bold">{lastDay}</span>
            </span>
          </p>
          <p className="text-sm text-slate-800">
            {explain(deadline.explanation)} <Citations text={deadline.citation} />
          </p>
          {passed && passedNote && (
            <Callout tone="warning" title={t("shared.deadline.passed")}>
              {passedNote}
            </Callout>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
    </div>
  );
}
