/**
 * "Page N of M" at the foot of every page to file, and a different footer on the instruction pages, so nobody
 * files them by mistake. Written once all pages exist (pdfkit's bufferPages), as artifacts a screen reader skips.
 */

const FOOTER_SIZE = 10;
const FOOTER_FROM_BOTTOM = 0.6 * 72;

function footerLabel(index: number, count: number, instructionsStart: number | undefined): string {
  const filingPages = instructionsStart ?? count;
  return index < filingPages
    ? `Page ${index + 1} of ${filingPages}`
    : `Instructions, page ${index - filingPages + 1} of ${count - filingPages}. Keep this page; do not file it.`;
}

export function writePageFooters(doc: PDFKit.PDFDocument, instructionsStart: number | undefined): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    const { margins, width, height } = doc.page;
    const bottomMargin = margins.bottom;
    margins.bottom = 0; // text below the bottom margin would otherwise start a new page
    doc.markContent("Artifact", { type: "Pagination" });
    doc
      .font("regular")
      .fontSize(FOOTER_SIZE)
      .text(footerLabel(index, count, instructionsStart), margins.left, height - FOOTER_FROM_BOTTOM, {
        width: width - margins.left - margins.right,
        align: "center",
        lineBreak: false,
      });
    doc.endMarkedContent();
    margins.bottom = bottomMargin;
  }
}
