import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@shared/i18n/format";

/** While the ZIP is made and sent: a spinner and how much has arrived, read out politely to screen readers. */
export function ExportProgress({ received }: { received: number }) {
  const { t, i18n } = useTranslation("settings");
  const megabytes = formatNumber(Math.round(received / 100_000) / 10, i18n.language);
  return (
    <div role="status" aria-live="polite" className="flex items-start gap-2 rounded-md bg-brand-50 p-3 text-sm text-slate-800">
      <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
      <span>{received === 0 ? t("export.preparing") : t("export.progress", { size: megabytes })}</span>
    </div>
  );
}
