/**
 * Key points in another language than English (the translator explains an English paper in Spanish).
 * Without a model nothing is translated word for word: each key point the engine picked (key-points.ts) is told again
 * with the server catalog's sentences (locales/<language>/server.json, translator.explain.*), chosen by what the
 * paper's sentence says — who must or may act, what to do (pay, move out, answer…), which money, what happens if
 * not — and with every amount, date, time, period and percentage of that sentence. Amounts, dates and times are
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
import { repeatWindows } from "./repeat-window";

type Rule = readonly [name: string, pattern: RegExp];

/** What the sentence asks or allows someone to do (translator.explain.actions.*), in this order. */
const ACTIONS: readonly Rule[] = [
  ["registry", /\bregistry of the court\b|\bcourt registry\b/i],
  ["pay", /\b(?:pay|pays|paid|paying|payment|payable|remit\w*)\b/i],
  [
    "vacate",
    /\b(?:vacate|move out|surrender\w*|deliver(?:ing)? (?:up )?possession|possession of the (?:premises|dwelling|unit|property)|quit)\b/i,
  ],
  ["cure", /\b(?:cure|cured|correct(?:ed)? the|remedy the|stop the (?:violation|noncompliance))\b/i],
  [
    "respond",
    /\b(?:written (?:response|answer|defenses?)|file (?:a |an |your )?(?:written )?(?:response|answer)|respond|answer (?:the|this) (?:complaint|summons))\b/i,
  ],
  ["appear", /\b(?:appear|attend|pretrial conference|pre-trial conference|hearing)\b/i],
  ["dispute", /\bdisput\w*/i],
  ["verify", /\b(?:verification|validation|name and address of the original creditor)\b/i],
  ["notify", /\b(?:notify|written notice|give (?:the )?(?:landlord |tenant )?notice)\b/i],
  ["repair", /\b(?:repair\w*|maintain\w*|keep the (?:premises|dwelling|unit))\b/i],
  ["terminate", /\bterminat\w*|\bend (?:the|this) (?:lease|rental agreement|tenancy)\b/i],
  ["enter", /\benter (?:the|your|any|tenant's) (?:home|premises|dwelling|unit|apartment)\b|\bentry\b/i],
  ["sign", /\bsign(?:s|ed|ing)?\b/i],
  ["contact", /\b(?:contact|call us|call the)\b/i],
];

/** What the money is for (translator.explain.topics.*). */
const TOPICS: readonly Rule[] = [
  ["rent", /\brent(?:al)?\b/i],
  ["lateFee", /\blate (?:fee|charge)s?\b/i],
  ["deposit", /\bdeposit\b/i],
  ["attorneyFees", /\battorney'?s?'?\s+fees?\b/i],
  ["courtCosts", /\bcourt costs?\b|\bfiling fee/i],
  ["debt", /\b(?:debt|balance|owe[sd]?|owing|account)\b/i],
  ["interest", /\binterest\b/i],
  ["damages", /\bdamages?\b/i],
  ["fee", /\b(?:fee|fees|charge|charges)\b/i],
];

/** What follows if the reader does not act (translator.explain.outcomes.*). */
const OUTCOMES: readonly Rule[] = [
  ["eviction", /\bevict\w*|\bmove you out\b|\bremove you\b/i],
  ["writ", /\bwrit\b/i],
  ["termination", /\bterminat\w*|\bend (?:the|this) (?:lease|rental)/i],
  ["lateFees", /\blate (?:fee|charge)s?\b/i],
  ["defaultJudgment", /\bdefault judgment\b/i],
  ["judgment", /\b(?<!default )judgment\b/i],
  [
    "lawsuit",
    /\b(?:lawsuit|legal action|legal proceedings|court case|(?:file|start|begin|commence)\w* (?:a |this )?(?:suit|case))\b/i,
  ],
  ["creditReport", /\bcredit (?:report|bureau)\w*/i],
  ["garnishment", /\bgarnish\w*/i],
  ["costs", /\bcourt costs?\b|\battorney'?s?'?\s+fees?\b/i],
  ["collection", /\bcollection agency\b|\brefer\w* (?:the |your |this )?account to an attorney\b/i],
  ["loss", /\bforfeit\w*|\blose\b|\b(?:be )?taken\b/i],
];

/** Who acts, by the words the paper calls each party (translator.explain.parties.*). */
const PARTIES: readonly Rule[] = [
  ["you", /\byou\b/i],
  ["tenant", /\b(?:tenants?|lessees?|residents?|occupants?)\b/i],
  ["landlord", /\b(?:landlords?|lessors?|owner|undersigned|management)\b/i],
  ["defendant", /\bdefendants?\b/i],
  ["plaintiff", /\bplaintiffs?\b/i],
  ["principal", /\bprincipal\b/i],
  ["agent", /\bagent\b/i],
  ["creditor", /\b(?:creditors?|debt collectors?|collectors?)\b/i],
];

const DUTY = /\b(?:must|shall|agrees? to|(?:is|are) required to|(?:is|are) responsible for|needs? to|ha(?:ve|s) to|will pay)\b/i;
const MAY = /\b(?:may|can|ha(?:s|ve) the right to|(?:is|are) entitled|do(?:es)? not have to|(?:is|are) not required)\b/i;

/** "shall have the right to", "may": a right even where a duty word comes first. */
const RIGHT_AFTER_DUTY = /^\s*(?:(?:have|has) the right|be entitled)\b/i;
/** "shall not be required": no duty to name. */
const NEGATED = /^\s*not\b/i;

const matching = (rules: readonly Rule[], text: string) =>
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

/** A sentence the engine calls a duty that grants a right: "Landlord shall have the right to enter", "Tenant may…". */
function isRightWorded(sentence: string): boolean {
  const may = MAY.exec(sentence);
  if (!may) return false;
  const duty = DUTY.exec(sentence);
  if (!duty || may.index < duty.index) return true;
  return RIGHT_AFTER_DUTY.test(sentence.slice(duty.index + duty[0].length));
}

function explainOne(point: PickedKeyPoint, words: ValueWords): string {
  const t = (key: string, values?: Record<string, unknown>) => say(`translator.explain.${key}`, values);
  const sentence = point.source.original;
  const values = distinct(findValues(sentence));
  // A period bounding a repeat ("repeated within 12 months") is said on its own, never as a date to act by.
  const repeats = new Set(repeatWindows(sentence).map((value) => `${value.kind}:${value.key}`));
  const repeatPeriods = values.filter((value) => repeats.has(`${value.kind}:${value.key}`));
  const when = values.filter((value) => WHEN_KINDS.has(value.kind) && !repeats.has(`${value.kind}:${value.key}`));
  const amounts = values.filter((value) => AMOUNT_KINDS.has(value.kind));
  const sections = values.filter((value) => value.kind === "section");
  const actions = matching(ACTIONS, sentence);
  const parts: string[] = [];
  let saidWhen = false;
  let saidAmounts = false;

  switch (point.kind) {
    case "deadline": {
      const whenText = words.when(when);
      parts.push(
        actions.length > 0
          ? t("deadlineFor", { actions: words.words("actions", actions, "disjunction"), when: whenText })
          : t("deadline", { when: whenText }),
      );
      saidWhen = true;
      break;
    }
    case "money": {
      const topics = matching(TOPICS, sentence);
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
      const base = point.kind === "right" || isRightWorded(sentence) ? "right" : "obligation";
      const verb = base === "right" ? MAY : DUTY;
      const verbMatch = verb.exec(sentence);
      const negated = verbMatch ? NEGATED.test(sentence.slice(verbMatch.index + verbMatch[0].length)) : false;
      const who = negated ? undefined : actor(sentence, verb);
      const whoText = who ? t(`parties.${who}`) : undefined;
      if (actions.length > 0) {
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
  if (!saidWhen && when.length > 0) parts.push(t("whenAlso", { when: words.when(when) }));
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
