/** PDFs for the tests: real ones written by pdfkit, and hand-made ones no writer would make. */
import { randomBytes } from "node:crypto";
import PDFDocument from "pdfkit";

/** A PDF with a text layer: each item of `pages` is one page's text (Helvetica, no font files needed). */
export function makeTextPdf(pages: readonly string[], options: { padBytes?: number } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 72, compress: true, info: { CreationDate: new Date(0) } });
  doc.font("Helvetica").fontSize(11);
  pages.forEach((text, index) => {
    if (index > 0) doc.addPage();
    doc.text(text, { width: 468 });
  });
  if (options.padBytes) {
    // Incompressible data in a stream of its own, as the pictures of a scanned page add: a large file whose
    // text is still only the pages above.
    const noise = randomBytes(options.padBytes);
    const stream = (doc as unknown as { ref(data: object): { write(chunk: Buffer): void; end(): void } }).ref({});
    stream.write(noise);
    stream.end();
  }
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** A PDF whose only page is a drawing, as a scan is an image: no text layer. */
export function makeScannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 72, info: { CreationDate: new Date(0) } });
  doc.rect(100, 100, 300, 400).fill("#888");
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** A hand-written PDF of `count` pages that all share one content stream: tiny, yet thousands of pages long. */
export function makeManyPagesPdf(count: number, text = "Page"): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: count }, (_, index) => `${5 + index} 0 R`).join(" ");
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  objects[4] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  for (let index = 0; index < count; index++) {
    objects[5 + index] =
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>";
  }
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let number = 1; number < objects.length; number++) {
    offsets[number] = Buffer.byteLength(body, "latin1");
    body += `${number} 0 obj\n${objects[number]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let number = 1; number < objects.length; number++) body += `${String(offsets[number]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
