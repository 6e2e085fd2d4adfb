import { Bot, Clock, FileText, FolderOpen, type LucideIcon } from "lucide-react";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { useStats, type Stats } from "./use-stats";

const STAT_CARDS: { key: keyof Stats; label: string; icon: LucideIcon; unit?: string }[] = [
  { key: "activeCases", label: "Active Cases", icon: FolderOpen },
  { key: "documentsCreated", label: "Documents Created", icon: FileText },
  { key: "aiConsultations", label: "AI Consultations", icon: Bot },
  { key: "timeSavedHours", label: "Time Saved", icon: Clock, unit: "hours" },
];

export function StatCards() {
  const { data, isError } = useStats();
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your numbers
      </h2>
      {isError && <p className="mb-2 text-sm text-red-700">We could not load your numbers right now. Please reload the page.</p>}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, label, icon: Icon, unit }) => (
          <li key={key}>
            <Card className="flex items-center gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{label}</p>
                {data ? (
                  <p className="text-2xl font-bold text-slate-900">
                    {data[key]}
                    {unit && <span className="ml-1 text-sm font-medium text-slate-700">{unit}</span>}
                  </p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-12" />
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
