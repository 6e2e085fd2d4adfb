import { Eye, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TranslationJson } from "@shared/translations";
import { EmptyState } from "@client/components/empty-state";
import { ShortDate } from "@client/components/short-date";
import { Button } from "@client/components/ui/button";
import { ComplexityBadge } from "./complexity-badge";

interface TranslationHistoryProps {
  /** The older translations, newest first. */
  translations: readonly TranslationJson[];
  shownId: string | undefined;
  onView(translation: TranslationJson): void;
  onDelete(translation: TranslationJson): void;
}

/** Translation History: the older ones with file name, date and complexity. */
export function TranslationHistory({ translations, shownId, onView, onDelete }: TranslationHistoryProps) {
  const { t } = useTranslation("translator");
  return (
    <section aria-labelledby="translation-history-heading" className="grid gap-3">
      <h2 id="translation-history-heading" className="text-lg font-bold text-slate-900">
        {t("history.heading")}
      </h2>
      {translations.length === 0 ? (
        <EmptyState text={t("history.none")} />
      ) : (
        <ul className="grid gap-2">
          {translations.map((translation) => {
            const name = translation.originalFileName ?? t("view.pasted");
            const shown = translation.id === shownId;
            return (
              <li
                key={translation.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
                aria-current={shown ? "true" : undefined}
              >
                <div className="grid min-w-0 flex-1 basis-48 gap-1">
                  <h3 className="break-words font-semibold text-slate-900">{name}</h3>
                  <div className="flex flex-wrap items-center gap-2">
                    <ShortDate value={translation.createdAt} className="text-sm text-slate-700" />
                    <ComplexityBadge complexity={translation.complexity} />
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant={shown ? "default" : "outline"}
                    size="sm"
                    aria-pressed={shown}
                    onClick={() => onView(translation)}
                  >
                    <Eye aria-hidden="true" /> {t("history.view")}
                    <span className="sr-only">{name}</span>
                  </Button>
                  <Button type="button" variant="ghostDestructive" size="sm" onClick={() => onDelete(translation)}>
                    <Trash2 aria-hidden="true" /> {t("history.delete")}
                    <span className="sr-only">{name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
