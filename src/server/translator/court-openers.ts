/**
 * A court's openers said on their own: "The Court finds that the Defendant was served on March 3, 2027 and …" →
 * "The court finds the following." "The Defendant was served on March 3, 2027 and …"; "The court orders: the
 * Plaintiff gets …" (order-phrases.ts) → "The court orders the following." "The Plaintiff gets …". Only when what
 * follows is itself a long clause with a verb: a short finding reads well as it is.
 */
import { countWords } from "./readability";
import { findVerb } from "./verb-check";
import { fillSentence } from "./sentence-templates";

const OPENER = /^(\(?[0-9]{1,3}[.)]\s+)?(?:The court (?:hereby )?(finds) that|The court (orders):)\s+(?=[a-z"“])(.+)$/i;
/** What follows must be long enough that the opener's own sentence shortens it. */
const MIN_REST_WORDS = 12;

export function splitCourtOpener(sentence: string): string[] | undefined {
  const match = OPENER.exec(sentence.trim());
  if (!match) return undefined;
  const [, marker = "", finds, orders, rest = ""] = match;
  if (countWords(rest) < MIN_REST_WORDS || findVerb(rest, 8) === undefined) return undefined;
  const opener = fillSentence(
    finds === undefined && orders !== undefined ? "court-orders-following" : "court-finds-following",
    {},
  );
  return [`${marker}${opener}`, rest[0]!.toUpperCase() + rest.slice(1)];
}
