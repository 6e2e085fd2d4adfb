/**
 * "Version 2 of 2 · earlier versions": which version of the paper this is, and each earlier version (kept when she
 * generated the paper again) to download or open.
 */
import { Download, ExternalLink, History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatTimestamp } from "@shared/i18n/format";
import { Button } from "@client/components/ui/button";
import { usePaperVersions, useDownloadVersion, versionPdfUrl } from "./use-paper";

export function PaperVersions({ id }: { id: string }) {
  const { t, i18n } = useTranslation("documents");
  const versions = usePaperVersions(id);
  const download = useDownloadVersion();
  if (versions.isPending) return <p className="text-sm text-slate-700">{t("paperPage.versionsLoading")}</p>;
  if (versions.isError) return <p className="text-sm text-red-700">{t("paperPage.versionsFailed")}</p>;
  const { current, earlier } = versions.data;
  const versionLine = t("paperPage.version", { number: current, count: current });
  if (earlier.length === 0) return <p className="text-sm text-slate-700">{versionLine}</p>;
  return (
    <details className="group rounded-md border border-slate-200 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
        <History className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {versionLine} ·{" "}
          <span className="font-semibold text-brand-700 underline underline-offset-2">{t("paperPage.earlier")}</span>
        </span>
      </summary>
      <ul className="mt-2 grid gap-2">
        {earlier.map((version) => {
          const name = t("paperPage.versionName", { number: version.number });
          return (
            <li key={version.number} className="grid gap-2 rounded-md bg-slate-50 p-3 sm:flex sm:items-center sm:justify-between">
              <p className="grid gap-0.5 text-sm">
                <span className="font-semibold text-slate-900">{name}</span>
                <span className="break-words text-slate-700">
                  {t("paperPage.versionMade", {
                    title: version.title,
                    date: formatTimestamp(version.createdAt, "short", i18n.language),
                  })}
                </span>
              </p>
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={download.isPending}
                  onClick={() => download.mutate({ id, number: version.number, title: version.title })}
                >
                  <Download aria-hidden="true" /> {t("paperPage.download")}
                  <span className="sr-only"> {name}</span>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={versionPdfUrl(id, version.number)} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" /> {t("paperPage.open")}
                    <span className="sr-only">
                      {" "}
                      {name} {t("common:opensInNewTab")}
                    </span>
                  </a>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
