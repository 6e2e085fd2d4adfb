/**
 * Key points in another language than English (the translator explains an English paper in Spanish).
 * Without a model nothing is translated word for word: each key point the engine picked (key-points.ts) is told again
 * with the server catalog's sentences (locales/<language>/server.json, translator.explain.*), chosen by what the
 * paper's sentence says — who must or may act, what to do (pay, move out, answer…), which money, what happens if
 * not, read with the reviewed words of content/plain-words/key-point-words.yaml — and with every amount, date, time,
 * period and percentage of that sentence; a day that is not hers to act by (whose-days.ts) is only named. Amounts, dates and times are
 * copied exactly as the paper writes them (a date gets its Spanish reading in parentheses after it); periods are
 * said in the language ("3 días"), which the values check (values.ts) reads as the same period. Each point keeps its
 * plain-English sentence (`quote`), so the reader can find it in her paper.
 */
import { intlLocale, type ChoosableLanguage } from "@shared/i18n/languages";
import type { KeyPointJson } from "@shared/translations";
import { say } from "../interface-text";
import { inLanguage } from "../request-language";
import type { PickedKeyPoint } from "./key-points";
import { findValues, lostValues, type FoundValue } from "./values";
import { frequencies, repeatWindows, valuesToActBy } from "./values-to-act-by";
import { whoseDays } from "./whose-days";
import { keyPointWords, type KeyPointRule } from "./key-point-words";
import {
  clauseAt,
  HOURS,
  LIMIT_AFTER,
  LIMIT_BEFORE,
  lastMatch,
  MODAL,
  NEGATED_MODAL,
  OTHER_SIDE,
  otherSideActs,
  READER_SIDE,
} from "./key-point-clauses";

const ACTIONS = keyPointWords("actions");
const TOPICS = keyPointWords("topics");
const OUTCOMES = keyPointWords("outcomes");
const PARTIES = keyPointWords("parties");
/** The parties of the other side (PARTIES' names). */
const OTHER_PARTIES = new Set(["landlord", "plaintiff", "creditor"]);

const DUTY =
  /\b(?:must|shall|should|agrees? to|(?:is|are) required to|(?:is|are) responsible for|needs? to|ha(?:ve|s) to|will pay)\b/i;
/** "may", never the month ("May 1") nor a possibility ("may be removed", "you may be held liable"). */
const MAY =
  /\b(?:(?:may|can)\b(?!\s+(?:\d|be\b|have\b(?!\s+the right)))|ha(?:s|ve) the right to\b|(?:is|are) entitled\b|do(?:es)? not have to\b|(?:is|are) not required\b)/i;

/** "shall have the right to", "shall recover", "may": a right even where a duty word comes first. */
const RIGHT_AFTER_DUTY = /^\s*(?:(?:have|has) the right|be entitled|recover)\b/i;
/** "shall not be required", "may not condition": no duty or right whose actions can be listed. */
const NEGATED = /^\s*not\b/i;

/**
 * What a deadline's sentence lets the key point say: the actions of the clause that holds its first date or period
 * (what comes before it, and a purpose right after it: "by April 20, 2026, to dispute"), and whether it is safe to
 * call them hers. Not when the clause's doer is the other side ("Landlord may enter … upon 12 hours' notice", "the
 * balance will be mailed to you within 30 days"), when its verb is negated ("we may not contact you before 8:00
 * a.m."), or when the period is a limit ("for more than 14 days"): then the general template.
 */
function deadlineReading(sentence: string, when: readonly FoundValue[]): { actions: string[]; safe: boolean; hours: boolean } {
  const first = when[0]!;
  if (when.every((value) => value.kind === "time") && HOURS.test(sentence)) return { actions: [], safe: false, hours: true };
  const { start, end } = clauseAt(sentence, first.index);
  const clause = sentence.slice(start, end);
  const before = sentence.slice(start, first.index);
  const after = sentence.slice(first.index + first.text.length, end);
  const otherActs = otherSideActs(clause);
  const limit = LIMIT_BEFORE.test(before) || LIMIT_AFTER.test(after);
  const safe = !otherActs && !limit && !NEGATED_MODAL.test(clause);
  // What follows the date up to the event it counts from ("after the date these papers were given to you") is no action.
  // "You have 20 calendar days after this summons is served on you to file a written response": what to do comes after
  // the event, said with "to".
  const purpose = /\bha(?:ve|s)\s+(?:only\s+)?$/i.test(before)
    ? (/\bto\s+(?!you\b|him\b|her\b|them\b)\w+[^;]*/i.exec(after)?.[0] ?? "")
    : (after.split(/\b(?:after|from|following|prior to|before|of)\b/i)[0] ?? "");
  const actions = safe ? matching(ACTIONS, `${before} ${purpose}`) : [];
  // "… is terminated effective May 31, 2026, and you are required to vacate … on or before that date": the date's
  // own clause names no action of hers, a later clause of hers that points back to it does.
  if (safe) {
    for (const match of sentence.matchAll(BACK_TO_DATE)) {
      if (match.index < end) continue;
      const other = clauseAt(sentence, match.index);
      const text = sentence.slice(other.start, match.index);
      const otherModal = MODAL.exec(text);
      const otherSubject = otherModal ? text.slice(0, otherModal.index) : "";
      if (!otherModal || lastMatch(READER_SIDE, otherSubject) < 0 || NEGATED_MODAL.test(text)) continue;
      if (lastMatch(OTHER_SIDE, otherSubject) > lastMatch(READER_SIDE, otherSubject)) continue;
      for (const action of matching(ACTIONS, text)) if (!actions.includes(action)) actions.push(action);
    }
  }
  return { actions, safe, hours: false };
}

