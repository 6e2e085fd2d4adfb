/**
 * A long "If you…, …" sentence as a question and its answer: "If you file a motion to have the Court decide the
 * rent, you must at once contact the judge's office…" → "Do you file a motion to have the Court decide the rent?"
 * "Then you must at once contact the judge's office…". Only a condition on "you" that asks plainly: "If you are…"
 * → "Are you…?", "If you have been served…" → "Have you been served…?", "If you can…" → "Can you…?"; a negative or
 * past condition ("If you do not pay…", "If you paid…") stays as written.
 */
import { isEverydayVerb } from "./everyday-verbs";
import { countWords } from "./readability";

/** Verbs of wanting and thinking that open conditions, beside the verbs of duties. */
const MORE_VERBS = new Set("admit agree believe disagree intend need owe own plan think want wish".split(" "));
const MIN_SENTENCE_WORDS = 22;
const MIN_CONDITION_WORDS = 5;

const maskDates = (text: string) => text.replace(/(\d),(\s+\d{4}\b)/g, "$1\uE001$2");
const unmask = (text: string) => text.replace(/\uE001/g, ",");

function question(verb: string, next: string, rest: string): string | undefined {
  const lower = verb.toLowerCase();
  if (next === "not" || /n't$/.test(lower)) return undefined;
  if (lower === "are" || lower === "can" || lower === "will")
    return `${verb[0]!.toUpperCase()}${lower.slice(1)} you ${next} ${rest}`;
  if (lower === "have" && /^(?:been|\w+(?:ed|en))$/.test(next)) return `Have you ${next} ${rest}`;
  // "If you have already paid" → "Have you already paid?", never "Do you have already paid?".
  if (lower === "have" && /^(?:already|just|ever|recently)$/.test(next)) {
    return /^(?:been|paid|sent|made|\w+(?:ed|en))\b/.test(rest) ? `Have you ${next} ${rest}` : undefined;
  }
  if (isEverydayVerb(lower) || MORE_VERBS.has(lower) || lower === "have") return `Do you ${lower} ${next} ${rest}`;
  return undefined;
}

/** "If you …, main": the condition up to its first comma, or, before "please", a condition holding a list. */
const SHAPES = [
  /^(\(?[a-z0-9]{1,3}[.)]\s+)?If you (\w+) (\w+)\s*([^,]*?),\s+(.+)$/,
  // "If you have questions about this notice, the inspection, or your deposit, please call…": a list in the condition.
  /^(\(?[a-z0-9]{1,3}[.)]\s+)?If you (\w+) (\w+)\s*((?:(?!\b(?:if|when|unless)\b)[^;:])*?),\s+(please .+)$/,
];

/** The main clause must have its own subject and verb ("…, you must…", "…, the landlord may…") or ask ("…, please…"). */
const MAIN_CLAUSE =
  /^(?:please\b|(?:you|we|they|it|the \w+|[A-Z][\w'’]*(?: [A-Z][\w'’]*)?|a \w+) (?:\w+ )?(?:must|may|will|can|should|is|are|has|have)\b)/i;

/** "Then we will then stop…": the main clause's own "then" goes, the question's "Then" says it. */
const thenClause = (main: string) => `Then ${main.replace(/\b(will|must|may|can|should|shall) then\b/i, "$1")}`;

function askShape(sentence: string, shape: RegExp): string[] | undefined {
  const match = shape.exec(maskDates(sentence));
  if (!match) return undefined;
  const [, marker = "", verb = "", next = "", rest = "", main = ""] = match;
  if (countWords(`${verb} ${next} ${rest}`) < MIN_CONDITION_WORDS || /[()"“”]/.test(rest)) return undefined;
  // "If you write to us by April 20, 2026, …" is a deadline, not a question to ask.
  if (/\b(?:by|within|before|after|until)\b/.test(`${next} ${rest}`) && /\d/.test(rest)) return undefined;
  // "…, or if you have already paid, …" is a second condition, not the main clause.
  if (/^(?:or|and|but|nor)\b/i.test(main) || !MAIN_CLAUSE.test(main)) return undefined;
  const asked = question(verb, next, rest.trim());
  if (!asked) return undefined;
  return [unmask(`${marker}${asked.trim()}?`), unmask(thenClause(main))];
}

/** "If you A, or if you B, please call…": two conditions, each asked, before what to do. */
const TWO_CONDITIONS = /^(\(?[a-z0-9]{1,3}[.)]\s+)?If you (\w+) (\w+)\s*([^,]*?),\s+or if you (\w+) (\w+)\s*([^,]*?),\s+(.+)$/;
const MIN_EACH_CONDITION_WORDS = 3;

function askTwo(sentence: string): string[] | undefined {
  const match = TWO_CONDITIONS.exec(maskDates(sentence));
  if (!match) return undefined;
  const [, marker = "", verb1 = "", next1 = "", rest1 = "", verb2 = "", next2 = "", rest2 = "", main = ""] = match;
  const conditions = [`${verb1} ${next1} ${rest1}`, `${verb2} ${next2} ${rest2}`];
  if (conditions.some((condition) => countWords(condition) < MIN_EACH_CONDITION_WORDS || /[()"“”]/.test(condition))) {
    return undefined;
  }
  if (conditions.some((condition) => /\b(?:by|within|before|after|until)\b/.test(condition) && /\d/.test(condition))) {
    return undefined;
  }
  if (!MAIN_CLAUSE.test(main)) return undefined;
  const first = question(verb1, next1, rest1.trim());
  const second = question(verb2, next2, rest2.trim());
  if (!first || !second) return undefined;
  const or = `Or ${second[0]!.toLowerCase()}${second.slice(1)}`;
  return [unmask(`${marker}${first.trim()}?`), unmask(`${or.trim()}?`), unmask(thenClause(main))];
}

export function askCondition(sentence: string): string[] | undefined {
  if (countWords(sentence) < MIN_SENTENCE_WORDS) return undefined;
  const two = askTwo(sentence);
  if (two) return two;
  for (const shape of SHAPES) {
    const asked = askShape(sentence, shape);
    if (asked) return asked;
  }
  return undefined;
}
