/** What a line of a paper looks like: a list item, a heading in capitals, the end of a sentence, an abbreviation. */

/** Words whose period does not end a sentence. */
const ABBREVIATIONS = new Set(
  (
    "mr mrs ms dr st stat stats fla no nos inc co corp ltd llc jr sr e.g i.e etc vs v ave blvd rd apt ste sec art " +
    "p.a n.a a.m p.m u.s u.s.c c.f.r gen prac jud admin r civ p sm cl app ch fed reg dept govt assn bros cir ct " +
    "jan feb mar apr jun jul aug sep sept oct nov dec approx est ex para pp pg tel fax attn op ord res supp ann"
  ).split(" "),
);

export const LIST_ITEM = /^\s*(?:[-•*▪◦]|\(?[0-9]{1,3}[.)](?!\d)|\(?[a-z][.)]\s|\([ivx]{1,5}\)|[A-Z][.)]\s)/;
export const ENDS_SENTENCE = /[.!?:;]["'”’)]*$/;
/** A row of a table of amounts, as amount-rows.ts writes it: a short label, a colon, the amount closing the line. */
export const AMOUNT_ROW = /^[^:]{1,80}: \$\d[\d,]*(?:\.\d{2})?$/;
/** A bullet or a dash, which starts a list item wherever it is. */
const BULLET = /^\s*[-•*▪◦]/;

/**
 * Whether `next` starts a list item, read after `last` (the line before it) in `block` (the block so far). A number
 * or a letter ("(14)", "2.", "(b)") starts one only where a list can start: after a sentence, a colon or a semicolon,
 * or in a run of items; after a word it goes on with the sentence ("at least fourteen\n(14) days' notice").
 */
export function startsListItem(block: string, last: string, next: string): boolean {
  if (!LIST_ITEM.test(next)) return false;
  if (BULLET.test(next) || !block) return true;
  return ENDS_SENTENCE.test(last) || LIST_ITEM.test(block);
}

export function isCapsHeading(line: string): boolean {
  if (line.length > 120) return false;
  const letters = line.replace(/[^A-Za-z]/g, "");
  return letters.length >= 3 && letters === letters.toUpperCase();
}

/** The text before a period ends with an abbreviation ("Fla.", "Inc.") or an initial ("John A."), not a sentence. */
export function endsWithAbbreviation(before: string): boolean {
  const word = /(?:^|[\s(])([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return true;
  // An initial ("John A. Smith") or a dotted abbreviation ("U.S.", "a.m.").
  return /^[A-Z]$/.test(word) || /^(?:[a-z]\.)+[a-z]$/i.test(word);
}
