/**
 * A list of duties or powers into one sentence each: "Tenant must keep the home clean, remove all garbage, and
 * use the appliances with care" → "Tenant must keep the home clean. Tenant must remove all garbage. Tenant must use
 * the appliances with care." The subject and its helping verb ("Tenant must", "My Agent may", "My Agent will not have
 * the power to") are said again before each item; the items keep their words. A list is split only where the next
 * item starts with a verb (everyday-verbs.ts) and both sides are at least three words, so a run of verbs sharing one
 * object ("buy, sell, or lease any property") or of nouns ("heating, plumbing and other appliances") stays whole.
 * "Must A, B, or C" is a choice, and "must not A and B" forbids doing both: neither is a list of separate duties.
 */
import { isEverydayVerb } from "./everyday-verbs";
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const MODAL = "(?:must|will|may|can|shall|agrees? to)";
/** What may open the sentence before its subject: "Before moving out, ", "By May 31, 2026, ". */
const LEAD =
  "(?:(?:before|after|when|if|on|upon|at|during|within|by|until|while|in|once|unless)\\b(?:[^,]|,(?=\\s\\d{4}\\b)){1,60},\\s+)?";
/** The subject (up to six words, no comma), its helping verb, "not" or "also", and "have the power to". */
const HEAD = new RegExp(
  `^(${LEAD})((?:[\\w'’“”"().-]+\\s+){0,5}?[\\w'’“”")-]+)\\s+(${MODAL}(?:\\s+(?:not|also))?(?:\\s+(?:have|has) the (?:power|right|authority) to)?)\\s+(?=(?:to\\s+)?[a-z])`,
  "i",
);
/** The joints between items: a comma or semicolon, maybe with "and"/"or". */
const SEPARATOR = /[,;]\s+(?:(and|or|nor)\s+)?/g;
/** In the last item only, a bare "and" or "or" before a verb: "…, supervise children and refrain from noise". */
const LAST_AND = /\s+(and|or)\s+(?=(?:to\s+)?(?:not\s+)?[a-z]+\s)/g;
const MIN_ITEM_WORDS = 3;

interface Item {
  /** The joint before the item ("" for the first). */
  separator: string;
  conjunction: string;
  text: string;
}

