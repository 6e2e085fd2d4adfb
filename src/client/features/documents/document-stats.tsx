import { CalendarDays, FileText, FolderOpen, Shapes, type LucideIcon } from "lucide-react";
import { Card } from "@client/components/ui/card";
import type { DocumentStats as Stats } from "./document-list";

const STAT_CARDS: { key: keyof Stats; label: string; icon: LucideIcon }[] = [
  { key: "total", label: "Total Documents", icon: FileText },
  { key: "thisMonth", label: "This Month", icon: CalendarDays },
  { key: "casesWithDocuments", label: "Cases with Documents", icon: FolderOpen },
  { key: "documentTypes", label: "Document Types", icon: Shapes },
];

export function DocumentStats({ stats }: { stats: Stats }) {
  return (
    <section aria-labelledby="document-stats-heading">
      <h2 id="document-stats-heading" className="sr-only">
        Your documents in numbers
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, label, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="flex flex-col-reverse">
                <span className="text-sm text-slate-700">{label}</span>
                <span className="text-2xl font-bold text-slate-900" data-stat={key}>
                  {stats[key]}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
