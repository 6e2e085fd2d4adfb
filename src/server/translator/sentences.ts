/**
 * Text into blocks (paragraphs, headings, list items) and blocks into sentences. Text from a PDF or a Word file
 * breaks lines in the middle of sentences: a line is joined to the next unless it ends a sentence, is a heading
 * in capitals, or the next line starts a list item.
 */

export interface Block {
  /** A heading (a short line in capitals, or a short line ending with a colon and no sentence before it). */
  heading: boolean;
  sentences: string[];
}

/** Words whose period does not end a sentence. */
const ABBREVIATIONS = new Set(
  (
    "mr mrs ms dr st stat stats fla no nos inc co corp ltd llc jr sr e.g i.e etc vs v ave blvd rd apt ste sec art " +
    "p.a n.a a.m p.m u.s u.s.c c.f.r gen prac jud admin r civ p sm cl app ch fed reg dept govt assn bros cir ct " +
    "jan feb mar apr jun jul aug sep sept oct nov dec approx est ex para pp pg tel fax attn op ord res supp ann"
  ).split(" "),
);

const LIST_ITEM = /^\s*(?:[-•*▪◦]|\(?[0-9]{1,3}[.)]|\(?[a-z][.)]\s|\([ivx]{1,5}\)|[A-Z][.)]\s)/;
const ENDS_SENTENCE = /[.!?:;]["'”’)]*$/;

function isCapsHeading(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && line.length <= 120;
}

/**
 * A short line followed by a capitalized one is a line of its own (an address, a "To:" line, a signature), not
 * part of a sentence that runs on: text lines of a page are longer.
 */
function endsShortLine(current: string, next: string): boolean {
  const last = current.slice(current.lastIndexOf("\n") + 1);
  return (last.length < 45 && /^[A-Z0-9(]/.test(next) && !/[,-]$/.test(last)) || /^[A-Z][\w .'-]{0,30}:\s/.test(next);
}

/** Lines joined into blocks; blank lines, headings and list items start new ones. */
export function toBlocks(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .replace(/[\u200b\ufeff]/g, "")
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim());
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) blocks.push(current.trim());
    current = "";
  };
  for (const line of lines) {
    if (!line) {
      flush();
      continue;
    }
    if (
      current &&
      (LIST_ITEM.test(line) ||
        isCapsHeading(line) ||
        isCapsHeading(current) ||
        ENDS_SENTENCE.test(current) ||
        endsShortLine(current, line))
    ) {
      flush();
    }
    // A word hyphenated across two lines is put back together ("obli-\ngations").
    current = current.endsWith("-") && /^[a-z]/.test(line) ? current.slice(0, -1) + line : current ? `${current} ${line}` : line;
  }
  flush();
  return blocks;
}

function endsWithAbbreviation(before: string): boolean {
  const word = /(?:^|[\s(])([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return true;
  // An initial ("John A. Smith") or a dotted abbreviation ("U.S.", "a.m.").
  return /^[A-Z]$/.test(word) || /^(?:[a-z]\.)+[a-z]$/i.test(word);
}

/** One block into sentences: a period, question or exclamation mark followed by a space and a capital or digit. */
export function splitSentences(block: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]+["'”’)\]]*\s+(?=["'“‘(]?[A-Z0-9§$])/g;
  for (const match of block.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = block.slice(start, match.index);
    if (match[0].startsWith(".") && endsWithAbbreviation(before)) continue;
    // "Section 5." or "1." at the start of an item is a number, not the end of a sentence.
    if (/^\s*(?:\(?[0-9]{1,3}|[A-Za-z]|[ivx]{1,5})$/.test(before)) continue;
    sentences.push(block.slice(start, end).trim());
    start = end;
  }
  const rest = block.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function isHeading(block: string): boolean {
  if (isCapsHeading(block) && !/[.!?]$/.test(block)) return true;
  return block.length <= 80 && !/[.!?;,]$/.test(block) && block.split(/\s+/).length <= 10 && !LIST_ITEM.test(block);
}

export function parseBlocks(text: string): Block[] {
  return toBlocks(text).map((block) => ({ heading: isHeading(block), sentences: splitSentences(block) }));
}
