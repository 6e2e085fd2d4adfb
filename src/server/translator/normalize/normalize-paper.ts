/**
 * A paper's text as the translator reads it, whatever it came from (pasted, a PDF, a Word or text file): without
 * running headers, footers and page numbers, letter-spaced words closed up, and hard-wrapped lines joined into
 * blocks (words and values broken over lines put back together). One block a line, a blank line between blocks:
 * normalizing it again changes nothing, so the values of an original and of its plain version are compared on the
 * same footing.
 */
import { withoutRunningLines } from "./page-furniture";
import { collapseSpacedLetters } from "./spaced-letters";
import { unwrapLines } from "./unwrap-lines";

export function normalizePaper(text: string): string {
  return unwrapLines(collapseSpacedLetters(withoutRunningLines(text.replace(/\r\n?/g, "\n")))).join("\n\n");
}
