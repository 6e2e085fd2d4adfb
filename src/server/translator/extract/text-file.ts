/**
 * A text file's bytes to a string: UTF-8 (with or without a byte-order mark), UTF-16 with its mark, or, when the
 * bytes are not valid UTF-8, Windows-1252 (what Notepad and Word saved for years). Bytes that are not text (NUL
 * bytes, many control characters) make it not a text file.
 */
const decoders = {
  utf8: new TextDecoder("utf-8", { fatal: true }),
  utf16le: new TextDecoder("utf-16le", { fatal: true }),
  utf16be: new TextDecoder("utf-16be", { fatal: true }),
  windows1252: new TextDecoder("windows-1252"),
};

function decode(bytes: Uint8Array): string | undefined {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return decoders.utf16le.decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return decoders.utf16be.decode(bytes.subarray(2));
    return decoders.utf8.decode(bytes).replace(/^\ufeff/, "");
  } catch {
    if (bytes.includes(0)) return undefined;
    return decoders.windows1252.decode(bytes);
  }
}

/** Control characters other than tab, line feed, form feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/** The text, or undefined when the bytes are not a text file. */
export function decodeTextFile(bytes: Uint8Array): string | undefined {
  const text = decode(bytes);
  if (text === undefined) return undefined;
  const controls = text.match(CONTROL)?.length ?? 0;
  if (text.includes("\u0000") || controls > Math.max(8, text.length / 200)) return undefined;
  return text.replace(CONTROL, "");
}
