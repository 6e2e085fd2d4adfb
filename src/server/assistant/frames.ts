/**
 * A question's frame: the facts in it that decide which passages may answer it, read before passages compete.
 * Which court (small claims or county court), which side she is on (tenant or landlord, debtor or creditor,
 * plaintiff or defendant) and which paper she names. The cues are data (content/<language>/assistant/frames.yml);
 * an amount above the small claims limit puts the case in county court. A passage carries the facets it is about
 * (its topic file's `frame`, and its own `<!-- {…} -->` line); a passage that names another value of a facet the
 * question settled contradicts the question and does not compete.
 */
import { SMALL_CLAIMS } from "@shared/florida/law";
import { hasPhrase, normalizeText } from "./search-terms";

export interface FacetValue {
  /** The option's words in a clarifying question: "Small claims (up to $8,000)". */
  label: string;
  /** A phrase that settles the facet when added to a question: "in small claims court". */
  say: string;
  cues: readonly string[];
}

export interface Facet {
  /** The clarifying question: "Is your case in small claims court … or in county court?" */
  ask: string;
  values: Readonly<Record<string, FacetValue>>;
}

export interface FrameCues {
  facets: Readonly<Record<string, Facet>>;
  /** The facet and value an amount above the small claims limit settles (county court). */
  overLimit: { facet: string; value: string };
  /**
   * The facet and value an amount within the small claims limit settles (small claims), only when the question
   * also settles every facet of `when` (she is suing or being sued), none of the facts of `unless` (a landlord's
   * case, or a tenant's being sued, may be an eviction, in county court whatever the rent owed; a tenant suing for
   * her deposit is not), names none of `unlessNamed` (an eviction, whoever asks) and names no court itself.
   */
  withinLimit?: {
    facet: string;
    value: string;
    when: readonly string[];
    unless: readonly Readonly<Record<string, string>>[];
    unlessNamed?: readonly string[];
  };
  /**
   * Facts that follow from others: a tenant being sued is, far more often than not, being evicted. Each settles
   * `then` when the question settles every facet value of `when`, none of `unless` (a tenant who moved out is sued
   * for damages, not evicted), and leaves the facet of `then` open.
   */
  implies?: readonly {
    when: Readonly<Record<string, string>>;
    unless?: Readonly<Record<string, string>>;
    then: Readonly<Record<string, string>>;
  }[];
  /** Words before an amount that mean "above it": "more than $8,000". */
  moreThan: readonly string[];
  /**
   * Per facet, phrases that ask which value it is ("what court handles evictions, small claims?"): a question with
   * one names a value as a guess, not a fact, so the facet stays open.
   */
  asking?: Readonly<Record<string, readonly string[]>>;
  /**
   * Per facet, values a passage may answer only when the question names them: a passage written to landlords does
   * not answer a question that does not say she is the landlord (she is far more often the tenant).
   */
  onlyWhenNamed?: Readonly<Record<string, readonly string[]>>;
  /**
   * Facets that only set aside the passages that contradict them: a passage that fits one is not favoured for it
   * (the other party she deals with: a debt collector's passage does not answer what a landlord did, but naming a
   * collector does not make every collector passage outrank a debt lawsuit's).
   */
  setAsideOnly?: readonly string[];
  /**
   * Per facet, values that mark a later stage than others: a question naming both is at the later one (a tenant
   * holding the sheriff's writ is past the 3-day notice she also names), so the earlier values are dropped.
   */
  supersedes?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /**
   * Facets a passage presumes of her situation (that she missed a date or a deadline): a passage naming one answers
   * surely only a question that names it too; otherwise it is offered as unsure, beside the closest topics.
   */
  presumes?: readonly string[];
}

/** Facet → the values the question or passage names. */
export type Frame = ReadonlyMap<string, ReadonlySet<string>>;

/** A passage's own facets as written in content: one value or a list each; "any" leaves the facet open. */
export type FrameTags = Readonly<Record<string, string | readonly string[] | undefined>>;

export function tagsToFrame(...layers: (FrameTags | undefined)[]): Frame {
  const frame = new Map<string, Set<string>>();
  for (const layer of layers) {
    for (const [facet, value] of Object.entries(layer ?? {})) {
      if (value === undefined) continue;
      const values = [value].flat().map(String);
      if (values.includes("any")) frame.delete(facet);
      else frame.set(facet, new Set(values));
    }
  }
  return frame;
}

