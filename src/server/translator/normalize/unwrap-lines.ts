/**
 * Lines into blocks (paragraphs, headings, list items): text from a PDF or a Word file, or pasted from either,
 * breaks lines in the middle of sentences, words and values. A line joins the next unless it ends a sentence, is a
 * heading in capitals or a short line of its own (an address, a signature), or the next line starts a list item or
 * a label ("TO: …"); a value or a word broken over the two lines is put back together first.
 */
import { valueJoint } from "./broken-values";
import { hyphenJoint } from "./hyphenation";
import { AMOUNT_ROW, endsWithAbbreviation, isCapsHeading, startsListItem } from "./line-shapes";
import { textShape, type TextShape } from "./text-width";

type Joint = "break" | "space" | "tight" | "drop-hyphen";

const LABEL = /^[A-Z][\w .'’-]{0,30}:\s/;
/** A line without a letter or a digit: a rule across the page, a signature's blank. */
const RULE = /^[^\p{L}\p{N}]+$/u;
const SIGNATURE_BLANK = /_{4,}/;
const PHONE_LINE = /^\(\d{3}\) ?\d{3}-\d{4}$/;
const SENTENCE_END = /[.!?]["'”’)]*$/;
/** A line ending with one of these words goes on in the next. */
const GOES_ON =
  /(?:[,\-–—&]|\b(?:and|or|of|the|to|a|an|in|on|at|by|for|with|from|that|as|is|are|be|your|my|our|their|this|than|under|per|if|not))$/i;

/** Words that go on a sentence from the line before ("… WITHOUT FURTHER NOTICE\nOR HEARING THEREON."). */
const GOES_ON_FROM = /^(?:and|or|of|the|to|in|on|at|by|for|with|from|that|than|unless|until|without|within)\b/i;

/**
 * A short line in capitals after a full line in capitals is a heading of its own, unless it ends the sentence
 * that line began (a full stop, and a line that goes on, or a word that goes on from it).
 */
function headingAfter(last: string, next: string, shape: TextShape): boolean {
  if (next.length >= shape.shortLine) return false;
  return !(SENTENCE_END.test(next) || GOES_ON.test(last) || GOES_ON_FROM.test(next));
}

function jointOf(current: string, last: string, next: string, shape: TextShape, paper: string): Joint {
  const value = valueJoint(current, last, next);
  if (value) return value;
  const hyphen = hyphenJoint(last, next, paper);
  if (hyphen) return hyphen === "keep" ? "tight" : "drop-hyphen";
  if (startsListItem(current, last, next)) return "break";
  // A table's row of an amount is a line of its own, unless the row's label began on the line before.
  if (AMOUNT_ROW.test(last) || (AMOUNT_ROW.test(next) && !GOES_ON.test(last) && !/\([^)]*$/.test(current))) return "break";
  // A telephone number on a line of its own under a letterhead's or a signature's address.
  if (PHONE_LINE.test(next) && !GOES_ON.test(last) && !/\b(?:tel|telephone|phone|fax)\.?$/i.test(last)) return "break";
  // A rule ("-----", "_____") is a line of its own, and so is a signature line with its blank ("By: ____ Clerk").
  if (RULE.test(last) || RULE.test(next) || SIGNATURE_BLANK.test(next)) return "break";
  // A line that fills the column goes on in the next, whatever that one starts with.
  const full = last.length >= shape.width * 0.85;
  if (!full && LABEL.test(next)) return "break";
  if (isCapsHeading(current) || isCapsHeading(next)) {
    // A paragraph in capitals wrapped over several lines is one block; a heading is a line of its own. A line ending
    // with a word that goes on ("… THOSE CHARGES ARE NOT"), before capitals that end the sentence, is wrapped even
    // where lines are not cut at one column.
    const goesOn = /\p{L}$/u.test(last) && GOES_ON.test(last) && isCapsHeading(next) && SENTENCE_END.test(next);
    const wrapped =
      (full || goesOn) && !/[.!?:;]["'”’)]*$/.test(last) && !(isCapsHeading(next) && headingAfter(last, next, shape));
    return wrapped ? "space" : "break";
  }
  if (/^\p{Ll}/u.test(next)) return "space";
  if (SENTENCE_END.test(last) && !(last.endsWith(".") && endsWithAbbreviation(last.slice(0, -1)))) {
    // A sentence that ends at the end of a full line is followed by the next one of the same paragraph.
    return full && /^["'“(]?[A-Z0-9$§]/.test(next) ? "space" : "break";
  }
  if (/[:;]["'”’)]*$/.test(last)) return "break";
  if (last.length < shape.shortLine && /^[A-Z0-9(]/.test(next) && !GOES_ON.test(last)) return "break";
  return "space";
}

export function unwrapLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .replace(/[\u200b\u00ad\ufeff]/g, "")
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim());
  const shape = textShape(lines);
  const paper = text.toLowerCase();
  const blocks: string[] = [];
  let current = "";
  let last = "";
  for (const line of lines) {
    if (!line) {
      if (current) blocks.push(current);
      current = "";
      continue;
    }
    const joint: Joint = current ? jointOf(current, last, line, shape, paper) : "break";
    if (joint === "break") {
      if (current) blocks.push(current);
      current = line;
    } else if (joint === "tight") {
      current += line;
    } else if (joint === "drop-hyphen") {
      current = current.slice(0, -1) + line;
    } else {
      current += ` ${line}`;
    }
    last = line;
  }
  if (current) blocks.push(current);
  return blocks;
}
