/**
 * Whether a text is hard-wrapped (every line cut at about the same column, as text from a PDF is) and at which
 * column. Pasted text whose paragraphs are each one line is not: its lines are as long as its paragraphs.
 */

export interface TextShape {
  /** The column lines are cut at; Infinity when they are not cut. */
  width: number;
  /** A line shorter than this, followed by a capital, is a line of its own (an address, a signature). */
  shortLine: number;
}

/** Wider than this, lines are paragraphs, not a page's lines. */
const MAX_WRAP_WIDTH = 120;
/** A paragraph's line shorter than this is not counted (headings, addresses, last lines). */
const MIN_COUNTED = 20;
/** Fewer counted lines than this say nothing of a column. */
const MIN_LINES = 8;

export function textShape(lines: readonly string[]): TextShape {
  const lengths = lines
    .map((line) => line.length)
    .filter((length) => length >= MIN_COUNTED)
    .sort((a, b) => a - b);
  const unwrapped: TextShape = { width: Infinity, shortLine: 45 };
  if (lengths.length < MIN_LINES) return unwrapped;
  const width = lengths[Math.floor((lengths.length - 1) * 0.9)]!;
  if (width > MAX_WRAP_WIDTH) return unwrapped;
  // Most lines of a wrapped text fill the column (only a paragraph's last line falls short), and hardly any is
  // much longer: a pasted paragraph on one line is.
  const full = lengths.filter((length) => length >= width * 0.75).length;
  const over = lengths.filter((length) => length > width * 1.3).length;
  // A court paper's caption, addresses and signature lines are many short lines among its wrapped paragraphs: its
  // wrapped lines still crowd just under the column (a word wraps to the next line), as one-line paragraphs don't.
  const atColumn = lengths.filter((length) => length >= width * 0.85 && length <= width * 1.05).length;
  const wrapped = full >= lengths.length * 0.6 || (atColumn >= MIN_LINES * 0.75 && atColumn >= lengths.length * 0.3);
  if (!wrapped || over > lengths.length * 0.05) return unwrapped;
  return { width, shortLine: Math.min(45, Math.round(width * 0.65)) };
}
