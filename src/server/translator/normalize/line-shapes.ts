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
