import { Download, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { documentPdfUrl, useDownloadDocument } from "./use-download-document";

/** A paper's two ways out: download its PDF, or open it in a new tab to print. The labels are the screen's own. */
export function PaperFileButtons({
  document,
  downloadLabel,
  openLabel,
}: {
  document: { id: string; title: string };
  downloadLabel: string;
  openLabel: string;
}) {
  const { t } = useTranslation("common");
  const download = useDownloadDocument();
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={download.isPending} onClick={() => download.mutate(document)}>
        <Download aria-hidden="true" /> {downloadLabel}
      </Button>
      <Button asChild variant="outline">
        <a href={documentPdfUrl(document.id, { inline: true })} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" /> {openLabel}
          <span className="sr-only"> {t("opensInNewTab")}</span>
        </a>
      </Button>
    </div>
  );
}
