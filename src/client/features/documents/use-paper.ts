import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getDocument } from "@shared/api/documents";
import { downloadDocumentVersion, listDocumentVersions } from "@shared/api/document-versions";
import { pdfFileName } from "@shared/file-name";
import { saveBlob } from "@client/components/documents/use-download-document";
import { apiQuery, callApiForResponse, urlOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** GET /api/documents/{id}: one of her papers. */
export const usePaper = (id: string) => useQuery(apiQuery(getDocument, { params: { id } }));

/** GET /api/documents/{id}/versions: its current version's number and its earlier versions. */
export const usePaperVersions = (id: string) => useQuery(apiQuery(listDocumentVersions, { params: { id } }));

/** The address that shows an earlier version's PDF in the browser, to read or print. */
export const versionPdfUrl = (id: string, number: number) =>
  urlOf(downloadDocumentVersion, { params: { id, number: String(number) }, query: { inline: "1" } });

/** Saves an earlier version's PDF, named after it and its number. */
export function useDownloadVersion() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ id, number, title }: { id: string; number: number; title: string }) => {
      const response = await callApiForResponse(downloadDocumentVersion, { params: { id, number: String(number) } });
      saveBlob(await response.blob(), pdfFileName(`${title} v${number}`));
    },
    onSuccess: () => toast({ title: t("toasts.downloadStarted.title"), description: t("toasts.downloadStarted.description") }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.error"), description: t("toasts.downloadFailed"), variant: "destructive" });
    },
  });
}
