/**
 * The last guard between typed text and the page. The fonts draw Latin (with Vietnamese), Greek and Cyrillic
 * letters, and the wizard refuses any other (printable-charset.ts), so this only matters for answers stored
 * before that check: rather than print a blank box, a letter no font has is written without its accent, or as
 * "?" when it has no plain form. Typography the fonts lack prints as its equivalent (PRINTED_AS); control
 * characters go; tabs become spaces; line breaks are kept.
 */
import { PRINTED_AS } from "@shared/documents/printable-charset";

const PLAIN = /^[\x20-\x7e\n]*$/;
const COMBINING_MARK = /\p{M}/u;

export function printableText(text: string, covered: Set<number>): string {
  // A section sign stays on the line of its number ("§ 95.11"), as citations are set.
  const normalized = text
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(/(§+) (?=\S)/g, "$1\u00a0");
  if (PLAIN.test(normalized)) return normalized;
  let out = "";
  for (const char of normalized.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || covered.has(code)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (COMBINING_MARK.test(char))
      continue; // an accent no font has: its letter prints without it
    else out += PRINTED_AS[char] ?? withoutAccents(char, covered);
  }
  return out;
}

function withoutAccents(char: string, covered: Set<number>): string {
  const parts = [...char.normalize("NFD")].filter((part) => !COMBINING_MARK.test(part));
  const plain = parts.join("");
  return plain && [...plain].every((part) => covered.has(part.codePointAt(0)!)) ? plain : "?";
}
