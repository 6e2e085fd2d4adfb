/**
 * Page numbers as printed papers write them: "Page 3 of 5", "Page 3", "3 of 5", "- 3 -", and a browser's "3/5".
 * A line that is only one of these is page furniture; "Page 3 of 5" at the end of a footer line is cut off it.
 */

const ALONE = /^(?:page\s+\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?|\d{1,4}\s+of\s+\d{1,4}|[-–—]\s*\d{1,4}\s*[-–—])$/i;
/** "3/5": a page of a browser's print, never more pages than it has. */
const FRACTION = /^(\d{1,3})\s*\/\s*(\d{1,3})$/;
/** "Page 3 of 5" or "3/5" after the text of a header or footer line. */
const AT_END = /\s+(?:page\s+\d{1,4}\s*(?:of|\/)\s*\d{1,4}|\d{1,3}\/\d{1,3})$/i;
/** "Page 3 of 5" before it. */
const AT_START = /^page\s+\d{1,4}\s*(?:of|\/)\s*\d{1,4}\s+/i;

export function isPageNumber(line: string): boolean {
  const trimmed = line.trim();
  if (ALONE.test(trimmed)) return true;
  const fraction = FRACTION.exec(trimmed);
  return fraction !== null && Number(fraction[1]) >= 1 && Number(fraction[1]) <= Number(fraction[2]);
}

/** A line without the page number it carries, or undefined if it carries none. */
export function withoutPageNumber(line: string): string | undefined {
  const trimmed = line.trim();
  const cut = trimmed.replace(AT_END, "").replace(AT_START, "");
  return cut === trimmed ? undefined : cut.trim();
}
