/**
 * Letter-spaced text, as a PDF's title often comes out of it: "N O T I C E  T O  T E N A N T" → "NOTICE TO TENANT",
 * "$ 1 , 4 2 5 . 0 0" → "$1,425.00". A line is read as spaced out when it has a run of at least four single
 * characters with single spaces between them; its runs are closed up, and a wider gap stays the space between words.
 */

const LONG_RUN = /(?<!\S)(?:\S ){3,}\S(?!\S)/u;
const RUN = /(?<!\S)(?:\S ){1,}\S(?!\S)/gu;

/** Single letters in a run that are words of their own ("a", "I") make it ordinary text, not spaced-out text. */
const looksSpaced = (run: string) => /\p{Lu}.*\p{Lu}|\p{N}.*\p{N}/u.test(run) || run.replace(/ /g, "").length >= 6;

function closeUp(line: string): string {
  const long = LONG_RUN.exec(line);
  if (!long || !looksSpaced(long[0])) return line;
  return line
    .replace(RUN, (run) => run.replace(/ /g, ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

export function collapseSpacedLetters(text: string): string {
  return text
    .split("\n")
    .map((line) => closeUp(line))
    .join("\n");
}
