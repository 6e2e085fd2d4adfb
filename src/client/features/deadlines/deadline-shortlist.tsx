import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { useDueLabelText } from "@client/components/deadlines/due-label";
import { EmptyState } from "@client/components/empty-state";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";

interface DeadlineShortlistProps {
  id: string;
  heading: ReactNode;
  icon: ReactNode;
  deadlines: readonly DeadlineJson[];
  today: string;
  empty?: ReactNode;
  tone?: "red" | "default";
  /** Shows the deadline's date on the calendar. */
  onPick(deadline: DeadlineJson): void;
}

/** A side panel of deadlines (Overdue Deadlines, This Week): each one jumps to its date on the calendar. */
export function DeadlineShortlist({
  id,
  heading,
  icon,
  deadlines,
  today,
  empty,
  tone = "default",
  onPick,
}: DeadlineShortlistProps) {
  const { t } = useTranslation("deadlines");
  const dueText = useDueLabelText();
  return (
    <Card tone={tone === "red" ? "danger" : "default"} className="grid gap-3 p-4">
      <section aria-labelledby={id} className="grid gap-3">
        <h2
          id={id}
          className={cn("flex items-center gap-2 text-base font-bold", tone === "red" ? "text-red-800" : "text-slate-900")}
        >
          {icon}
          {heading}
        </h2>
        {deadlines.length === 0 ? (
          <EmptyState text={empty} />
        ) : (
          <ul className="grid gap-1.5">
            {deadlines.map((deadline) => {
              const due = dueText(deadline, today);
              return (
                <li key={deadline.id}>
                  <button
                    type="button"
                    onClick={() => onPick(deadline)}
                    aria-label={t("shortlist.goTo", { title: deadline.title, due })}
                    className="grid min-h-11 w-full gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="text-sm font-semibold break-words text-slate-900">{deadline.title}</span>
                    <span className={cn("text-xs font-medium", tone === "red" ? "text-red-800" : "text-slate-700")}>{due}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
