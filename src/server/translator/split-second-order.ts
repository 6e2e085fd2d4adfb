/**
 * An order with two duties, "… orders the sheriff of … to A and to B" (a writ of possession: "to remove all persons
 * from … and to put Plaintiff in possession of it …"), said as two sentences: "… orders the sheriff of … to A." "The
 * sheriff must also B." Only when the one ordered is named by a noun after "the", "each", "every" or "all" (never a
 * pronoun), and each duty is long enough to stand as a sentence.
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const ORDER =
  /^(.*?\b(?:orders|commands|directs)\s+(?:the|each|every|all)\s+([a-z]+)\b(?:(?!\band to\b)[^.;])*?\sto\s(?:(?!\band to\b)[^;])+?),?\s+and to\s+([a-z]+\b[^;]+?)\.?$/i;
const MIN_DUTY_WORDS = 4;

export function splitSecondOrder(sentence: string): string[] | undefined {
  const match = ORDER.exec(sentence.trim());
  if (!match) return undefined;
  const [, first = "", noun = "", second = ""] = match;
  if (countWords(second) < MIN_DUTY_WORDS || countWords(first) < MIN_DUTY_WORDS * 2) return undefined;
  const who = `The ${noun.toLowerCase()}`;
  return [`${first}.`, fillSentence("must-also", { who, what: second })];
}