/**
 * Amounts written with "$", "dollars"/"dólares", "k", "mil" or "thousand": "$12,000", "9500 dollars", "9k", "14 thousand"; or a bare
 * number right after "for", "owe" or "por" ("sued for 9500"), unless it reads as a year.
 */
const AMOUNT =
  /(\$\s*)?(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?\s*(k\b|mil\b|grand\b|thousand\b)?\s*(dollars|dolares|dólares|bucks)?/giu;

/**
 * Words after which a bare number is an amount of money: "sued for 9500", "i owe 12000", "paid him 12000", "me debe
 * 9500", "owes me 2000"; and "for"/"por" ("sue my contractor for 12000") unless a unit follows ("for 30 days") or
 * the number reads as a year ("sued for 2019 rent").
 */
const BARE_AMOUNT_AFTER = [
  "owe",
  "owes",
  "owed",
  "owes me",
  "owe me",
  "owed me",
  "paid",
  "paid him",
  "paid her",
  "paid them",
  "lent",
  "lent him",
  "lent her",
  "loaned",
  "loaned him",
  "loaned her",
  "worth",
  "por",
  "debo",
  "debe",
  "me debe",
  "le debo",
  "pague",
  "le pague",
  "preste",
  "le preste",
];
const BARE_AMOUNT_OR_YEAR_AFTER = ["for", "por"];

/** Words after a bare number that say it counts something other than money: "for 30 days", "por 2 meses". */
const NOT_MONEY_AFTER =
  /^\s*(?:%|percent|por ?ciento|days?|business days?|weeks?|months?|years?|yrs?|hours?|hrs?|minutes?|times?|people|persons?|pages?|units?|apartments?|dias?|días?|semanas?|mes(?:es)?|años?|anos?|horas?|veces|personas?|paginas?|páginas?)\b/iu;

function amountsIn(question: string, moreThan: readonly string[]): number[] {
  const amounts: number[] = [];
  for (const match of question.matchAll(AMOUNT)) {
    const [, dollarSign, digits = "", thousands, word] = match;
    const amount = Number(digits.replace(/[.,]/g, "")) * (thousands ? 1000 : 1);
    const before = normalizeText(question.slice(0, match.index ?? 0));
    const after = (phrases: readonly string[]) => phrases.some((phrase) => before.endsWith(` ${phrase}`) || before === phrase);
    const year = amount >= 1900 && amount <= 2100;
    const counted = NOT_MONEY_AFTER.test(question.slice((match.index ?? 0) + match[0].length));
    const bare = !counted && (after(BARE_AMOUNT_AFTER) || (after(BARE_AMOUNT_OR_YEAR_AFTER) && !year));
    if (!dollarSign && !thousands && !word && !bare) continue;
    const above = moreThan.some((phrase) => before.endsWith(normalizeText(phrase)));
    amounts.push(above ? amount + 1 : amount);
  }
  return amounts;
}

/** Every cue as [facet, value, phrase], the longest first, normalized: made once per cue file. */
const CUE_LISTS = new WeakMap<FrameCues, [string, string, string][]>();

function cueList(cues: FrameCues): [string, string, string][] {
  let list = CUE_LISTS.get(cues);
  if (!list) {
    list = Object.entries(cues.facets)
      .flatMap(([facet, { values }]) =>
        Object.entries(values).flatMap(([value, spec]) =>
          [spec.say, ...spec.cues].map((phrase): [string, string, string] => [facet, value, normalizeText(phrase)]),
        ),
      )
      .filter(([, , phrase]) => phrase.length > 0)
      .sort((a, b) => b[2].length - a[2].length);
    CUE_LISTS.set(cues, list);
  }
  return list;
}

/**
 * The facets the question settles: each value whose cue (or settling phrase) it contains. The longest cues are
 * read first and take their words from the other cues of their facet, so "I am the landlord" says landlord and not
 * also "the landlord" (tenant).
 */
export function questionFrame(question: string, cues: FrameCues): Frame {
  const whole = ` ${normalizeText(question)} `;
  // Each facet reads the question on its own: a cue takes its words from the cues of its facet only, so "sued me for
  // a debt" says both that she owes (money) and that she is being sued (side).
  const textOf = new Map<string, string>();
  const frame = new Map<string, Set<string>>();
  const add = (facet: string, value: string) => frame.set(facet, new Set([...(frame.get(facet) ?? []), value]));
  for (const [facet, value, phrase] of cueList(cues)) {
    const text = textOf.get(facet) ?? whole;
    if (!text.includes(` ${phrase} `)) continue;
    add(facet, value);
    textOf.set(facet, text.split(` ${phrase} `).join(" | "));
  }
  for (const [facet, later] of Object.entries(cues.supersedes ?? {})) {
    const named = frame.get(facet);
    for (const [value, earlier] of Object.entries(later)) {
      if (named?.has(value)) for (const each of earlier) named.delete(each);
    }
  }
  const normalized = normalizeText(question);
  for (const [facet, phrases] of Object.entries(cues.asking ?? {})) {
    if (phrases.some((phrase) => hasPhrase(normalized, phrase))) frame.delete(facet);
  }
  // An amount above the limit settles the court, whichever court she names: "sued for $12,000 in small claims".
  const amounts = amountsIn(question, cues.moreThan);
  const limit = SMALL_CLAIMS.limitDollars.value;
  if (amounts.some((amount) => amount > limit)) {
    frame.set(cues.overLimit.facet, new Set([cues.overLimit.value]));
  }
  const settles = (facts: Readonly<Record<string, string>>) =>
    Object.entries(facts).every(([facet, value]) => frame.get(facet)?.has(value));
  // Facts that follow from others first: someone owed money is the one who would sue, so her amount within the limit
  // puts her case in small claims ("he owes me 6500, what is the fee").
  for (const { when, unless, then } of cues.implies ?? []) {
    if (!settles(when) || (unless && Object.entries(unless).some(([facet, value]) => settles({ [facet]: value })))) continue;
    for (const [facet, value] of Object.entries(then)) if (!frame.has(facet)) frame.set(facet, new Set([value]));
  }
  const within = cues.withinLimit;
  if (
    within &&
    amounts.length > 0 &&
    amounts.every((amount) => amount <= limit) &&
    !frame.has(within.facet) &&
    within.when.every((facet) => frame.has(facet)) &&
    !within.unless.some(settles) &&
    !(within.unlessNamed ?? []).some((phrase) => hasPhrase(normalized, phrase))
  ) {
    frame.set(within.facet, new Set([within.value]));
  }
  return frame;
}

/** The cue phrases of a question's frame that it contains, for the words an answer accounts for. */
export function cuePhrasesIn(question: string, cues: FrameCues): string[] {
  const text = normalizeText(question);
  return cueList(cues)
    .map(([, , phrase]) => phrase)
    .filter((phrase) => hasPhrase(text, phrase));
}

export interface Fit {
  /** Facets the question settled that the passage names another value of. */
  conflicts: string[];
  /** Facets where the passage names a value the question settled. */
  matches: number;
}

export function fitOf(
  passage: Frame,
  question: Frame,
  onlyWhenNamed: Readonly<Record<string, readonly string[]>> = {},
  setAsideOnly: readonly string[] = [],
): Fit {
  const fit: Fit = { conflicts: [], matches: 0 };
  for (const [facet, values] of passage) {
    const asked = question.get(facet);
    if (!asked) {
      const needsNaming = onlyWhenNamed[facet] ?? [];
      if ([...values].every((value) => needsNaming.includes(value))) fit.conflicts.push(facet);
      continue;
    }
    if (![...values].some((value) => asked.has(value))) fit.conflicts.push(facet);
    else if (!setAsideOnly.includes(facet)) fit.matches += 1;
  }
  return fit;
}

/** A facet the passages disagree on that the question leaves open (`only`: that facet or none): the thing to ask her. */
export function openFacet(passages: readonly Frame[], question: Frame, only?: string): string | undefined {
  const facets = new Set(passages.flatMap((frame) => [...frame.keys()]).filter((facet) => only === undefined || facet === only));
  return [...facets].find((facet) => {
    if (question.has(facet)) return false;
    const named = passages.map((frame) => frame.get(facet));
    return named.some((values, index) =>
      named.some((other, otherIndex) => otherIndex !== index && values && other && ![...values].some((v) => other.has(v))),
    );
  });
}
