/**
 * The key points of a paper: what the reader must do (obligations), by when (deadlines, with their dates), how
 * much money, what happens if she does not (consequences), and what she may do (rights). Each is one sentence of
 * the plain version, picked by what the original sentence says; the Florida notes come first.
 */
import type { DocumentKind } from "./florida-rules";
import { findValues, type ValueKind } from "./values";
import { wordsOf } from "./readability";
import { valuesToActBy } from "./values-to-act-by";
import { splitSentences } from "./sentences";

import { KEY_POINT_KINDS, type KeyPointJson, type KeyPointKind } from "@shared/translations";

export type KeyPoint = KeyPointJson;

export interface SentencePair {
  original: string;
  /** Its plain version: one or more short sentences. */
  simplified: string;
}

/** At most this many key points of each kind (Florida rules are all kept). */
const PER_KIND: Record<Exclude<KeyPointKind, "florida_rule">, number> = {
  deadline: 6,
  money: 5,
  obligation: 5,
  consequence: 4,
  right: 4,
};

/** Who the reader is in each kind of paper. */
const READER_WORDS: Record<DocumentKind, string> = {
  lease: "tenants?|lessees?|residents?|you|occupants?",
  three_day_notice: "tenants?|you",
  seven_day_notice: "tenants?|you",
  eviction_summons: "defendants?|tenants?|you",
  small_claims_summons: "defendants?|you",
  debt_summons: "defendants?|you",
  collection_letter: "you|consumers?|debtors?|borrowers?",
  power_of_attorney: "principal|agent|you|i|my agent",
  other: "you|tenants?|defendants?",
};

/** "Tenant may…", "you have the right to…", "you are not required to…": something the reader may do. */
const readerRight = (kind: DocumentKind) =>
  new RegExp(
    // "you may be held liable", "the defenses you may have" and "May 1" are no right of hers.
    `\\b(?:${READER_WORDS[kind]})\\b(?:\\s+[\\w'’]+){0,3}?\\s+(?:may|can|ha(?:s|ve) the right to|(?:is|are) entitled|do(?:es)? not have to|(?:is|are) not required)\\b(?!\\s+(?:not|be|\\d|have\\b(?!\\s+the right)))`,
    "i",
  );

const DUTY =
  /\b(?:must|shall|agrees? to|(?:is|are) required to|(?:is|are) responsible for|needs? to|ha(?:ve|s) to|will pay|owe[sd]?|is due|are due|due on|payable)\b/i;
const CONDITION =
  /\b(?:if|unless|otherwise|failure to|fails? to|failure of (?:the |a |any )?\w+ to|in (?:the|which) event|or else|after which)\b/i;
const OUTCOME =
  /\b(?:evict\w*|terminat\w*|end (?:the|this) (?:lease|rental)|late (?:fee|charge)s?|default judgment|judgment (?:against|for possession)|(?:file|start|begin|commence|refer)\w* (?:a |this )?(?:lawsuit|legal action|court case|account to an attorney)|legal (?:action|proceedings)|forfeit\w*|credit (?:report|bureau)\w*|penalt\w+|garnish\w*|writ|(?:be )?taken|lose|move you out|remove you|collection agency)\b/i;
/** "by August 15, 2025", "before 5:00 p.m.", "by the 1st": a date the reader must act by. */
const BY_DATE = /\b(?:by|before|until|after)\s+(?:the\s+)?(?:[A-Z][a-z]+\.?\s+\d|\d)/;
const DEADLINE_WORDS = /\b(?:within|no later than|not later than|on or before|deadline|expires?|appear|hearing|conference)\b/i;

