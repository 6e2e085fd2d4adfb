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

export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  return `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
