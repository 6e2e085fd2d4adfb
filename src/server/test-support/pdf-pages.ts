/** A rendered document split at its instructions: the pages to sign or file, and the pages to keep. */
import type { PdfContents } from "./pdf-text";

export interface SplitPages {
  /** The text of the pages before the instructions. */
  paper: string;
  /** The text of the instruction pages. */
  instructions: string;
  /** How many pages come before the instructions. */
  count: number;
}

export function splitAtInstructions(pdf: PdfContents): SplitPages {
  const first = pdf.pages.findIndex((page) => page.startsWith("How to sign and use this document"));
  const count = first === -1 ? pdf.pages.length : first;
  return { paper: pdf.pages.slice(0, count).join(" "), instructions: pdf.pages.slice(count).join(" "), count };
}
