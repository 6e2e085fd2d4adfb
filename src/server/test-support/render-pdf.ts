/** Renders one kind of document from answers and reads the PDF back, as the template tests need it. */
import type { DocumentKindId } from "@shared/documents/registry";
import { renderDocument } from "../documents/render-document";
import { readPdf, type PdfContents } from "./pdf-text";

/** A function from answers to the rendered PDF's contents; `createdAt` is the day the paper is dated (default: now). */
export function pdfRenderer(kind: DocumentKindId, title: string, createdAt?: Date) {
  return (data: Record<string, unknown>, at: Date | undefined = createdAt): Promise<PdfContents> =>
    renderDocument({ kind, templateData: data, title, createdAt: at }).then(readPdf);
}
