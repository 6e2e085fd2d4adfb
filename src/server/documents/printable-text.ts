/**
 * People type names the font subset cannot draw (Vietnamese, Polish...). Rather than print blank boxes in a court
 * paper, each such letter is written without its accent ("Nguyễn" becomes "Nguyen"), or as "?" when it has no
 * plain form. Control characters go; tabs become spaces; line breaks are kept.
 */
const FALLBACKS: Record<string, string> = {
  "Đ": "D", "đ": "d", "Ł": "L", "ł": "l", "Ħ": "H", "ħ": "h", "Ŧ": "T", "ŧ": "t",
  "ı": "i", "Œ": "OE", "œ": "oe", "Ŋ": "N", "ŋ": "n", "‐": "-", "‑": "-", "‒": "-",
};

const PLAIN = /^[\x20-\x7e\n]*$/;
const COMBINING_MARK = /\p{M}/u;

export function printableText(text: string, covered: Set<number>): string {
  // A section sign stays on the line of its number ("§ 95.11"), as citations are set.
  const normalized = text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(/(§+) (?=\S)/g, "$1\u00a0");
  if (PLAIN.test(normalized)) return normalized;
  let out = "";
  for (const char of normalized.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || covered.has(code)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += FALLBACKS[char] ?? withoutAccents(char, covered);
  }
  return out;
}

function withoutAccents(char: string, covered: Set<number>): string {
  const parts = [...char.normalize("NFD")].filter((part) => !COMBINING_MARK.test(part));
  const plain = parts.join("");
  return plain && [...plain].every((part) => covered.has(part.codePointAt(0)!)) ? plain : "?";
}
