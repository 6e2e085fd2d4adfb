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

/**
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069, the marks U+200E, U+200F and U+061C) would let a name
 * like "invoice\u202Efdp.exe" show as "invoiceexe.pdf"; control characters have no place in a name either.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  // An unpaired surrogate (from a title stored before titles were checked) would make encodeURIComponent throw.
  const name = fileName.replace(UNSAFE_IN_NAME, "").replace(LONE_SURROGATE, "\ufffd");
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
