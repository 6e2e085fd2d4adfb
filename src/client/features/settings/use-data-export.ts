import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { exportData } from "@shared/api/account";
import { dataExportFileName } from "@shared/file-name";
import { saveBlob } from "@client/components/documents/use-download-document";
import { callApiForResponse } from "@client/lib/api";
import { todayIso } from "@client/lib/today";

/** The server's name for the file (it carries the Florida date), else the same name with this device's date. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return named?.[1] ?? dataExportFileName(todayIso());
}

/**
 * "Download all my data": the server builds the ZIP while it sends it; `received` counts the bytes so far, for the
 * progress shown while it is made. The file is saved once it is whole.
 */
export function useDataExport() {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: async (password: string) => {
      setReceived(0);
      const response = await callApiForResponse(exportData, { body: { password } }, { accept: exportData.answerType });
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let total = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        total += value.byteLength;
        setReceived(total);
      }
      saveBlob(new Blob(chunks, { type: "application/zip" }), fileNameOf(response));
    },
  });
  return { download, received };
}
