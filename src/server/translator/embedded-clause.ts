/**
 * A clause set off by commas between a subject and its verb, lifted out: "Your security deposit of $1,000.00, which is
 * held in a trust account at Capital Bank, will be returned within 15 days." → "Your security deposit of $1,000.00
 * will be returned within 15 days." "Your security deposit is held in a trust account at Capital Bank." Only when the
 * subject opens the sentence, names one thing ("the", "your", a name; never "a", "any", "each"), and the clause starts
 * with its verb ("which is…", "who signed…"): "which you signed" has a subject of its own and stays. Cutting the
 * sentence at ", which" instead would leave "…will be returned" without a subject.
 */
import { countWords } from "./readability";

const MIN_SENTENCE_WORDS = 16;
const MAX_SUBJECT_WORDS = 10;

/** The subject: one thing named, no comma, no verb. */
const SUBJECT_START = /^(?:the|this|that|these|those|your|my|our|his|her|their|its|[A-Z][\w'’.-]*)\b/;
const QUANTIFIED = /^(?:a|an|any|each|every|no|all|some|if|when|unless|while|although|because|after|before|once|since)\b/i;
const HELPING = "(?:will|would|must|may|might|shall|should|can|could|is|are|was|were|has|have|had|does|do|did)";
const HAS_VERB = new RegExp(`\\b${HELPING}\\b`, "i");
const IRREGULAR_PAST =
  "(?:began|became|took|gave|made|held|paid|sent|came|went|left|kept|got|brought|bought|told|said|sold|found|met|ran|wrote|spoke|saw)";
/** The clause's own verb comes first: "which is held", "who inspected", "which includes". */
const CLAUSE_VERB = new RegExp(
  `^(?:${HELPING}|includes|requires|allows|means|shows|states|contains|covers|lists|explains|applies|remains|[a-z]+ed|${IRREGULAR_PAST})\\b`,
);
/** The main clause goes on with the subject's verb. */
const MAIN_VERB = new RegExp(
  `^(?:${HELPING}|includes|requires|allows|means|shows|states|contains|covers|applies|remains|becomes|says|gives|[a-z]{3,}[^s\\W]s(?=\\s+(?:this|the|a|an|your|all|any|each|its|their|our|my)\\b))\\b`,
);
/** Where the subject's name ends and its description begins: "Your security deposit | of $1,000.00". */
const DESCRIPTION = /\s+(?:of|at|in|on|for|from|with|under|to|by|dated|located|known as|\()\s*/;

/** "May 31, 2026" and "$1,000.00" keep their commas out of the search. */
const maskDates = (text: string) => text.replace(/(\d),(\s+\d{4}\b|\d{3}\b)/g, "$1\uE003$2");
const unmask = (text: string) => text.replace(/\uE003/g, ",");

function shortName(subject: string): string {
  const cut = DESCRIPTION.exec(subject);
  return cut && cut.index > 0 ? subject.slice(0, cut.index) : subject;
}

const endSentence = (text: string) => {
  const trimmed = text.trim().replace(/[,;:]+$/, "");
  return /[.!?]["'”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

export function liftEmbeddedClause(sentence: string): string[] | undefined {
  if (countWords(sentence) < MIN_SENTENCE_WORDS) return undefined;
  const masked = maskDates(sentence.trim());
  const match = /^([^,;:"“”]+),\s+(which|who)\s+([^;:]+?),\s+(.+)$/.exec(masked);
  if (!match) return undefined;
  const [, subject = ""] = match;
  let [, , , clause = "", rest = ""] = match;
  // "The merchandise, which is a sofa, a dining set and a mattress, secures…": the clause ends where the verb comes.
  for (let more = /^([^;:]+?),\s+(.+)$/.exec(rest); more && !MAIN_VERB.test(rest); more = /^([^;:]+?),\s+(.+)$/.exec(rest)) {
    clause = `${clause}, ${more[1]!}`;
    rest = more[2]!;
  }
  if (!SUBJECT_START.test(subject) || QUANTIFIED.test(subject) || HAS_VERB.test(subject)) return undefined;
  if (countWords(subject) > MAX_SUBJECT_WORDS || (subject.match(/\(/g) ?? []).length !== (subject.match(/\)/g) ?? []).length) {
    return undefined;
  }
  if (!CLAUSE_VERB.test(clause) || countWords(clause) < 3 || !MAIN_VERB.test(rest) || countWords(rest) < 3) return undefined;
  const main = `${subject} ${rest}`;
  const aside = `${shortName(subject)} ${clause}`;
  return [unmask(endSentence(main)), unmask(endSentence(aside))];
}
