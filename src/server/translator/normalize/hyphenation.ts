/**
 * A word broken at the end of a line with a hyphen. Typesetting breaks "obli-" + "gations": the hyphen goes. A
 * browser breaks a hyphenated word after its hyphen ("non-" + "refundable", "Miami-" + "Dade"): the hyphen stays.
 * Which one it was is told by the rest of the paper (the word written whole or with its hyphen elsewhere), by a
 * capital after the hyphen, and by the prefixes that take one.
 */

export type HyphenJoint = "keep" | "drop";

const TAKES_HYPHEN =
  /^(?:non|self|well|half|full|cross|anti|multi|semi|post|vice|step|great|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|attorney|court|law|day|month|year|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|first|second|third|all)$/i;

/** How "…head-" at the end of a line and the next line join, if the line ends with a broken word; `paper` in lower case. */
export function hyphenJoint(last: string, next: string, paper: string): HyphenJoint | undefined {
  const head = /(?<![-\w])([A-Za-z]+(?:-[A-Za-z]+)*)-$/.exec(last)?.[1];
  if (!head) return undefined;
  if (/^[\p{Lu}\d]/u.test(next)) return "keep";
  const tail = /^\p{Ll}+/u.exec(next)?.[0];
  if (!tail) return undefined;
  const lastPart = head.slice(head.lastIndexOf("-") + 1);
  if (paper.includes(`${lastPart}-${tail}`.toLowerCase())) return "keep";
  if (paper.includes(`${lastPart}${tail}`.toLowerCase())) return "drop";
  return TAKES_HYPHEN.test(lastPart) || head.includes("-") ? "keep" : "drop";
}
