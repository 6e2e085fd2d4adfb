import { useTranslation } from "react-i18next";
import { ShortDate } from "@client/components/short-date";
import { ComplexityBadge } from "./complexity-badge";
import type { ShownTranslation } from "./tab-text";

const grade = (value: number) => Math.max(1, Math.round(value));

/** Which document, when, how hard the original is to read and how plain the new version is. */
export function TranslationFacts({ translation }: { translation: ShownTranslation }) {
  const { t } = useTranslation("translator");
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{translation.originalFileName ?? t("view.pasted")}</h3>
        {translation.createdAt && <ShortDate value={translation.createdAt} className="text-sm text-slate-700" />}
        <ComplexityBadge complexity={translation.complexity} />
      </div>
      <p className="text-sm text-slate-800">
        {t(`complexityMeaning.${translation.complexity}`)}{" "}
        {t("view.grades", {
          original: grade(translation.readingGrade.original),
          simplified: grade(translation.readingGrade.simplified),
        })}
      </p>
      {translation.rewrittenBy === "model" && <p className="text-sm text-slate-700">{t("view.rewrittenByModel")}</p>}
    </div>
  );
}