const insideBrackets = (before: string) =>
  (before.match(/\(/g) ?? []).length !== (before.match(/\)/g) ?? []).length || (before.match(/["“”]/g) ?? []).length % 2 === 1;

function itemsOf(rest: string): Item[] {
  const items: Item[] = [];
  let start = 0;
  let separator = "";
  let conjunction = "";
  for (const match of rest.matchAll(SEPARATOR)) {
    if (insideBrackets(rest.slice(0, match.index))) continue;
    items.push({ separator, conjunction, text: rest.slice(start, match.index) });
    separator = match[0];
    conjunction = (match[1] ?? match[2] ?? "").toLowerCase();
    start = match.index + match[0].length;
  }
  const last = rest.slice(start);
  for (const match of items.length > 1 ? last.matchAll(LAST_AND) : []) {
    const before = last.slice(0, match.index);
    if (countWords(before) < MIN_ITEM_WORDS || insideBrackets(before)) continue;
    items.push({ separator, conjunction, text: before });
    items.push({ separator: match[0], conjunction: match[1]!, text: last.slice(match.index + match[0].length) });
    return items;
  }
  items.push({ separator, conjunction, text: last });
  return items;
}

/**
 * The verb an item starts with, past its own helping verb, "not" or "also" ("must not park" → "park"), and past "to"
 * when the head ends with "to" ("…the power to sell…, to sign…").
 */
function startsWithVerb(text: string, modal: string): boolean {
  const to = /\bto$/.test(modal) ? "(?:to\\s+)?" : "";
  // "…, quickly report any repair": an adverb may come before the item's verb.
  const word = new RegExp(
    `^(?:${MODAL}\\s+)?${to}(?:not\\s+|also\\s+)?(?:(?:quickly|promptly|immediately|properly|regularly|safely)\\s+)?([a-z]+)\\b`,
  ).exec(text)?.[1];
  return word !== undefined && isEverydayVerb(word);
}

/** The item's own helping verb ("must dispose of…") replaces the head's: the subject is said before it. */
const OWN_MODAL = new RegExp(`^${MODAL}\\b`);

function sentenceOf(subject: string, modal: string, item: string): string {
  const text = item
    .trim()
    .replace(/[.;,]+$/, "")
    .trim();
  if (OWN_MODAL.test(text)) return `${subject} ${text}.`;
  const bare = /\bto$/.test(modal) ? text.replace(/^to\s+/, "") : text;
  return `${subject} ${modal} ${bare}.`;
}

/** An item as a line of a list: "remove all belongings," → "Remove all belongings." */
function asLine(item: string, modal: string): string {
  let text = item
    .trim()
    .replace(/[.;,]+$/, "")
    .trim()
    .replace(OWN_MODAL, "")
    .trim();
  if (/\bto$/.test(modal)) text = text.replace(/^to\s+/, "");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export function splitSeries(sentence: string): string[] | undefined {
  const head = HEAD.exec(sentence);
  if (!head) return undefined;
  const lead = head[1]!;
  const subject = head[2]!;
  if (/^(?:if|when|unless|because|and|or|but|so)$/i.test(subject.split(/\s+/)[0]!)) return undefined;
  let modal = head[3]!.toLowerCase();
  const items = itemsOf(sentence.slice(head[0].length));
  // "You will be given the chance to appear, to present evidence, and to respond": the words up to the first "to"
  // are shared too, so they join the head.
  const infinitives = items
    .slice(1)
    .some((item) => /^(?:(?:and|or)\s+)?to\s+[a-z]+/.test(item.text) && startsWithVerb(item.text, "to"));
  const shared = infinitives && !/\bto$/.test(modal) ? /^([^,;]*?\bto)\s+(?=[a-z]+\b)/.exec(items[0]!.text) : null;
  if (shared && startsWithVerb(items[0]!.text.slice(shared[0].length), modal)) {
    modal = `${modal} ${shared[1]!}`;
    items[0]!.text = items[0]!.text.slice(shared[0].length);
  }
  // Items join the one before unless the joint is a safe place to start a new duty.
  const merged: (Item & { shortStart: boolean })[] = [];
  items.forEach((item, i) => {
    const previous = merged.at(-1);
    // "buy, sell, or lease any property": short items from the start of an item share the object after them;
    // a short item after a long one ends a list of nouns ("clean the appliances, bathrooms, and floors").
    const shortBefore = countWords(items[i - 1]?.text ?? "") < MIN_ITEM_WORDS && previous?.shortStart === true;
    const splits =
      previous !== undefined && !shortBefore && countWords(item.text) >= MIN_ITEM_WORDS && startsWithVerb(item.text, modal);
    if (!previous || splits) merged.push({ ...item, shortStart: countWords(item.text) < MIN_ITEM_WORDS });
    else previous.text += item.separator + item.text;
  });
  if (merged.length < 3) return undefined;
  const negative = /\bnot\b/.test(modal);
  const conjunctions = merged.slice(1).map((item) => item.conjunction);
  if (conjunctions.includes("nor")) return undefined;
  if (!negative && conjunctions.includes("or") && !/^(?:may|can)\b/.test(modal)) return undefined;
  if (negative && conjunctions.includes("and")) return undefined;
  const plainModal = modal.replace(/^shall\b/, "must");
  if (lead) {
    // "Before moving out, Tenant must do these things:" and the items as lines, so the opening holds for each.
    const doWhat = negative ? "do any of these things:" : "do these things:";
    return [`${lead}${subject} ${plainModal} ${doWhat}`, ...merged.map((item) => asLine(item.text, modal))];
  }
  const sentences = merged.map((item) => sentenceOf(subject, plainModal, item.text));
  return sentences.every((piece) => countWords(piece) >= MIN_ITEM_WORDS + 2) ? sentences : undefined;
}

/** "I understand that A, that B, and that C": the subject, the verb of saying and "that" before each item. */
const SAYS_THAT =
  /^((?!(?:if|when|unless|although|because|while|once)\b)(?:[\w'’“”"().-]+,?\s+){0,4}?[\w'’“”")-]+,?)\s+((?:also\s+)?(?:understands?|agrees?|acknowledges?|certif(?:y|ies)|states?|declares?|affirms?|requests?|directs?|asks?|finds?|orders?|demands?|claims?|alleges?|is my (?:wish|desire|intent)|(?:(?:is|are) to )?(?:remind|inform|notify|tell)s? you|notifies you))\s+that\s+/i;

/** "An inspection of the Lot on August 2 revealed that A, and that B": a long subject that is a thing, not a person. */
const THING_SHOWED_THAT =
  /^((?:An?|The|Our|Your)\s+(?:inspection|review|report|records?|search|audit|investigation|survey|check)\b(?:[^,;]|,(?=\s+\d{4}\b))*?)\s+((?:revealed|reveals|showed|shows|found|finds|indicated|indicates))\s+that\s+/i;

/**
 * A court's lead-in before its findings: "Based on the evidence, ", "Having heard the testimony and reviewed the evidence,
 * ", "After the hearing, ". Only before "the Court finds that".
 */
const COURT_LEAD = /^((?:based on|having|after|upon|on)\b(?:[^,;:]{2,90},\s+){1,4})(?=the court (?:also )?finds that\s)/i;

const capitalizeFirst = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * "I understand that A, that B, and that C" → "I understand that A." "I understand that B." "I understand that C."
 * After a thing's long subject the head is said once: "An inspection … revealed that A." "It also revealed that B."
 */
export function splitThatSeries(sentence: string): string[] | undefined {
  // "Based on the evidence, the Court finds that A, that B, and that C": the court's lead-in stays on the first finding.
  const lead = COURT_LEAD.exec(sentence)?.[1] ?? "";
  const said = sentence.slice(lead.length);
  const thing = SAYS_THAT.exec(said) ? undefined : THING_SHOWED_THAT.exec(said);
  const head = thing ?? SAYS_THAT.exec(said);
  if (!head) return undefined;
  const rest = said.slice(head[0].length);
  const pieces: string[] = [];
  let start = 0;
  // Without a comma, "…finds that A and that B" only when B opens with its subject ("and that the Plaintiff has…"):
  // "the rent that is due and that remains unpaid" is one thing.
  for (const match of rest.matchAll(
    /,\s+(?:and\s+|or\s+)?that\s+|\s+and that\s+(?=(?:the|a|an|this|these|those|you|he|she|it|they|we|there|no|[A-Z][\w'’-]*)\s)/g,
  )) {
    if (insideBrackets(rest.slice(0, match.index))) continue;
    pieces.push(rest.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(rest.slice(start));
  if (pieces.length < 2 || pieces.some((piece) => countWords(piece) < MIN_ITEM_WORDS)) return undefined;
  const [who, verb] = [head[1]!, head[2]!];
  return pieces.map((piece, at) => {
    const what = piece.trim().replace(/[.;,]+$/, "");
    if (at === 0) return `${lead}${lead ? who : capitalizeFirst(who)} ${verb} that ${what}.`;
    if (thing) return fillSentence("it-also-says-that", { verb, what });
    // After a lead-in the findings that follow say "also": "The Court also finds that …".
    if (lead && !/^also\b/i.test(verb)) return fillSentence("also-says-that", { who: capitalizeFirst(who), verb, what });
    return `${capitalizeFirst(who)} ${verb} that ${what}.`;
  });
}

/**
 * "The charges are as follows: a towing fee of $150.00, a release fee of $50.00, and storage of $80.00"; also "…the
 * following information from my medical record: office visit notes, laboratory results, and billing records".
 */
const FOLLOWS = /^(.{10,}?\b(?:as follows|the following(?:\s+[a-z][\w'’-]*){0,6})):\s+(.+)$/;
/** "totaling $80.00" goes on the item before it. */
const GOES_ON = /^(?:totaling|totalling|plus|less|including|for a total)\b/;

/**
 * An itemized list after "as follows:" as one short sentence per item: "The charges are as follows." "Towing fee of
 * $150.00." Items are split at semicolons when the list has them (its commas are then inside items), else at commas;
 * at least three items, each of two words or more, and no brackets or quotes across a cut.
 */
export function splitFollowsList(sentence: string): string[] | undefined {
  const match = FOLLOWS.exec(sentence.trim());
  if (!match) return undefined;
  const [, head = "", list = ""] = match;
  const masked = list.replace(/(\d),(\s+\d{4}\b|\d{3}\b)/g, "$1\uE004$2");
  const cut = masked.includes(";") ? /;\s+(?:and\s+)?/ : /,\s+(?:and\s+)?/;
  const items: string[] = [];
  for (const raw of masked.split(cut)) {
    const item = raw
      .replace(/\uE004/g, ",")
      .trim()
      .replace(/[.;,]+$/, "");
    if (items.length > 0 && GOES_ON.test(item) && !masked.includes(";")) items[items.length - 1] += `, ${item}`;
    else items.push(item);
  }
  if (items.length < 3 || items.some((item) => countWords(item) < 2 || insideBrackets(item) || /["“”]/.test(item)))
    return undefined;
  return [`${head}.`, ...items.map((item) => `${item[0]!.toUpperCase()}${item.slice(1)}.`)];
}
