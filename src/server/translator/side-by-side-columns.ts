/**
 * A paper printed in two columns side by side, one language in each ("You are being sued…  |  El demandante le ha…"),
 * read one column after the other: the left column's lines, then the right column's. Read across, each line mixes
 * half an English sentence with half a Spanish one, and a sentence never ends.
 */

/** Fewer lines than this with a bar at the same place are a table or a form line, not two columns. */
const MIN_ROWS = 3;

/** Where a line's one column bar is ("… text  |  text", "   |"), or undefined without exactly one. */
function barAt(line: string): number | undefined {
  const at = line.indexOf("|");
  if (at < 0 || line.indexOf("|", at + 1) >= 0) return undefined;
  const before = line[at - 1];
  const after = line[at + 1];
  if (before !== undefined && before !== " ") return undefined;
  if (after !== undefined && after !== " ") return undefined;
  return at;
}

const sameColumn = (a: number, b: number) => Math.abs(a - b) <= 1;

/** A column's line goes on in the next unless it ends a sentence or a label, is a heading, or is short of the column. */
function goesOn(line: string, next: string, width: number): boolean {
  if (/[.!?:;]["'”’)]*$/.test(line)) return false;
  const capitals = !/\p{Ll}/u.test(line) && /\p{Lu}.*\p{Lu}/u.test(line);
  if (capitals && /\p{Ll}/u.test(next)) return false;
  // An address under a label ("TO: name", then its street indented) is lines of their own.
  if (indentOf(next) > indentOf(line)) return false;
  if (/\d$/.test(line) && /^\p{Lu}/u.test(next.trim())) return false;
  const length = line.trim().length;
  return length >= width * 0.8 || (length >= width * 0.6 && /^\p{Ll}/u.test(next.trim()));
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * A column's lines as paragraphs, a blank line between them, each wrapped again at the width of the rows (`rowWidth`)
 * so that the paper keeps the shape of its lines (normalize/text-width.ts) and the paragraph is joined back as one.
 */
function paragraphsOf(lines: readonly string[], rowWidth: number): string[] {
  const width = Math.max(...lines.map((line) => line.trim().length));
  const out: string[] = [];
  let paragraph = "";
  lines.forEach((line, at) => {
    if (line.trim() === "") {
      if (out.length > 0 && out.at(-1) !== "") out.push("");
      return;
    }
    paragraph = paragraph ? `${paragraph} ${line.trim()}` : line.trimEnd();
    const next = lines[at + 1];
    if (next === undefined || next.trim() === "" || !goesOn(line, next, width)) {
      out.push(...wrapped(paragraph, rowWidth));
      paragraph = "";
    }
  });
  return out;
}

/** A paragraph cut into lines of at most `width` characters, between words. */
function wrapped(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.trim().split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  const indent = paragraph.length - paragraph.trimStart().length;
  return lines.map((text, at) => (at === 0 ? " ".repeat(indent) + text : text));
}

/** The rows of a run as the left column's paragraphs, then the right column's. */
function columnsOf(rows: readonly string[], at: number): string[] {
  const left: string[] = [];
  const right: string[] = [];
  for (const row of rows) {
    const bar = barAt(row) ?? at;
    left.push(row.slice(0, bar).trimEnd());
    right.push(` ${row.slice(bar + 1).trimEnd()}`.replace(/^ +/, (spaces) => spaces.slice(Math.min(spaces.length, 3))));
  }
  // The rows' width as the unwrapper measures lines, their runs of spaces closed up.
  const rowWidth = Math.max(...rows.map((row) => row.replace(/\s+/g, " ").trim().length));
  return [...paragraphsOf(left, rowWidth), "", ...paragraphsOf(right, rowWidth), ""];
}

/** Words on a side of a row: a prose column's line has several, a table's cell ("Rent | $900.00") one or two. */
const MIN_WORDS = 4;

const wordsIn = (side: string) => side.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Rows with prose on both sides of the bar: two columns have several, a table or a form line none. */
const rowsWithTwoSides = (rows: readonly string[], at: number) =>
  rows.filter((row) => wordsIn(row.slice(0, at)) >= MIN_WORDS && wordsIn(row.slice(at + 1)) >= MIN_WORDS).length;

/** The text with every run of two side-by-side columns read one column after the other; other lines as they were. */
export function readColumnsInTurn(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const at = barAt(lines[i]!);
    if (at === undefined) {
      out.push(lines[i]!);
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < lines.length) {
      const next = barAt(lines[end]!);
      if (next === undefined || !sameColumn(next, at)) break;
      end += 1;
    }
    const rows = lines.slice(i, end);
    out.push(...(rows.length >= MIN_ROWS && rowsWithTwoSides(rows, at) >= MIN_ROWS ? columnsOf(rows, at) : rows));
    i = end;
  }
  return out.join("\n");
}
