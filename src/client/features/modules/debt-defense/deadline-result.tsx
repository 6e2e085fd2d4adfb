import { CalendarCheck } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import type { Deadline, UndatedDeadline } from "../../../../shared/florida/deadlines";
import { formatLongDate, isoDateFromParts } from "../../../../shared/florida/iso-date";
import { Callout } from "../../../components/legal/callout";
import { Citation } from "../../../components/legal/citation";

/** Characters beyond which a citation may break across lines. */
const LONG_CITATION = 30;

/** Today's date on this device, as "YYYY-MM-DD" (the person's own calendar day, not UTC). */
export function todayIso(): string {
  const now = new Date();
  return isoDateFromParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * One Citation per source of a "; "-separated list. A long source (a court rule's full name) may wrap, so nothing
 * runs off a 360 px screen.
 */
export function Citations({ text }: { text: string }) {
  return (
    <>
      {text.split("; ").map((part, index) => (
        <Fragment key={part}>
          {index > 0 && " "}
          <span className={part.length > LONG_CITATION ? "[&>span]:whitespace-normal" : undefined}>
            <Citation>{part}</Citation>
          </span>
        </Fragment>
      ))}
    </>
  );
}

/** The answer of a deadline calculator: the last day in large type, the plain explanation, its sources. */
export function DeadlineResult({
  deadline,
  heading,
  passedNote,
}: {
  deadline: Deadline | UndatedDeadline;
  heading: string;
  /** Shown when the last day is already behind us. */
  passedNote: ReactNode;
}) {
  const passed = deadline.date !== null && deadline.date < todayIso();
  return (
    <div className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="flex items-start gap-2 text-slate-900">
        <CalendarCheck className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <span className="block text-sm font-semibold">{heading}</span>
          <span className="block text-lg font-bold">
            {deadline.date === null ? "Go to your pretrial conference" : formatLongDate(deadline.date)}
          </span>
        </span>
      </p>
      <p className="text-sm text-slate-800">
        {deadline.explanation} <Citations text={deadline.citation} />
      </p>
      {passed && (
        <Callout tone="warning" title="This date has already passed">
          {passedNote}
        </Callout>
      )}
    </div>
  );
}
