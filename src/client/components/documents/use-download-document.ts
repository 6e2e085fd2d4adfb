import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { downloadDocument } from "@shared/api/documents";
import { callApiForResponse, urlOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { pdfFileName } from "@shared/file-name";

interface Downloadable {
  id: string;
  title: string;
}

/** The address that renders a document's PDF; `inline` shows it in the browser instead of saving it. */
export function documentPdfUrl(id: string, { inline = false } = {}): string {
  return urlOf(downloadDocument, { params: { id }, query: inline ? { inline: "1" } : {} });
}

async function fetchPdf(id: string): Promise<Blob> {
  return (await callApiForResponse(downloadDocument, { params: { id } })).blob();
}

/** Saves the blob through a temporary link, then lets the browser free it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads one document's PDF; `isPending` keeps its button disabled until the file is ready. */
export function useDownloadDocument() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (document: Downloadable) => {
      saveBlob(await fetchPdf(document.id), pdfFileName(document.title));
    },
    onSuccess: () => toast({ title: t("toasts.downloadStarted.title"), description: t("toasts.downloadStarted.description") }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.error"), description: t("toasts.downloadFailed"), variant: "destructive" });
    },
  });
}
