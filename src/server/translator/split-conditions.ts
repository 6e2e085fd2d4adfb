/**
 * A list of alternative conditions at the end of a sentence, one line each: "Landlord may enter at any time with
 * Tenant's consent, in case of emergency, or when Tenant has been absent for 7 days" → "Landlord may enter at any
 * time in any of these cases." "With Tenant's consent." "In case of emergency." "When Tenant has been absent for
 * 7 days." Only a list of three or more joined by a last ", or", each item opening with a word of condition, so the
 * sentence says the same: any one of them is enough.
 */
import { countWords } from "./readability";

const CONDITION_WORD = "(?:if|when|whenever|while|after|during|with|without|in case of|in the case of|to|upon)";
/** At least one item must be a condition proper: a list of "to…" or "with…" alone is a list of purposes or means. */
const TRUE_CONDITION = /^(?:if|when|whenever|in case of|in the case of)\s/i;
const OPENS_WITH_CONDITION = new RegExp(`^${CONDITION_WORD}\\s`, "i");
/** The head's last word of condition ("…at any time with Tenant's consent"); "to" after a verb is not one. */
const LAST_CONDITION = new RegExp(`^(.*)\\s((?!to\\b)${CONDITION_WORD})\\s[^,]*$`, "i");
const MIN_MAIN_WORDS = 5;

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const asLine = (text: string) => `${capitalize(text.trim().replace(/[.;,]+$/, ""))}.`;

export function splitConditions(sentence: string): string[] | undefined {
  const lastOr = /,\s+or\s+(?=\S)/g;
  const orMatch = [...sentence.matchAll(lastOr)].at(-1);
  if (!orMatch) return undefined;
  const lastItem = sentence.slice(orMatch.index + orMatch[0].length);
  if (!OPENS_WITH_CONDITION.test(lastItem) || /,/.test(lastItem)) return undefined;
  const before = sentence.slice(0, orMatch.index).split(/,\s+/);
  const items = [lastItem];
  // Earlier items, going back while each opens with a word of condition.
  while (before.length > 1 && OPENS_WITH_CONDITION.test(before.at(-1)!)) items.unshift(before.pop()!);
  const head = before.join(", ");
  if (/[()"“”]/.test(head.replace(/\([^()]*\)/g, "").replace(/["“][^"”]*["”]/g, ""))) return undefined;
  // The first item is the end of the head, from its last word of condition: "…at any time with Tenant's consent".
  const first = LAST_CONDITION.exec(head);
  if (!first) return undefined;
  const main = first[1]!;
  items.unshift(head.slice(main.length + 1));
  if (items.length < 3 || countWords(main) < MIN_MAIN_WORDS || /^(?:if|when|unless)\b/i.test(main)) return undefined;
  if (items.some((item) => countWords(item) < 2) || !items.some((item) => TRUE_CONDITION.test(item))) return undefined;
  return [`${main.trim()} in any of these cases.`, ...items.map(asLine)];
}

const ORDINALS = ["One", "Two", "Three", "Four"];
/** A date's comma ("May 31, 2026") masked, so it does not end a clause. */
const maskDates = (text: string) => text.replace(/(\d),(\s+\d{4}\b)/g, "$1\uE001$2");
const unmask = (text: string) => text.replace(/\uE001/g, ",");
const MAIN_CLAUSE = /^((?:the |your |this |my |our |any )?[\w'’]+(?: [A-Z][\w'’]*)?) (?:may|must|will|can|shall|is|are)\b/i;

/**
 * Two or more conditions joined before the main clause, as a list after it: "If Tenant does not move out by May 31,
 * 2026, and Landlord has not agreed in writing, Landlord may file a case" → "If both of these happen:" "One: Tenant
 * does not move out by May 31, 2026." "Two: Landlord has not agreed in writing." "Then Landlord may file a case."
 */
export function splitJoinedConditions(sentence: string): string[] | undefined {
  const masked = maskDates(sentence);
  const opening = /^(If|When)\s+/.exec(masked);
  if (!opening) return undefined;
  const parts = masked.slice(opening[0].length).split(/,\s+/);
  const conditions: string[] = [parts[0]!];
  let joiner = "";
  let i = 1;
  for (; i < parts.length - 1; i++) {
    const next = /^(and|or)\s+(?:(?:if|when)\s+)?(.*)$/.exec(parts[i]!);
    if (!next || (joiner && next[1] !== joiner)) break;
    joiner = next[1]!;
    conditions.push(next[2]!);
  }
  const main = parts.slice(i).join(", ");
  if (conditions.length < 2 || !MAIN_CLAUSE.test(main) || countWords(main) < MIN_MAIN_WORDS) return undefined;
  if (conditions.some((condition) => countWords(condition) < 3 || /[()"“”]/.test(condition))) return undefined;
  const which = joiner === "and" ? (conditions.length === 2 ? "both" : "all") : "any";
  return [
    `${opening[1]} ${which} of these ${joiner === "and" ? "happen" : "happens"}:`,
    ...conditions.map((condition, n) => unmask(`${ORDINALS[n] ?? n + 1}: ${condition.trim()}.`)),
    unmask(`Then ${main.trim().replace(/[.;]+$/, "")}.`),
  ];
}
