/**
 * The translator's test photos: papers of ../papers/ photographed (rendered by make-photos.ts with a turn, blur,
 * uneven light, noise and JPEG loss), with the values recognition must read from each.
 */
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

export const readPhoto = (name: string): Buffer => readFileSync(new URL(`./${name}`, import.meta.url));

/** A grayscale PNG of these pixels (one byte each, rows top to bottom). */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = pixel(x, y);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A scanned PDF: one photo per page, drawn to fill a letter page, with no text layer (as a scanner makes it). */
export async function makePhotoPdf(photos: readonly Buffer[]): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "LETTER", margin: 0, autoFirstPage: false, info: { CreationDate: new Date(0) } });
  for (const photo of photos) {
    doc.addPage();
    doc.image(photo, 0, 0, { fit: [612, 792] });
  }
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