/** "on or before that date", "by that day": a later clause acting by the date said before. */
const BACK_TO_DATE = /\b(?:on or before|by|before|no later than)\s+(?:that|this|such|said|the same)\s+(?:date|day|time)\b/gi;

const matching = (rules: readonly KeyPointRule[], text: string) =>
  rules.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

/** The party named last before the verb that says what someone must or may do. */
function actor(sentence: string, verb: RegExp): string | undefined {
  const at = verb.exec(sentence)?.index;
  if (at === undefined) return undefined;
  const before = sentence.slice(0, at);
  let best: { name: string; index: number } | undefined;
  for (const [name, pattern] of PARTIES) {
    for (const match of before.matchAll(new RegExp(pattern.source, "gi"))) {
      if (!best || match.index > best.index) best = { name, index: match.index };
    }
  }
  return best?.name;
}

const PERIOD_KEY = /^(\d+) (?:(business|calendar|court|working|full) )?(day|hour|week|month|year)$/;

/** Every value of a sentence, as the key point says it. */
class ValueWords {
  constructor(private readonly language: ChoosableLanguage) {}

  private t = (key: string, values?: Record<string, unknown>) => say(`translator.explain.${key}`, values);

  private list(items: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
    return new Intl.ListFormat(intlLocale(this.language), { type }).format(items);
  }

  date(value: FoundValue): string {
    const [year, month, day] = value.key.split("-");
    const monthIndex = Number(month) - 1;
    const dayNumber = Number(day);
    const date = new Date(Date.UTC(year === "----" ? 2000 : Number(year), monthIndex, dayNumber));
    if (date.getUTCMonth() !== monthIndex || date.getUTCDate() !== dayNumber) return value.text;
    const options: Intl.DateTimeFormatOptions = {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
      ...(year === "----" ? {} : { year: "numeric" }),
    };
    return this.t("dateInLanguage", {
      written: value.text,
      date: new Intl.DateTimeFormat(intlLocale(this.language), options).format(date),
    });
  }

  period(value: FoundValue): string {
    const parts = PERIOD_KEY.exec(value.key);
    if (!parts) return value.text;
    const count = Number(parts[1]);
    const period = this.t(`period.${parts[3]}`, { count });
    // "3 business days" → "3 días hábiles", "1 full week" → "1 semana completa": the qualifier agrees with its unit
    // (its context) and the count (_one/_other); a unit without its own form falls back to "{{period}} <qualifier>".
    return parts[2] ? this.t(`period.${parts[2]}`, { period, count, context: parts[3] }) : period;
  }

  money(value: FoundValue): string {
    if (value.kind === "percent") return `${value.key}%`;
    // "$1,275.00" as written; "1,275.00 dollars" keeps its figures behind a dollar sign.
    return value.text.startsWith("$") ? value.text : `$${value.text.replace(/\s+(?:dollars|usd)$/i, "")}`;
  }

  when(values: readonly FoundValue[]): string {
    return this.list(
      values.map((value) => {
        if (value.kind === "date") return this.date(value);
        if (value.kind === "period") return this.period(value);
        if (value.kind === "ordinal") return this.t("dayOfMonth", { day: value.key, written: value.text });
        return value.text;
      }),
    );
  }

  amounts(values: readonly FoundValue[]): string {
    return this.list(values.map((value) => this.money(value)));
  }

  words(group: string, names: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
    return this.list(
      names.map((name) => this.t(`${group}.${name}`)),
      type,
    );
  }
}

const WHEN_KINDS = new Set(["date", "time", "period", "ordinal"]);
const AMOUNT_KINDS = new Set(["money", "percent"]);
/** What a key point in another language must keep of its sentence (names and sections are not required). */
const KEPT_KINDS = new Set([...WHEN_KINDS, ...AMOUNT_KINDS]);

