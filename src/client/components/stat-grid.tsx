import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";

export interface Stat {
  /** Names the figure for tests (data-stat) and React. */
  key: string;
  icon: LucideIcon;
  label: string;
  /** The figure, formatted; or a placeholder while it loads. */
  value: ReactNode;
  /** Colours of the icon's square; the brand's by default. */
  tone?: string;
}

// Two to a row on a phone while they fit (9rem each): one to a row when she chose larger text.
const COLUMNS = { 3: "sm:grid-cols-3", 4: "grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] lg:grid-cols-4" } as const;

/** A row of figure cards (the dashboard's, the documents', the deadlines', the money finder's), under a heading for screen readers. */
export function StatGrid({
  id,
  heading,
  stats,
  columns = 4,
  note,
}: {
  id: string;
  heading: string;
  stats: readonly Stat[];
  columns?: 3 | 4;
  note?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {note}
      <ul className={cn("grid gap-3", COLUMNS[columns])}>
        {stats.map(({ key, icon: Icon, label, value, tone = "bg-brand-50 text-brand-700" }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-md", tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-col-reverse">
                <p className="text-sm text-slate-700">{label}</p>
                <p className="text-2xl font-bold text-slate-900" data-stat={key}>
                  {value}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
