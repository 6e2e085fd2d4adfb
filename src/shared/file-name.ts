const MAX_NAME_LENGTH = 150;

/**
 * Characters a name never keeps, wherever it is stored or shown (a file name, a ZIP entry, a download's name, an
 * uploaded file's name used as a title): control characters (C0, DEL, C1) and the bidirectional controls (the
 * embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069, the marks U+200E, U+200F and U+061C), which
 * let "invoice\u202Efdp.exe" show as "invoiceexe.pdf". Court papers refuse them (printable-charset.ts).
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name without control or bidirectional characters (nothing else changes). */
export function withoutHiddenCharacters(name: string): string {
  return name.replace(HIDDEN_IN_NAME, "");
}

/**
 * A document title as a file name (spec: title + ".pdf"): no path separators, reserved, control or bidirectional
 * characters.
 * The server's Content-Disposition and the browser's download link both use it, so files are named alike.
 */
export function pdfFileName(title: string): string {
  // Spaces first: a tab or line break becomes a space, not nothing.
  const name = withoutHiddenCharacters(title.replace(/\s+/g, " "))
    .replace(/[\\/:*?"<>|]+/g, "-")
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
