/**
 * A sentence's total of amounts of one kind is of that kind, and its parts are not that kind alone: "We hold your
 * security deposit of $1,250.00 and pet deposit of $300.00, a total of $1,550.00" holds $1,550.00, and "rent of
 * $900.00 for May and $900.00 for June, for a total of $1,800.00" is $1,800.00 of rent.
 */
import type { AmountLabel } from "@shared/papers";

export interface PlacedAmount {
  label: AmountLabel | null;
  amount: number;
  /** Where the amount begins and ends in the paper's flat text. */
  start: number;
  end: number;
}

/** Words just before an amount that make it a total (compared lower case, without accents). */
const TOTAL_WORDS = /\b(?:total(?:ing|ling)?(?:\s+(?:of|amount))?|in\s+all|altogether|un\s+total\s+de|en\s+total)\s*:?\s*$/;
/** The end of a sentence between two amounts: a period, "!", "?" or ";" before a space (an amount's own period is not). */
const SENTENCE_END = /[.!?;](?:\s|$)/;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The amounts with each total of parts relabelled. `wordsBefore`: an amount's words before it, as amounts.ts reads
 * them. A part is an amount before the total in its sentence; the last two or more parts must add up to it and all be
 * of one label. `kindTotal`: what a total is on this kind of paper whatever its parts are (a judgment's is what it
 * awards, amount-labels.ts TOTAL_LABEL); parts of the total's own label are no longer read as that label.
 */
export function withTotalsOfParts(
  amounts: readonly PlacedAmount[],
  flat: string,
  wordsBefore: (amount: PlacedAmount) => string,
  kindTotal?: AmountLabel,
): PlacedAmount[] {
  const read = amounts.map((amount) => ({ ...amount }));
  read.forEach((total, index) => {
    if (!TOTAL_WORDS.test(wordsBefore(total))) return;
    let sum = 0;
    for (let first = index - 1; first >= 0; first--) {
      const part = read[first]!;
      if (SENTENCE_END.test(flat.slice(part.end, read[first + 1]!.start))) return;
      sum += cents(part.amount);
      if (sum > cents(total.amount)) return;
      if (sum !== cents(total.amount) || first === index - 1) continue;
      const parts = read.slice(first, index);
      const label = parts[0]!.label;
      if (label === null || parts.some((other) => other.label !== label)) return;
      total.label = kindTotal ?? label;
      for (const other of parts) if (other.label === total.label) other.label = null;
      return;
    }
  });
  return read;
}
