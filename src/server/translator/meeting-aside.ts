/**
 * A board's meeting said between the board and its vote, lifted out: "The Board of Directors, at a noticed meeting
 * held on September 28, 2027, voted to charge a fine of $100.00 per day, …" → "The Board of Directors voted to charge a
 * fine of $100.00 per day, …" "The vote was at a noticed meeting held on September 28, 2027." Only a board's meeting
 * with its date, and only before "voted" or "decided", whose noun ("the vote", "the decision") names what was done
 * there.
 */
import { fillSentence } from "./sentence-templates";

const MEETING =
  /^(.*?\b(?:[Tt]he|[Ii]ts|[Oo]ur|[Tt]his) (?:Association's )?(?:Board(?: of Directors)?|Committee)),\s+at (a|an|its|the) ((?:[a-z]+\s+){0,3}meeting(?: of the Board)?) held on ((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}),\s+(voted|decided)\b(.+)$/;

/** [the sentence without the meeting, the meeting as a sentence], or undefined when it has no such meeting. */
export function moveMeeting(sentence: string): [string, string] | undefined {
  const match = MEETING.exec(sentence);
  if (!match) return undefined;
  const [, board, article, meeting, date, verb, rest] = match;
  const noun = verb === "voted" ? "vote" : "decision";
  return [`${board} ${verb}${rest}`, fillSentence("made-at-meeting", { noun, meeting: `${article} ${meeting}`, date: date! })];
}
