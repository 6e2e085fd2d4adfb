/**
 * A ", which" clause with a subject of its own about a sum just named: "Resident has paid a security deposit of
 * $1,000.00, which Owner must hold in a separate account at Gulf Bank." → "Resident has paid a security deposit of
 * $1,000.00." "Owner must hold the security deposit in a separate account at Gulf Bank." The thing is named again in
 * place of "which"; only after "<the|a|an|your> <thing> of $<amount>", and only with a verb that takes the sum as its
 * object (hold, keep, return, pay, refund, deduct, apply, use, deposit, credit, send).
 */
import { countWords } from "./readability";

const WHICH_OWN_SUBJECT =
  /^(.*?\b(?:the|a|an|your|its|their|any)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+of\s+\$[\d,]+(?:\.\d{2})?),\s+which\s+((?:the\s+)?[A-Z][\w'’]*|you|we|they|either party|each party|the [a-z]+)\s+(must|will|may|shall|can|should)\s+(?:also\s+)?(hold|keep|return|pay|refund|deduct|apply|use|deposit|credit|send)\s+(.+)$/;
const MIN_LEFT_WORDS = 5;

export function splitWhichOwnSubject(sentence: string): string[] | undefined {
  const match = WHICH_OWN_SUBJECT.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", thing = "", subject = "", helper = "", verb = "", rest = ""] = match;
  if (countWords(left) < MIN_LEFT_WORDS) return undefined;
  const who = subject[0]!.toUpperCase() + subject.slice(1);
  return [`${left}.`, `${who} ${helper} ${verb} the ${thing} ${rest}`];
}
