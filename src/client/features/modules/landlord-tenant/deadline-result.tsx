import { CalendarCheck } from "lucide-react";
import { Fragment } from "react";
import { Citation } from "../../../components/legal/citation";
import type { Deadline } from "../../../../shared/florida/deadlines";
import { formatLongDate, isIsoDate } from "../../../../shared/florida/iso-date";

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

/**
 * A combined citation ("A; B; C") as separate Citation chips, so a long one can wrap between sources on a phone
 * (each Citation itself never wraps).
 */
export function Citations({ text }: { text: string }) {
  return (
    <>
      {text.split("; ").map((part, index) => (
        <Fragment key={part}>
          {index > 0 && " "}
          <Citation>{part}</Citation>
        </Fragment>
      ))}
    </>
  );
}

/** The answer of a deadline calculator, announced politely to screen readers when it changes. */
export function DeadlineResult({ heading, deadline, empty }: { heading: string; deadline?: Deadline; empty: string }) {
  return (
    <div aria-live="polite" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      {deadline ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-semibold text-slate-800">{heading}</p>
          <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <CalendarCheck className="size-5 shrink-0" aria-hidden="true" />
            {formatLongDate(deadline.date)}
          </p>
          <p className="text-sm text-slate-800">
            {deadline.explanation} <Citations text={deadline.citation} />
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
    </div>
  );
}
