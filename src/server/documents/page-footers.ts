/**
 * "Page N of M" at the foot of every page to file, and a different footer on the instruction pages, so nobody
 * files them by mistake. Written once all pages exist (pdfkit's bufferPages), as artifacts a screen reader skips.
 * A court paper's footers are 12 points and inside its 1-inch margins (Rule 2.520: margins stay blank, no type
 * under 12 points): the writer keeps COURT_FOOTER_BAND free for them above the bottom margin. Instruction pages
 * are not filed and keep the usual footer, in the language of the request (content/<language>/instructions/shared/
 * page.yml); a paper's own "Page N of M" stays English, as the paper does.
 */
import { instructionsText } from "./instructions-text";

const text = instructionsText("shared/page");

const INCH = 72;
const FOOTER = { size: 10, fromBottom: 0.6 * INCH };
const COURT_FOOTER = { size: 12, fromBottom: INCH + 13.5 };
/** Room above a court paper's bottom margin for its footer line. */
export const COURT_FOOTER_BAND = 18;

function footerLabel(
  index: number,
  count: number,
  instructionsStart: number | undefined,
  paperStarts: readonly number[],
): string {
  const filingPages = instructionsStart ?? count;
  if (index >= filingPages) return text("footer", { page: index - filingPages + 1, pages: count - filingPages });
  // A packet numbers each of its papers on its own.
  const start = Math.max(...paperStarts.filter((first) => first <= index));
  const end = Math.min(filingPages, ...paperStarts.filter((first) => first > index));
  return `Page ${index - start + 1} of ${end - start}`;
}

export function writePageFooters(
  doc: PDFKit.PDFDocument,
  instructionsStart: number | undefined,
  court = false,
  paperStarts: readonly number[] = [0],
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    const filed = court && index < (instructionsStart ?? count);
    const { size, fromBottom } = filed ? COURT_FOOTER : FOOTER;
    doc.switchToPage(start + index);
    const { margins, width, height } = doc.page;
    const bottomMargin = margins.bottom;
    margins.bottom = 0; // text below the bottom margin would otherwise start a new page
    doc.markContent("Artifact", { type: "Pagination" });
    doc
      .font("regular")
      .fontSize(size)
      .text(footerLabel(index, count, instructionsStart, paperStarts), margins.left, height - fromBottom, {
        width: width - margins.left - margins.right,
        align: "center",
        lineBreak: false,
      });
    doc.endMarkedContent();
    margins.bottom = bottomMargin;
  }
}
