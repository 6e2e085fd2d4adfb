import { withoutHiddenCharacters } from "@shared/file-name";

/**
 * The Content-Disposition of a download (RFC 6266): a plain ASCII filename for old clients, and the real one,
 * in UTF-8, as filename* (RFC 8187) for the rest.
 */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|[%"\\]/g, "_");
}

/** RFC 8187 percent-encoding: everything but attr-char. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  // An unpaired surrogate (from a title stored before titles were checked) would make encodeURIComponent throw.
  // Bidirectional and control characters (file-name.ts) would let "invoice\u202Efdp.exe" show as "invoiceexe.pdf".
  const name = withoutHiddenCharacters(fileName).replace(LONE_SURROGATE, "\ufffd");
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
