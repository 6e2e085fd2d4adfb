/**
 * What a file is, from its bytes, never from its name or the type the browser claimed: a PDF starts with
 * "%PDF-" (within its first kilobyte, as readers allow), a Word .docx is a zip archive, an old Word .doc is an
 * OLE2 compound file, a photo is a JPEG or a PNG (read by character recognition, ocr/), and text is text
 * (text-file.ts decides).
 */
export type SniffedType = "pdf" | "zip" | "old_word" | "other_binary" | "maybe_text" | "jpeg" | "png";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG = [0xff, 0xd8, 0xff];
/** Other images, archives and programs people pick by mistake. */
const BINARIES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // a PNG cut short
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a], // Windows program
];

export function sniffType(bytes: Uint8Array): SniffedType {
  const head = bytes.subarray(0, 1024);
  for (let at = 0; at + PDF.length <= head.length; at++) if (startsWith(head, PDF, at)) return "pdf";
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return "zip";
  if (startsWith(bytes, OLE2)) return "old_word";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (BINARIES.some((signature) => startsWith(bytes, signature))) return "other_binary";
  return "maybe_text";
}
