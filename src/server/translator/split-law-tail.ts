/**
 * The law a sentence ends on, "…, as Section 83.575, Florida Statutes, requires.", said after it: "… Section 83.575,
 * Florida Statutes, requires this." The law keeps its own verb ("requires", "provides", "allows"), so the sentence says
 * no more and no less than the paper. Only at the end of a sentence long enough to hold a clause of its own. A rule
 * named before what is asked ("…moves the Clerk under Florida Rule of Civil Procedure 1.500(a) to enter a default…")
 * likewise: "…moves the Clerk to enter a default…" "This is under Florida Rule of Civil Procedure 1.500(a)."
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const LAW_TAIL =
  /,\s+as\s+((?:Florida\s+Statutes\s+)?(?:Sections?|§|Chapter|Rule|Article)\s+[\w.()§-]+(?:,\s+(?:Florida Statutes|Fla\.\s+Stat\.))?),?\s+(requires|provides|allows|permits|says|states|describes)\.?$/;
const MIN_LEFT_WORDS = 6;

/** " under Florida Rule of Civil Procedure 1.500(a) to enter…": the rule, then an infinitive. */
const LAW_BEFORE_ASK =
  /\s+under\s+((?:Florida\s+)?(?:(?:Small\s+Claims\s+)?Rules?(?:\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})?|Sections?|§)\s+[\d.]+[\w.()]*(?:,\s+Florida Statutes,)?)\s+(?=to\s+[a-z]+\s)/;

function splitLawBeforeAsk(sentence: string): string[] | undefined {
  const match = LAW_BEFORE_ASK.exec(sentence);
  if (!match) return undefined;
  const main = `${sentence.slice(0, match.index)} ${sentence.slice(match.index + match[0].length)}`;
  if (countWords(main) < MIN_LEFT_WORDS * 2) return undefined;
  const law = fillSentence("law-line", { law: match[1]!.replace(/,$/, "") });
  // "… as required by law. Here are the reasons." (a motion's "and states:"): the law goes before its reasons.
  const end = /\.\s+(?=[A-Z][^.]*\.$)/.exec(main);
  return end && countWords(main.slice(end.index)) <= 5
    ? [main.slice(0, end.index + 1), law, main.slice(end.index + end[0].length)]
    : [main, law];
}

export function splitLawTail(sentence: string): string[] | undefined {
  const match = LAW_TAIL.exec(sentence.trim());
  if (!match) return splitLawBeforeAsk(sentence.trim());
  const left = sentence.trim().slice(0, match.index);
  if (countWords(left) < MIN_LEFT_WORDS) return undefined;
  // "Section 83.575, Florida Statutes, requires this.": the law's name set off by commas on both sides.
  const law = /,\s/.test(match[1]!) ? `${match[1]!},` : match[1]!;
  return [`${left}.`, fillSentence("law-says-this", { law, verb: match[2]! })];
}
