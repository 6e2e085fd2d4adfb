import { FolderOpen, LayoutGrid, List, type LucideIcon } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

const DOCUMENT_VIEWS = ["grid", "list", "case"] as const;
export type DocumentView = (typeof DOCUMENT_VIEWS)[number];

const VIEW_OPTIONS: Record<DocumentView, { label: string; icon: LucideIcon }> = {
  grid: { label: "Grid", icon: LayoutGrid },
  list: { label: "List", icon: List },
  case: { label: "By case", icon: FolderOpen },
};

/** Three toggle buttons; the pressed one says so to screen readers (aria-pressed). */
export function ViewToggle({ value, onChange }: { value: DocumentView; onChange(view: DocumentView): void }) {
  return (
    <div role="group" aria-label="Show documents as" className="inline-flex w-fit flex-wrap rounded-md border border-slate-300 bg-white p-0.5">
      {DOCUMENT_VIEWS.map((view) => {
        const { label, icon: Icon } = VIEW_OPTIONS[view];
        const pressed = view === value;
        return (
          <Button
            key={view}
            size="sm"
            variant="ghost"
            aria-pressed={pressed}
            onClick={() => onChange(view)}
            className={cn("rounded-[5px]", pressed && "bg-brand-700 text-white hover:bg-brand-800")}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
