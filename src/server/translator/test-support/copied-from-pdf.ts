/**
 * A test paper as its text copied out of a PDF, the way the translator's tests all copy it: hard-wrapped at a column
 * (64 unless told), long words hyphenated, values broken over lines, the paper's header and footer and a page number
 * on every page of 24 lines. The seed picks which words and values break.
 */
import type { Paper } from "./papers/index";
import { pdfLikeText } from "./pdf-like-text";

export function copiedFromPdf(text: string, paper: Paper, seed: number, width = 64): string {
  return pdfLikeText(text, {
    width,
    seed,
    hyphenate: true,
    splitValues: true,
    header: paper.header,
    footer: paper.footer,
    linesPerPage: 24,
  });
}