/** A sentence with a date or a period and a duty or condition is a deadline; then money; then what follows if not. */
function kindOf(original: string, right: RegExp): Exclude<KeyPointKind, "florida_rule"> | undefined {
  // "If it is repeated within 12 months, …" bounds a repeat, "a letter dated March 30" recites the past, "2 months'
  // rent" measures money: none is a day to act by.
  const values = valuesToActBy(original);
  const dated = values.some((value) => value.kind === "date" || value.kind === "period" || value.kind === "time");
  const period = values.some((value) => value.kind === "period" || value.kind === "time");
  // "the 1st day of each month" is a due day: a deadline, unless the sentence is about an amount (rent of $1,450).
  const dueDay = values.some((value) => value.kind === "ordinal");
  const money = values.some((value) => value.kind === "money" || value.kind === "percent");
  const timing = DEADLINE_WORDS.test(original) || BY_DATE.test(original) || CONDITION.test(original);
  if (dated && timing) return "deadline";
  if (money) return "money";
  // A date alone ("a statement dated May 1") is no deadline; a due day or a period with a duty is.
  if ((period || dueDay) && (timing || DUTY.test(original))) return "deadline";
  if (CONDITION.test(original) && OUTCOME.test(original)) return "consequence";
  if (right.test(original)) return "right";
  if (DUTY.test(original)) return "obligation";
  return undefined;
}

const MAX_KEY_POINT_WORDS = 45;

/** Values that do not make a piece worth a key point: a name, a statute, a numbered place ("4th Street"). */
const NO_KEY_POINT = new Set<ValueKind>(["name", "section", "place"]);

/**
 * A key point reads as one to three short sentences: the pieces of the plain version that hold a value (an
 * amount, a date, a period) or, without any or for a consequence, the first ones, up to about 45 words.
 */
function shortText(simplified: string, kind: KeyPointKind): string {
  const pieces = splitSentences(simplified).map((piece) => ({
    piece,
    // A date, a period, a time or an amount is what a key point is for: such a piece is never left out.
    essential: findValues(piece).some((value) => !NO_KEY_POINT.has(value.kind) && value.kind !== "ordinal"),
    valued: findValues(piece).some((value) => !NO_KEY_POINT.has(value.kind)),
  }));
  const withValues = pieces.filter((entry) => entry.valued);
  // What follows if not is the point of a consequence: its pieces without a value ("Your lease can be ended") stay.
  const chosen = withValues.length > 0 && kind !== "consequence" ? withValues : pieces;
  let text = "";
  for (const { piece, essential } of chosen) {
    if (text && !essential && wordsOf(`${text} ${piece}`).length > MAX_KEY_POINT_WORDS) continue;
    text = text ? `${text} ${piece}` : piece;
  }
  return text;
}

/** A key point with the sentence of the paper it was made from (for an explanation in another language). */
export interface PickedKeyPoint extends KeyPoint {
  kind: Exclude<KeyPointKind, "florida_rule">;
  source: SentencePair;
}

/** The sentences worth a key point, each with its kind and plain-English text, in the order of the paper. */
export function pickKeyPoints(pairs: readonly SentencePair[], documentKind: DocumentKind): PickedKeyPoint[] {
  const right = readerRight(documentKind);
  const counted = new Map<KeyPointKind, number>();
  const seen = new Set<string>();
  const picked: PickedKeyPoint[] = [];
  for (const pair of pairs) {
    if (wordsOf(pair.original).length < 4) continue;
    const kind = kindOf(pair.original, right);
    if (!kind) continue;
    const text = shortText(pair.simplified, kind);
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    const held = counted.get(kind) ?? 0;
    if (held >= PER_KIND[kind]) continue;
    seen.add(key);
    counted.set(kind, held + 1);
    picked.push({ kind, text, source: pair });
  }
  return picked;
}

/** Florida rules first, then the picked key points grouped by kind (KEY_POINT_KINDS order). */
export function orderKeyPoints<Point extends KeyPoint>(picked: readonly Point[], floridaRules: readonly KeyPoint[]): KeyPoint[] {
  return [
    ...floridaRules,
    ...KEY_POINT_KINDS.flatMap((kind) => (kind === "florida_rule" ? [] : picked.filter((point) => point.kind === kind))),
  ];
}

export function extractKeyPoints(
  pairs: readonly SentencePair[],
  documentKind: DocumentKind,
  floridaRules: readonly KeyPoint[],
): KeyPoint[] {
  return orderKeyPoints(
    pickKeyPoints(pairs, documentKind).map(({ kind, text }) => ({ kind, text })),
    floridaRules,
  );
}
