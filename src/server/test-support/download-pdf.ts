import { expect } from "vitest";
import { readPdf, type PdfContents } from "./pdf-text";
import type { SignedIn } from "./test-app";

/** Downloads one of `user`'s documents, expects the PDF to be sent, and reads it back. */
export async function downloadPdf(
  user: SignedIn,
  documentId: string,
  headers: Record<string, string> = {},
): Promise<PdfContents> {
  const download = await user.request({ method: "GET", url: `/api/documents/${documentId}/download`, headers });
  expect(download.statusCode, download.body).toBe(200);
  return readPdf(download.rawPayload);
}
