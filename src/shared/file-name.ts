const MAX_NAME_LENGTH = 150;

/**
 * A document title as a file name (spec: title + ".pdf"): no path separators, reserved or control characters.
 * The server's Content-Disposition and the browser's download link both use it, so files are named alike.
 */
export function pdfFileName(title: string): string {
  const name = title
    .replace(/\s+/g, " ")
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, "-")
    .trim()
    .replace(/^[.\s-]+/, "")
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return `${name || "document"}.pdf`;
}

/** "Download all my data": the ZIP's name, with the day it was made ("YYYY-MM-DD"). */
export function dataExportFileName(isoDate: string): string {
  return `florida-legal-champion-data-${isoDate}.zip`;
}
