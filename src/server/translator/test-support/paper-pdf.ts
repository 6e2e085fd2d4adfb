/**
 * A paper printed to PDF by pdfkit in a narrow column, so its lines wrap in the middle of phrases, with a running
 * header and a "Page k of n" footer on every page: what a browser's "Save as PDF" makes of a paper, for the
 * extraction and translation tests.
 */
import PDFDocument from "pdfkit";

export interface PaperPdfOptions {
  /** The text column's width in points (a US letter page's text is 468 wide). */
  columnWidth?: number;
  header?: string;
  footer?: string;
  /** A browser's print header and footer instead: the date and time, the title, the address and "k/n". */
  browser?: { title: string; url: string };
}

export function makePaperPdf(text: string, options: PaperPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    compress: true,
    info: { CreationDate: new Date(0) },
  });
  doc.font("Helvetica").fontSize(11);
  const width = options.columnWidth ?? 220;
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const line of paragraph.split("\n")) doc.text(line.trim(), { width });
    doc.moveDown(0.6);
  }
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Drawn in the margins: without this pdfkit would start a new page for text below the bottom margin.
    const margins = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    doc.fontSize(9);
    if (options.browser) {
      doc.text("3/20/26, 10:14 AM", 30, 20, { lineBreak: false });
      doc.text(options.browser.title, 300, 20, { lineBreak: false });
      doc.text(options.browser.url, 30, 760, { lineBreak: false });
      doc.text(`${index + 1}/${count}`, 560, 760, { lineBreak: false });
    } else {
      if (options.header) doc.text(options.header, 72, 36, { lineBreak: false });
      const number = `Page ${index + 1} of ${count}`;
      doc.text(options.footer ? `${options.footer}    ${number}` : number, 72, 740, { lineBreak: false });
    }
    doc.fontSize(11);
    doc.page.margins = margins;
  }
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
