/**
 * A letter's or a form's header printed in two columns, the right one starting with a label ("TO: name     DATE:
 * date", "Cosima R. Ellingboe-Nwosu     Our File No.: MOS-28-01944", "CASE NO.: COCE-29-000412     DIVISION: 53"),
 * read one column after the other, before the wide gaps are closed up: the left column's lines (an address under its
 * name stays with it), then the right column's, each column a paragraph of its own. Where the left column goes on
 * below the rows (a caption's "Plaintiff," then "v."), the right column is read before the paragraph instead, so the
 * caption stays whole. Read across, the two labels ran into one sentence ("It is sent to Winifred … DATE: September
 * 1, 2027 1066 Tallahassee Street").
 */

/** A line's left part, a gap of four or more spaces, and a right part starting with a label of one to five words. */
const GAP_THEN_LABEL = /^(\s*\S.*?)( {4,})(?=[A-Z][A-Za-z.'’]*(?: [A-Za-z.'’]+){0,4}:(?:\s|$))/;
/** How far a row's right part may start from the first row's and still be in its column. */
const SLACK = 4;

const indentOf = (line: string) => line.length - line.trimStart().length;

/** Where `line`'s right part starts, near `column`: after a gap of two or more spaces, or as the line's indent. */
function rightPartAt(line: string, column: number): number | undefined {
  if (Math.abs(indentOf(line) - column) <= SLACK) return indentOf(line);
  for (const gap of line.matchAll(/ {2,}(?=\S)/g)) {
    const end = gap.index + gap[0].length;
    if (gap.index > 0 && line.slice(0, gap.index).trim() && Math.abs(end - column) <= SLACK) return end;
  }
  return undefined;
}

/** The rows of a header in two columns starting at `lines[start]`, as the left column's lines and the right's. */
function columnsFrom(lines: readonly string[], start: number): { left: string[]; right: string[]; end: number } | undefined {
  const first = GAP_THEN_LABEL.exec(lines[start]!);
  if (!first) return undefined;
  const column = first[1]!.length + first[2]!.length;
  const left = [first[1]!];
  const right = [lines[start]!.slice(column)];
  let end = start + 1;
  for (; end < lines.length && lines[end]!.trim(); end++) {
    const line = lines[end]!;
    const at = rightPartAt(line, column);
    if (at !== undefined) {
      if (line.slice(0, at).trim()) left.push(line.slice(0, at).trimEnd());
      right.push(line.slice(at));
    } else if (indentOf(line) > indentOf(lines[start]!) && indentOf(line) < column - SLACK) {
      // A line of the left column only, indented under its first: the address under a name.
      left.push(line);
    } else break;
  }
  return { left, right, end };
}

export function readLabelColumns(text: string): string {
  const lines = text.split("\n");
  const read: string[] = [];
  let paragraphStart = 0;
  for (let at = 0; at < lines.length;) {
    const columns = columnsFrom(lines, at);
    if (!columns) {
      read.push(lines[at]!);
      if (!lines[at]!.trim()) paragraphStart = read.length;
      at += 1;
      continue;
    }
    const right = columns.right.map((line) => line.trimEnd());
    if (lines[columns.end]?.trim() && /,$/.test(columns.left.at(-1)!.trim())) {
      read.splice(paragraphStart, 0, ...right, "");
      read.push(...columns.left);
    } else {
      read.push(...columns.left, "", ...right, "");
      paragraphStart = read.length;
    }
    at = columns.end;
  }
  return read.join("\n");
}
