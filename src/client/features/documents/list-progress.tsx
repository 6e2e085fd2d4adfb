import { useTranslation } from "react-i18next";
import { formatNumber } from "@shared/i18n/format-number";

interface ListProgressProps {
  /** A search of a long list is on its way; the results before it stay on screen meanwhile. */
  searching: boolean;
  /** The rest of a long list is loading, to be filtered or sorted (total unknown until her figures come). */
  loadingAll: { loaded: number; total: number | undefined } | null;
}

/** What a long list is loading, in words that change as it goes: never a spinner that could turn forever. */
export function ListProgress({ searching, loadingAll }: ListProgressProps) {
  const { t, i18n } = useTranslation("documents");
  const message = loadingAll
    ? t("list.loadingAll", {
        loaded: formatNumber(loadingAll.loaded, i18n.language),
        total: formatNumber(Math.max(loadingAll.total ?? 0, loadingAll.loaded), i18n.language),
      })
    : searching
      ? t("list.searching")
      : "";
  return (
    <p role="status" className="min-h-5 text-sm text-slate-700">
      {message}
    </p>
  );
}
