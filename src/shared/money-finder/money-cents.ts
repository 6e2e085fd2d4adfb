/**
 * Exact money for the money finder: amounts travel as strings of dollars ("1234.50") and are added up in whole
 * cents, so no total ever shows a floating-point crumb.
 */

/** The largest amount a record may hold: $10 million, far above any unclaimed account a person would track. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** "$1,234.5" or "1234.50" → 123450; anything else (negative, three decimals, words) → undefined. */
export function parseAmountCents(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_AMOUNT_CENTS ? cents : undefined;
}

/** 123450 → "1234.50". */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** The exact total of amounts given as strings; an unreadable one counts as zero. */
export function sumAmountsCents(amounts: readonly string[]): number {
  return amounts.reduce((total, amount) => total + (parseAmountCents(amount) ?? 0), 0);
}
