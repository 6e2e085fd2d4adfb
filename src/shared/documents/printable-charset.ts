/**
 * Whether typed text can be printed in a document: every character must be one the document fonts can draw
 * (printable-ranges.ts, generated from the fonts). The wizard and the server refuse the rest with a plain
 * message, so nothing a person typed is ever dropped or changed in their papers. Tab, line feed and carriage
 * return are allowed; the other C0 control characters and broken surrogates are refused by safe-text.ts.
 */
import type { z } from "zod";
import { fieldMessage } from "./field-messages";
import { PRINTABLE_RANGES } from "./printable-ranges";

let starts: number[] | undefined;
let ends: number[] = [];

function parseRanges(): number[] {
  if (starts) return starts;
  starts = [];
  ends = [];
  for (const range of PRINTABLE_RANGES.split(" ")) {
    const [start, end = start] = range.split("-").map((hex) => parseInt(hex, 16));
    starts.push(start!);
    ends.push(end!);
  }
  return starts;
}

/**
 * Typography the fonts lack, printed as its plain equivalent rather than refused: the hyphens and spaces word
 * processors paste, line and paragraph separators, and invisible joiners (which draw nothing anyway).
 */
export const PRINTED_AS: Readonly<Record<string, string>> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "\u2014",
  ...Object.fromEntries(
    [..."\u2000\u2001\u2003\u2004\u2005\u2006\u2007\u2008\u200a\u202f\u205f\u3000"].map((space) => [space, " "]),
  ),
  "\u2028": "\n",
  "\u2029": "\n",
  "\u200c": "",
  "\u200d": "",
  "\u2060": "",
};

/** C0 controls and lone surrogates: refused by safe-text.ts with its own message. */
const isLeftToSafeText = (code: number) => code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);

/** True when the document fonts can draw the character with this code point. */
export function isPrintable(code: number): boolean {
  const rangeStarts = parseRanges();
  let low = 0;
  let high = rangeStarts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (code < rangeStarts[middle]!) high = middle - 1;
    else if (code > ends[middle]!) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * The characters of `text` no document font can draw, each once, in the order they first appear. Text is
 * compared as the documents print it (composed: "e" followed by a combining accent is "é").
 */
export function unsupportedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (!isPrintable(code) && !isLeftToSafeText(code) && !(char in PRINTED_AS)) found.add(char);
  }
  return [...found];
}

/** Characters that show nothing (controls, format characters, unusual spaces) are named by their code point. */
const INVISIBLE = /^[\p{C}\p{Z}]$/u;
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** "This letter cannot be printed: “X”. Please type it another way." (or the same for several letters): a message key. */
export function unprintableMessage(characters: readonly string[]): string {
  const letters = characters.map((char) => `“${INVISIBLE.test(char) ? codePoint(char) : char}”`).join(", ");
  return fieldMessage(characters.length === 1 ? "unprintableOne" : "unprintableMany", { letters });
}

/** A zod refinement for a text answer: `schema.superRefine(refuseUnprintable)`. */
export function refuseUnprintable(value: string, ctx: z.RefinementCtx): void {
  const characters = unsupportedCharacters(value);
  if (characters.length > 0) ctx.addIssue({ code: "custom", message: unprintableMessage(characters) });
}
