/**
 * A value a PDF's text broke over two lines, put back together: "$1,425." + "00", "2026-CC-" + "018734",
 * "03/" + "04/2026" go back without a space; "Case No.:" + "2026-CC-018734" and "March" + "9, 2026" with one,
 * whatever the line before looks like (a colon, a short line).
 */
export type Joint = "tight" | "space";

const MONTH_AT_END =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?$/;

const TIGHT: readonly (readonly [last: RegExp, next: RegExp])[] = [
  // "$" + "1,425.00"
  [/\$$/, /^\d/],
  // "$1,425." + "00"
  [/\$[\d,]*\d\.$/, /^\d{2}(?![\d)])/],
  // "$1," + "425.00"
  [/\$\d{1,3}(?:,\d{3})*,$/, /^\d{3}(?!\d)/],
  // "$1,425" + ".00"
  [/\$[\d,]*\d$/, /^\.\d{2}(?!\d)/],
  // A case or telephone number broken at a hyphen: "2026-CC-" + "018734", "2026-" + "CC-018734", "555-" + "0188"
  [/(?<![\w-])(?:\d{2}-)?\d{2,4}-(?:[A-Z]{2,4}-(?:\d{3,8}-)?)?$/, /^[A-Z0-9]/],
  // The same with the court's letters first or the year in the middle, as counties write them: "COCE-" + "27-061204",
  // "COCE-27-" + "061204" (Broward), "2027-012345-" + "CC-05" (Miami-Dade): a code of capitals and digits, with a digit.
  [/(?<![\w-])(?=[A-Z\d-]*\d)[A-Z\d]{2,8}(?:-[A-Z\d]{1,8})*-$/, /^[A-Z0-9]/],
  [/(?<![\w-])[A-Z]{2,5}-$/, /^\d{2,4}-[A-Z\d]/],
  // "03/" + "04/2026"
  [/\b\d{1,2}\/(?:\d{1,2}\/)?$/, /^\d/],
];

const SPACE: readonly (readonly [last: RegExp, next: RegExp])[] = [
  // "Case No.:" + "2026-CC-018734", "Account #" + "4417"
  [/\b(?:No|Nos|Number|Account|Acct|Ref)\.?:?$|#:?$/i, /^[A-Z]{0,4}-?\d/],
  // "Section" + "83.56(3)", "§" + "720.305"
  [/(?:\b(?:Section|Sections|Rule|Rules|Chapter|Form|Article|Paragraph)|§+)$/, /^\d/],
  [MONTH_AT_END, /^\d{1,2}(?:st|nd|rd|th)?\b/],
];

/** "9. …$1,425." + "10. …": the next item of a list, not the cents of the amount. */
function nextItem(block: string, next: string): boolean {
  const item = /^(\d{1,3})\.\s/.exec(next)?.[1];
  const current = /^\(?(\d{1,3})[.)]\s/.exec(block)?.[1];
  return item !== undefined && current !== undefined && Number(item) === Number(current) + 1;
}

/** How the last line of `block` and the next line join, if a value is broken between them. */
export function valueJoint(block: string, last: string, next: string): Joint | undefined {
  if (TIGHT.some(([before, after]) => before.test(last) && after.test(next)) && !nextItem(block, next)) return "tight";
  if (SPACE.some(([before, after]) => before.test(last) && after.test(next))) return "space";
  return undefined;
}