/** Each value once, in the order of the sentence. */
function distinct(values: readonly FoundValue[]): FoundValue[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = `${value.kind}:${value.key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A sentence the engine calls a duty that grants a right: "Landlord shall have the right to enter", "Tenant may…".
 * Not a "may" in another clause than the duty ("Any animal may be removed by Owner, and Resident shall be responsible").
 */
function isRightWorded(sentence: string): boolean {
  const may = MAY.exec(sentence);
  const duty = DUTY.exec(sentence);
  if (duty && RIGHT_AFTER_DUTY.test(sentence.slice(duty.index + duty[0].length))) return true;
  if (!may) return false;
  if (!duty) return true;
  return may.index < duty.index && clauseAt(sentence, may.index).end > duty.index;
}

/** What each amount is for: the topics named near it (within its clause's reach), never elsewhere in the sentence. */
function topicsNear(sentence: string, amounts: readonly FoundValue[]): string[] {
  const near = amounts.flatMap((value) => {
    const { start, end } = clauseAt(sentence, value.index);
    return [
      sentence.slice(start, end),
      sentence.slice(Math.max(0, value.index - 60), Math.min(sentence.length, value.index + value.text.length + 40)),
    ];
  });
  return TOPICS.filter(([, pattern]) => near.some((text) => pattern.test(text))).map(([name]) => name);
}

function explainOne(point: PickedKeyPoint, words: ValueWords): string {
  const t = (key: string, values?: Record<string, unknown>) => say(`translator.explain.${key}`, values);
  const sentence = point.source.original;
  const values = distinct(findValues(sentence));
  const keyOf = (value: FoundValue) => `${value.kind}:${value.key}`;
  // A period bounding a repeat ("repeated within 12 months") is said on its own, never as a date to act by; a recited
  // date ("a letter dated March 30") or a rent measure ("2 months' rent") is only named.
  const repeats = new Set(repeatWindows(sentence).map(keyOf));
  const toActBy = new Set(valuesToActBy(sentence).map(keyOf));
  const repeatPeriods = values.filter((value) => repeats.has(keyOf(value)));
  const timed = values.filter((value) => WHEN_KINDS.has(value.kind) && !repeats.has(keyOf(value)));
  // The other side's days, a limit, what may follow and the past (whose-days.ts) are only named, never hers to act by.
  const hers = new Set(
    whoseDays(sentence)
      .filter((day) => day.whose === "hers")
      .map((day) => keyOf(day.value)),
  );
  const actBy = timed.filter((value) => toActBy.has(keyOf(value)));
  const ownDays = actBy.some((value) => hers.has(keyOf(value)));
  // A deadline without a day of hers is told with the general words, never as her date (below).
  const isWhen = (value: FoundValue) =>
    toActBy.has(keyOf(value)) && (hers.has(keyOf(value)) || (point.kind === "deadline" && !ownDays));
  const when = timed.filter(isWhen);
  // "$640.00 every two weeks", "once every 60 days": how often, said as such.
  const often = new Set(frequencies(sentence).map(keyOf));
  const frequent = timed.filter((value) => often.has(keyOf(value)));
  const mentioned = timed.filter((value) => !isWhen(value) && !often.has(keyOf(value)));
  const amounts = values.filter((value) => AMOUNT_KINDS.has(value.kind));
  const sections = values.filter((value) => value.kind === "section");
  const parts: string[] = [];
  let saidWhen = false;
  let saidAmounts = false;

  switch (point.kind) {
    case "deadline": {
      if (when.length === 0) break;
      const whenText = words.when(when);
      const reading = deadlineReading(sentence, when);
      if (reading.hours) parts.push(t("hours", { when: whenText }));
      else if (!reading.safe || !ownDays) parts.push(t("deadlineGeneral", { when: whenText }));
      else
        parts.push(
          reading.actions.length > 0
            ? t("deadlineFor", { actions: words.words("actions", reading.actions, "disjunction"), when: whenText })
            : t("deadline", { when: whenText }),
        );
      saidWhen = true;
      break;
    }
    case "money": {
      const topics = topicsNear(sentence, amounts);
      // "fee" only when no more precise kind of fee was named.
      const named = topics.filter(
        (topic) => topic !== "fee" || !topics.some((other) => ["lateFee", "attorneyFees", "courtCosts"].includes(other)),
      );
      const amountText = words.amounts(amounts);
      parts.push(
        named.length > 0
          ? t("moneyFor", { topics: words.words("topics", named), amounts: amountText })
          : t("money", { amounts: amountText }),
      );
      saidAmounts = true;
      break;
    }
    case "consequence": {
      if (repeatPeriods.length > 0) break;
      const outcomes = matching(OUTCOMES, sentence);
      parts.push(
        outcomes.length > 0 ? t("consequence", { outcomes: words.words("outcomes", outcomes) }) : t("consequenceGeneral"),
      );
      break;
    }
    case "right":
    case "obligation": {
      const rightWorded = isRightWorded(sentence);
      // "The landlord must return the deposit within 15 days": her right is their duty, said as theirs.
      const theirDuty =
        point.kind === "right" && !rightWorded && !MAY.test(sentence) && OTHER_PARTIES.has(actor(sentence, DUTY) ?? "");
      const base = (point.kind === "right" || rightWorded) && !theirDuty ? "right" : "obligation";
      // "shall have the right to", "shall be entitled": a right said with a duty word.
      const verb = base === "right" && MAY.test(sentence) ? MAY : DUTY;
      const verbMatch = verb.exec(sentence);
      // "shall not park, store, or repair": the actions it names are what she must NOT do; none is listed.
      const negated = verbMatch ? NEGATED.test(sentence.slice(verbMatch.index + verbMatch[0].length)) : false;
      const who = negated ? undefined : actor(sentence, verb);
      const whoText = who ? t(`parties.${who}`) : undefined;
      // The actions of the verb's own clause ("may not condition my treatment, payment … on whether I sign" says no
      // duty to pay or sign); none when a verb of that clause is negated.
      const clause = verbMatch ? clauseAt(sentence, verbMatch.index) : { start: 0, end: sentence.length };
      const clauseText = sentence.slice(clause.start, clause.end);
      const actions = NEGATED_MODAL.test(clauseText) ? [] : matching(ACTIONS, clauseText);
      if (actions.length > 0 && !negated) {
        const actionText = words.words("actions", actions);
        parts.push(whoText ? t(`${base}Of`, { who: whoText, actions: actionText }) : t(base, { actions: actionText }));
      } else {
        parts.push(whoText ? t(`${base}GeneralOf`, { who: whoText }) : t(`${base}General`));
      }
      break;
    }
  }
  if (repeatPeriods.length > 0) {
    const outcomes = matching(OUTCOMES, sentence);
    const within = words.when(repeatPeriods);
    parts.push(
      outcomes.length > 0
        ? t("repeatWithin", { when: within, outcomes: words.words("outcomes", outcomes) })
        : t("repeatWithinGeneral", { when: within }),
    );
  }
  if (!saidAmounts && amounts.length > 0) parts.push(t("amountsAlso", { amounts: words.amounts(amounts) }));
  if (!saidWhen && when.length > 0) {
    // Beside an amount, a duty or a right: hours are hours ("no noise between 10:00 p.m. and 8:00 a.m."), and a period
    // of the other side or a limit ("will be mailed to you within 30 days") is only named, never her date to act by.
    const reading = deadlineReading(sentence, when);
    const key =
      reading.hours || when.every((value) => value.kind === "time") ? "hoursAlso" : reading.safe ? "whenAlso" : "mentioned";
    parts.push(t(key, { when: words.when(when) }));
  }
  if (frequent.length > 0) parts.push(t("often", { when: words.when(frequent) }));
  if (mentioned.length > 0) parts.push(t("mentioned", { when: words.when(mentioned) }));
  if (sections.length > 0) parts.push(t("sections", { sections: sections.map((value) => value.text).join(", ") }));
  // A value that ends in a full stop ("5:00 p.m.") ends the sentence too.
  return parts.join(" ").replace(/\.\.(?=\s|$)/g, ".");
}

/** What a key point written from `sentence` lost of it: the amounts, dates, times, periods and percentages. */
export function lostKeyValues(sentence: string, text: string): FoundValue[] {
  return lostValues(sentence, text).filter((value) => KEPT_KINDS.has(value.kind));
}

/**
 * The picked key points told in `language`, each checked against its sentence: one that would lose a value is left
 * out (never returned with a value lost, and never a reason to refuse the paper; the plain version still has it).
 */
export function explainKeyPoints(picked: readonly PickedKeyPoint[], language: ChoosableLanguage): KeyPointJson[] {
  return inLanguage(language, () => {
    const words = new ValueWords(language);
    return picked.flatMap((point) => {
      const text = explainOne(point, words);
      // Each value of the sentence is said once; the check counts each value of the sentence once too.
      if (lostKeyValues(distinctText(point.source.original), text).length > 0) return [];
      return [{ kind: point.kind, text, quote: point.text }];
    });
  });
}

/** The sentence's kept values, each once: what a key point must hold at least once. */
function distinctText(sentence: string): string {
  return distinct(findValues(sentence).filter((value) => KEPT_KINDS.has(value.kind)))
    .map((value) => value.text)
    .join(" · ");
}
