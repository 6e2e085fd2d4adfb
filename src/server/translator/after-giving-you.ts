/**
 * A condition trailing a long sentence: "The Board may charge a fine of $50.00 per day, after giving you at least 14
 * days' notice and a chance for a hearing." → "The Board may charge a fine of $50.00 per day." "First, you must be
 * given at least 14 days' notice and a chance for a hearing." Only "giving you", "sending you" and "mailing you", said
 * as what must come first for her, whoever does it.
 */
const AFTER_GIVING_YOU = /,\s+(?:but only\s+|only\s+)?after\s+(giving|sending|mailing)\s+you\s+([^,;]{6,}?)\.?$/;
const DONE: Record<string, string> = { giving: "given", sending: "sent", mailing: "mailed" };
const MIN_MAIN_WORDS = 6;

export function splitAfterGivingYou(sentence: string): string[] | undefined {
  const match = AFTER_GIVING_YOU.exec(sentence.trim());
  if (!match) return undefined;
  const main = sentence.trim().slice(0, match.index);
  if (main.split(/\s+/).length < MIN_MAIN_WORDS) return undefined;
  return [`${main}.`, `First, you must be ${DONE[match[1]!]!} ${match[2]!}.`];
}
