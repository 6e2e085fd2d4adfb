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
import { owedByOtherSide, whoseDays } from "./whose-days";
import { HOURS } from "./key-point-clauses";

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
  obligation: 6,
  consequence: 4,
  right: 4,
};

const TENANT = "tenants?|you";
const DEFENDANT = "defendants?|you";
/** A paper she may be the tenant or the defendant in (a judgment, a writ, a motion), or any other. */
const ANY_READER = "you|tenants?|defendants?";

/** Who the reader is in each kind of paper. */
const READER_WORDS: Record<DocumentKind, string> = {
  lease_or_addendum: "tenants?|lessees?|residents?|you|occupants?",
  three_day_notice: TENANT,
  seven_day_notice_cure: TENANT,
  seven_day_notice_no_cure: TENANT,
  eviction_summons: "defendants?|tenants?|you",
  small_claims_summons: DEFENDANT,
  county_court_summons: DEFENDANT,
  collection_letter: "you|consumers?|debtors?|borrowers?",
  power_of_attorney: "principal|agent|you|i|my agent",
  final_judgment: ANY_READER,
  writ_of_possession: ANY_READER,
  motion_for_default: ANY_READER,
  deposit_claim_notice: ANY_READER,
  hoa_violation_notice: ANY_READER,
  other: ANY_READER,
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
  /\b(?:evict\w*|terminat\w*|end (?:the|this) (?:lease|rental)|late (?:fee|charge)s?|default judgment|judgment (?:against|for possession)|(?:file|start|begin|commence|refer)\w* (?:a |this )?(?:lawsuit|legal action|court case|account to an attorney)|legal (?:action|proceedings)|forfeit\w*|credit (?:report|bureau)\w*|penalt\w+|garnish\w*|writ|(?:be )?taken|lose|move you out|remove you|collection agency|\w+-day notice)\b/i;
/** "by August 15, 2025", "before 5:00 p.m.", "by the 1st": a date the reader must act by. */
const BY_DATE = /\b(?:by|before|until|after)\s+(?:the\s+)?(?:[A-Z][a-z]+\.?\s+\d|\d)/;
const DEADLINE_WORDS = /\b(?:within|no later than|not later than|on or before|deadline|expires?|appear|hearing|conference)\b/i;
/**
 * "You have 20 calendar days after this summons is served on you to file a written response" (a summons's answer
 * deadline), "at least 10 days before trial": a period to act in, without "within".
 */
const PERIOD_TO_ACT =
  /\b(?:you|tenants?|defendants?|each party)\s+(?:will\s+)?ha(?:ve|s)\s+(?:only\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+|working\s+|court\s+)?(?:days?|hours?|weeks?|months?)\b|\b(?:days?|hours?|weeks?)\s+(?:before|prior to)\b/i;
/** "Re: Debt owed to … — Statement dated May 1": a letter's subject line says what it is about, no key point. */
const SUBJECT_LINE = /^\s*(?:re|subject)\s*:/i;

/** "Landlord may terminate … upon 7 days' notice", "Owner may require that the animal be removed": their step. */
const THEIR_OPTION = /\b(?:may|can)\b(?!\s+(?:\d|not\b))/i;
/** "A repeat … may lead to a 7-day notice", "results in a late fee": what follows, said without an "if". */
const LEADS_TO = /\b(?:lead|leads)\s+to\b|\bresults?\s+in\b/i;
/**
 * "certain wages … may not be taken to pay certain judgments", "the fine cannot be imposed", "exempt from
 * garnishment": what the other side may not do to her is her protection, not what happens if she does not act.
 */
const PROTECTED_FROM =
  /\b(?:may|can|will|shall)\s+not\s+be\s+(?:taken|garnished|seized|evicted|removed|terminated|imposed|levied|charged)\b|\bcannot\s+be\s+(?:taken|garnished|seized|evicted|removed|terminated|imposed|levied|charged)\b|\bexempt\s+from\b/i;
/** "If Tenant fails to pay", "a second violation": the condition the other side's step waits on. */
const ON_CONDITION = /\b(?:if|unless|in the event|fail(?:s|ure)?|repeat\w*|recur\w*|again|second|subsequent)\b/i;
/** "The landlord must return the security deposit …", "will send you a written notice …": owed to her. */
const OWED_TO_HER =
  /\b(?:return|refund|send|mail|give|pay|deliver|provide)s?\b[^.;]{0,60}?\b(?:(?:to|with) (?:you|tenants?|residents?|lessees?)\b|(?:security |pet )?deposit)|\b(?:send|give|mail|pay)s?\s+(?:you|tenants?|residents?|lessees?)\b/i;

/** A sentence with a date or a period and a duty or condition is a deadline; then money; then what follows if not. */
function kindOf(original: string, right: RegExp): Exclude<KeyPointKind, "florida_rule"> | undefined {
  // "If it is repeated within 12 months, …" bounds a repeat, "a letter dated March 30" recites the past, "2 months'
  // rent" measures money: none is a day to act by.
  const all = valuesToActBy(original);
  // Only her own days make a deadline: not the other side's or a third party's ("the mediator must file a report
  // within 10 days"), a limit ("for more than 14 days"), what may follow ("termination on 7 days' notice") or the past.
  const days = whoseDays(original);
  const notHers = new Set(days.filter((day) => day.whose !== "hers").map((day) => day.value.index));
  const whose = new Set(days.map((day) => day.whose));
  // Hours alone ("call between 8:00 a.m. and 4:30 p.m.", "no noise between 10:00 p.m. and 8:00 a.m.") are no deadline.
  const hoursOnly = HOURS.test(original) && !all.some((value) => value.kind === "date" || value.kind === "period");
  const withoutHours = all.filter((value) => !(hoursOnly && value.kind === "time"));
  const values = withoutHours.filter((value) => !notHers.has(value.index));
  const dated = values.some((value) => value.kind === "date" || value.kind === "period" || value.kind === "time");
  const period = values.some((value) => value.kind === "period" || value.kind === "time");
  // "the 1st day of each month" is a due day: a deadline, unless the sentence is about an amount (rent of $1,450).
  const dueDay = values.some((value) => value.kind === "ordinal");
  const money = all.some((value) => value.kind === "money" || value.kind === "percent");
  const timing =
    DEADLINE_WORDS.test(original) || BY_DATE.test(original) || CONDITION.test(original) || PERIOD_TO_ACT.test(original);
  // "Landlord may enter upon 12 hours' notice", "we may not call you before 8:00 a.m.": a notice she is owed or a limit
  // on the other side is none of her days to act by; it is a right of hers.
  const theirs =
    withoutHours.some((value) => ["date", "period", "time", "ordinal"].includes(value.kind)) && owedByOtherSide(original);
  // "Residents using the pool after 10:00 p.m. may be charged $50.00", "locked out after 6:00 p.m., a fee of $65.00": a
  // clock time that says when a charge applies is no deadline; a date, period or due day with it may be.
  const clockOnly = !all.some((value) => ["date", "period", "ordinal"].includes(value.kind));
  if (clockOnly && money) return "money";
  if (dated && timing && !theirs) return "deadline";
  if (money) return "money";
  // A date alone ("a statement dated May 1") is no deadline; a due day or a period with a duty is.
  if ((period || dueDay) && (timing || DUTY.test(original)) && !theirs) return "deadline";
  if (PROTECTED_FROM.test(original) && !DUTY.test(original)) return "right";
  if ((CONDITION.test(original) || LEADS_TO.test(original)) && OUTCOME.test(original)) return "consequence";
  if (theirs) return "right";
  // What may follow, or the other side's step on a condition ("If a second violation occurs, the Landlord may
  // terminate the Lease on 7 days' notice"): what happens if.
  const hersNone = days.length > 0 && days.every((day) => day.whose !== "hers");
  const theirStep = whose.has("theirs") && ON_CONDITION.test(original) && THEIR_OPTION.test(original);
  if (hersNone && (whose.has("outcome") || theirStep)) {
    return "consequence";
  }
  if (hersNone && whose.has("theirs") && OWED_TO_HER.test(original)) return "right";
  if (right.test(original)) return "right";
  // Another's duty ("the clerk shall mail …") or a day of the past ("failed to pay rent due on …") is nothing for her to do.
  if (hersNone && (whose.has("theirs") || whose.has("past"))) return undefined;
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
  const pieces = units(splitSentences(simplified)).map((unit) => {
    const piece = unit.join(" ");
    return {
      piece,
      // "Landlord may sue. Landlord may also ask for fees.": when the whole is too long, its first piece stands alone.
      head: unit.length > 1 && !NEEDS_NEXT.test(unit[0]!) ? unit[0] : undefined,
      // A date, a period, a time or an amount is what a key point is for: such a piece is never left out.
      essential: findValues(piece).some((value) => !NO_KEY_POINT.has(value.kind) && value.kind !== "ordinal"),
      valued: findValues(piece).some((value) => !NO_KEY_POINT.has(value.kind)),
    };
  });
  const withValues = pieces.filter((entry) => entry.valued);
  // What follows if not is the point of a consequence: its pieces without a value ("Your lease can be ended") stay.
  const chosen = withValues.length > 0 && kind !== "consequence" ? withValues : pieces;
  const fits = (text: string, piece: string) => wordsOf(`${text} ${piece}`).length <= MAX_KEY_POINT_WORDS;
  let text = "";
  for (const { piece, head, essential } of chosen) {
    const said = !text || essential || fits(text, piece) ? piece : head !== undefined && fits(text, head) ? head : "";
    if (said) text = text ? `${text} ${said}` : said;
  }
  return text;
}

/**
 * A piece that says nothing without its neighbour goes with it: "This applies if …", "Then …", "In that case …" and
 * the items of a list with the piece before them; a question ("Do you file a motion …?") or a list intro ("If both of
 * these happen:") with the piece after it. Otherwise "This applies unless the total is paid within 45 days." was a key
 * point without what follows (a lien), and "Do you admit the claim?" one without the duty.
 */
const NEEDS_PREVIOUS =
  /^\s*(?:this (?:only )?applies\b|this (?:does not )?includes?\b|then\b|in that case\b|that means\b|(?:one|two|three|four|five|six|first|second|third|also):)/i;
/** "The judgment may also include court costs of $300.00": a second thing of the same subject, said after the first. */
const SAYS_ALSO = /^[^.,;]{0,40}?\b(?:may|will|must|can|shall|should) also\b/i;
const NEEDS_NEXT = /[?:]\s*$/;

function units(pieces: readonly string[]): string[][] {
  const joined: string[][] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (previous !== undefined && (NEEDS_PREVIOUS.test(piece) || SAYS_ALSO.test(piece) || NEEDS_NEXT.test(previous.at(-1)!))) {
      previous.push(piece);
    } else joined.push([piece]);
  }
  return joined;
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
    if (wordsOf(pair.original).length < 4 || SUBJECT_LINE.test(pair.original)) continue;
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
