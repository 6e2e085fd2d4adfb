/**
 * A long sentence that ends with a period and the moment it counts from says the period first and the moment in a
 * sentence of its own: "You must object in writing to this deduction within 15 days from the time you get this
 * notice." → "You must object in writing to this deduction within 15 days." "The 15 days count from the time you get
 * this notice." A moment said as a clause ("after you move out", "after this notice is delivered to you") counts
 * "from when" it happens. Only at the end of the sentence, with nothing after the moment (no comma but a date's, no
 * clause after "and" or "or" that would leave it unclear what the moment belongs to), and with a first piece that stands alone.
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";
import { findVerb } from "./verb-check";

const PERIOD =
  /^(.+?\bwithin\s+(\d+|one|two|three|five|seven|ten|fifteen|twenty|thirty)\s+((?:calendar\s+|business\s+|working\s+)?(?:days?|months?|hours?|weeks?)))\s+(after|from|of)\s+(.+?)\.?$/i;
/** After "of", only a moment: "within 30 days of the date of this letter", "of getting this notice". */
const OF_MOMENT =
  /^(?:the (?:date|day|time|receipt|delivery|service|mailing|posting)\b|receipt\b|service\b|getting\b|receiving\b)/i;
/** A moment said as a clause: a subject of a few words, then its verb ("you move out", "this notice is delivered"). */
const CLAUSE_OPENER = /^(?:you|we|they|he|she|it|i|the|this|that|your|our|my|its|their|written|[A-Z][\w'’]*)\b/;
/** The first piece must be a clause that can stand: it has its own verb. */
const LEFT_VERB = /\b(?:must|will|may|shall|can|have|has|is|are|should)\b/i;

/** "…within 5 days after this notice or the landlord will sue": a new clause after "and"/"or" is not the moment's. */
const GOES_ON = /\b(?:and|or)\s+(?:(?:the|your|this|my|our)\s+)?(?:[\w'’]+\s+){0,2}?(?:will|must|may|shall|can|should)\b/i;

const MIN_LEFT_WORDS = 6;
/** Only a long sentence: up to this many words, the period and its moment stay together. */
const MAX_WHOLE_WORDS = 20;
/** A moment: a day or a time, getting or serving a paper ("the sale of the vehicle" is an event, not a moment). */
const MOMENT = /^(?:the (?:date|day|time)\b|(?:the )?(?:receipt|delivery|service|mailing|posting)\b|getting\b|receiving\b)/i;
const MIN_MOMENT_WORDS = 3;

/** "The 15 days count from the time you get this notice.", "The 20 calendar days count from when this summons is served on you." */
function countsFrom(count: string, unit: string, moment: string, clause: boolean): string {
  const plural = !/^(?:1|one)$/i.test(count);
  const name = `period-count${plural ? "" : "s"}-from${clause ? "-when" : ""}` as const;
  return fillSentence(name, { count, unit: unit.replace(/\s+/g, " "), moment: moment.trim() });
}

export function splitCountFrom(sentence: string): [string, string] | undefined {
  if (countWords(sentence) <= MAX_WHOLE_WORDS) return undefined;
  const match = PERIOD.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", count = "", unit = "", link = "", moment = ""] = match;
  // A date's comma ("May 1, 2026") is part of the moment; any other comma, "and" or "or" means it goes on.
  const masked = moment.replace(/(\d),\s+(?=\d{4}\b)/g, "$1 ");
  if (/[,;:()]|\b(?:but|unless|except|if|until|while)\b/i.test(masked) || GOES_ON.test(masked)) return undefined;
  if (countWords(moment) < MIN_MOMENT_WORDS || countWords(left) < MIN_LEFT_WORDS) return undefined;
  if (!LEFT_VERB.test(left)) return undefined;
  // Unbalanced parentheses or quotes: the period is inside an aside.
  if ((left.match(/\(/g) ?? []).length !== (left.match(/\)/g) ?? []).length) return undefined;
  if ((left.match(/["“”]/g) ?? []).length % 2 === 1) return undefined;
  if (link.toLowerCase() === "of" && !OF_MOMENT.test(moment)) return undefined;
  const clause = !MOMENT.test(moment) && CLAUSE_OPENER.test(moment) && findVerb(moment, 4) !== undefined;
  if (!clause && !MOMENT.test(moment)) return undefined;
  return [`${left.trim()}.`, countsFrom(count, unit, moment, clause)];
}

/**
 * A long duty to stop, or not to act, until something happens says the duty, then how long it lasts: "If you write
 * to us by April 20, 2026, we must stop collection on any amount you dispute until we send you information that shows
 * you owe the debt." → "… we must stop collection on any amount you dispute." "This lasts until we send you
 * information that shows you owe the debt." Only a duty to stop, hold, keep or not do something, and an "until" that
 * opens a clause of its own (a subject, then its verb) and ends the sentence.
 */
const UNTIL =
  /^(.*\b(?:must|will|may|shall|can|cannot)\s+(?:not\s+|also\s+)?(?:stop|suspend|pause|hold|keep|cease)\b.*?)\s+until\s+(.+?)\.?$/i;
const MIN_UNTIL_LEFT_WORDS = 10;

export function splitUntil(sentence: string): [string, string] | undefined {
  if (countWords(sentence) <= MAX_WHOLE_WORDS) return undefined;
  const match = UNTIL.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", clause = ""] = match;
  if (countWords(left) < MIN_UNTIL_LEFT_WORDS || countWords(clause) < 4) return undefined;
  if (/[,;:()]/.test(clause.replace(/(\d),\s+(?=\d{4}\b)/g, "$1 ")) || /\buntil\b/i.test(clause)) return undefined;
  if (!CLAUSE_OPENER.test(clause) || findVerb(clause, 3, true) === undefined) return undefined;
  if ((left.match(/\(/g) ?? []).length !== (left.match(/\)/g) ?? []).length) return undefined;
  return [`${left.trim()}.`, fillSentence("lasts-until", { clause: clause.trim() })];
}

/**
 * "You have 20 calendar days after this summons is served on you to file a written response with the clerk." → "You
 * have 20 calendar days to file a written response with the clerk." "The 20 calendar days count from when this
 * summons is served on you." The moment sits between the period and what is to be done in it.
 */
const HAVE_PERIOD =
  /^(.*?\b(?:have|has|get|gets)\s+(\d+|one|two|three|five|seven|ten|fifteen|twenty|thirty)\s+((?:calendar\s+|business\s+|working\s+)?(?:days?|months?|hours?|weeks?)))\s+(after|from)\s+(.+?)\s+(to\s+(?:file|respond|answer|pay|object|move|serve|ask|appear|cure|dispute|request|reply|send|fix|correct|leave)\b.+?)\.?$/i;

export function splitHavePeriod(sentence: string): [string, string] | undefined {
  if (countWords(sentence) <= MAX_WHOLE_WORDS) return undefined;
  const match = HAVE_PERIOD.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", count = "", unit = "", , moment = "", todo = ""] = match;
  const masked = moment.replace(/(\d),\s+(?=\d{4}\b)/g, "$1 ");
  if (/[,;:()]|\b(?:but|unless|except|if|until|while|and|or)\b/i.test(masked)) return undefined;
  if (countWords(moment) < MIN_MOMENT_WORDS || countWords(todo) < 3) return undefined;
  const clause = !MOMENT.test(moment) && CLAUSE_OPENER.test(moment) && findVerb(moment, 4) !== undefined;
  if (!clause && !MOMENT.test(moment)) return undefined;
  return [`${left.trim()} ${todo.trim()}.`, countsFrom(count, unit, moment, clause)];
}

/**
 * A request to pay or give two things says the second in a sentence of its own: "(3) Pay to the Clerk of the Court the
 * rent the complaint claims, and any rent that becomes due until the lawsuit is over." → "(3) Pay to the Clerk of the
 * Court the rent the complaint claims." "Also pay any rent that becomes due until the lawsuit is over." Only a numbered
 * step of a list of things to do (it opens with its number, then the verb), and a second thing that is "any …" or "all …".
 */
const SECOND_THING =
  /^((?:\(?[0-9a-z]{1,3}[.)]\s+)(Pay|Give|Send|Return|Bring|Mail|Deliver|Deposit)\b.+?),?\s+and\s+((?:any|all)\s+.+?)\.?$/;
const MIN_FIRST_THING_WORDS = 8;

export function splitSecondThing(sentence: string): [string, string] | undefined {
  const match = SECOND_THING.exec(sentence.trim());
  if (!match) return undefined;
  const [, first = "", verb = "", second = ""] = match;
  if (countWords(first) < MIN_FIRST_THING_WORDS || countWords(second) < 3) return undefined;
  // "Pay the rent and any late fee, or move out": the sentence goes on past the second thing.
  if (/[;:]|,\s+(?:or|and)\b|\b(?:or|and)\s+(?:move|leave|give|pay)\b/i.test(second)) return undefined;
  if ((first.match(/\(/g) ?? []).length !== (first.match(/\)/g) ?? []).length) return undefined;
  return [`${first.trim()}.`, fillSentence("also-give", { verb: verb.toLowerCase(), thing: second.trim() })];
}
