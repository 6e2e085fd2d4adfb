import { FolderOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CaseType } from "@shared/case-enums";

/**
 * The kind of case, drawn unlike a status: a square white tag with a folder, so "Small Claims" never reads as a
 * status such as "In Progress" (which are round and filled).
 */
export function CaseTypeBadge({ type }: { type: CaseType }) {
  const { t } = useTranslation("cases");
  return (
    <span className="inline-flex items-center gap-1 rounded border border-slate-400 bg-white px-2 py-0.5 text-xs font-semibold text-slate-800">
      <FolderOpen className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`types.${type}`, { defaultValue: type })}
    </span>
  );
}
