import { FolderOpen, LayoutGrid, List, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";

const DOCUMENT_VIEWS = ["grid", "list", "case"] as const;
export type DocumentView = (typeof DOCUMENT_VIEWS)[number];

const VIEW_ICONS: Record<DocumentView, LucideIcon> = { grid: LayoutGrid, list: List, case: FolderOpen };

/** Three toggle buttons; the pressed one says so to screen readers (aria-pressed). */
export function ViewToggle({ value, onChange }: { value: DocumentView; onChange(view: DocumentView): void }) {
  const { t } = useTranslation("documents");
  return (
    <div
      role="group"
      aria-label={t("views.label")}
      className="inline-flex w-fit flex-wrap rounded-md border border-slate-300 bg-white p-0.5"
    >
      {DOCUMENT_VIEWS.map((view) => {
        const Icon = VIEW_ICONS[view];
        const pressed = view === value;
        return (
          <Button
            key={view}
            size="sm"
            variant={pressed ? "default" : "ghost"}
            aria-pressed={pressed}
            onClick={() => onChange(view)}
          >
            <Icon aria-hidden="true" />
            {t(`views.${view}`)}
          </Button>
        );
      })}
    </div>
  );
}
