import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "@shared/i18n/format";
import { Progress } from "@client/components/ui/progress";

/**
 * While translating: the share of a file uploaded so far, then a busy state while the server reads and rewrites it
 * (for photos, that it is reading them: a few seconds a page). The request always ends: the server stops reading
 * after its time budget and says so.
 */
export function TranslateProgress({ uploaded, photos = 0 }: { uploaded: number | null; photos?: number }) {
  const { t, i18n } = useTranslation("translator");
  const uploading = uploaded !== null && uploaded < 1;
  return (
    <div role="status" className="grid gap-2 text-sm text-slate-700">
      {uploading ? (
        <>
          <Progress value={Math.round(uploaded * 100)} label={t("progress.upload")} />
          <p>{t("progress.uploading", { percent: formatPercent(uploaded, i18n.language) })}</p>
        </>
      ) : (
        <p className="flex items-center gap-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />{" "}
          {photos > 0 ? t("progress.readingPhoto", { count: photos }) : t("progress.working")}
        </p>
      )}
    </div>
  );
}
