/**
 * A table's rows of a label and an amount, kept apart by a dotted leader or a wide gap ("Rent for August 2027
 * ........ $985.00", "Costs          $450.00"), read before the gaps are closed up: each row becomes "label: amount"
 * on a line of its own ("Rent for August 2027: $985.00"). With the gap closed, the rows ran into one line, and the
 * label of one row read as the words after the amount before it.
 */

/** The label (a letter in it), a leader of three or more dots or a gap of three or more spaces, then the amount. */
const ROW = /^(\s*)(\S(?:.*?\S)?)\s*(?:\.{3,}|…+|\s{3,})\s*(\$\d[\d,]*(?:\.\d{2})?)\s*$/;

function rowOf(line: string): string {
  const row = ROW.exec(line);
  // A label ending in a column bar, a colon or a sign ("+", "-") is a table's other column, left as it is.
  if (!row || !/\p{L}/u.test(row[2]!) || !/[\p{L}\p{N})'’".]$/u.test(row[2]!)) return line;
  const label = row[2]!.replace(/\s*\.+$/, "");
  return `${row[1]}${label}: ${row[3]}`;
}

export function readAmountRows(text: string): string {
  return text.split("\n").map(rowOf).join("\n");
}
