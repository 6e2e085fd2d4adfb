/**
 * Long sentences into short ones, at the joints where English allows a full stop: semicolons, ", which",
 * ", including", ", unless", ", and" or ", but" before a new subject, and a list of items "(a) ...; (b) ...". Each piece
 * keeps its words; only the joint changes ("…$50, which will be added…" → "…$50. This will be added…").
 */
import { countWords } from "./readability";

/** Sentences up to this many words are left alone. */
export const LONG_SENTENCE_WORDS = 15;
/** A piece shorter than this is not split off (it would not stand as a sentence). */
const MIN_PIECE_WORDS = 4;

/** The second piece starts with a subject: a capitalized word, a pronoun or a determiner (never "that", a clause of the first). */
const SUBJECT =
  /^(?:["“]?[A-Z][\w'’-]*|you|he|she|it|they|we|the|this|these|those|any|all|each|every|no|such|a|an|landlord|tenant|rent|there|on|in|at|during|after|before|my|your|his|her|their|its|our)\b/;
const VERB_SOON =
  /^(?:\S+\s+){0,8}?(?:(?!located|called|named|dated|signed|listed|stated|based|related|attached|required|allowed)\w+ed|must|will|may|can|shall|is|are|was|were|has|have|had|does|do|did|should|would|could|might|agrees?|pays?|owes?|gets?|keeps?|needs?|demands?|claims?|says?|gives?|makes?|takes?|becomes?|remains?|includes?|means?|allows?|applies|asks?|sends?|files?|shows?|uses?|lives?|wants?|goes|comes?|stays?|waives?|elects?|intends?|requests?|seeks?|receives?|returns?|holds?|owns?|rents?|leaves?|moves?|signs?|acknowledges?|understands?|consents?|chooses?|fails?|refuses?|resigns?|dies|acts?|retakes?|charges?|collects?|reports?)\b/i;
/** A first piece that is only a condition ("If Tenant does not pay") cannot stand alone. */
const CONDITION_ONLY =
  /^(?:if|when|whenever|unless|although|though|because|while|before|after|until|once|as long as|even if|in case|whether|where)\b[^,]*$/i;

function capitalize(text: string): string {
  const trimmed = text.trim();
  // A list item keeps its marker as written: "(b) keep the home clean" → "(b) Keep the home clean".
  const marker = /^\(?[a-z0-9ivx]{1,4}[.)]\s+/i.exec(trimmed)?.[0] ?? "";
  const body = trimmed.slice(marker.length);
  const at = body.search(/[A-Za-z]/);
  if (at < 0) return trimmed;
  return marker + body.slice(0, at) + body[at]!.toUpperCase() + body.slice(at + 1);
}

function endSentence(text: string): string {
  const trimmed = text
    .trim()
    .replace(/[,;:]+$/, "")
    .trim();
  return /[.!?]["'”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

interface Joint {
  pattern: RegExp;
  /** The start of the second sentence, in place of the joint. */
  lead: string;
  /** The second piece must read as a clause with its own subject and verb. */
  needsClause: boolean;
  /** The second piece starts with a verb ("…, but will not be paid"): it takes the first piece's subject. */
  sharesSubject?: boolean;
  /** "…the power to open accounts, and to sign checks" → "It also includes the power to sign checks". */
  repeatsPower?: boolean;
  /** Not when the first piece says this (the second piece belongs to its verb: "agrees that A, and that B"). */
  unlessLeft?: RegExp;
  /** Only when the second piece says this ("…, and if X, Y must…": a condition with its own main clause). */
  onlyIfRight?: RegExp;
  /** Not a joint when the right side starts so: the words set off by commas are an aside inside the clause. */
  unlessRight?: RegExp;
}

/** "My Agent will be paid…" → "My Agent": the words before the first helping verb, if they are few. */
const SUBJECT_OF =
  /^((?:["“]?[A-Za-z][\w'’"”-]*\s+){0,3}?["“]?[A-Za-z][\w'’"”-]*)\s+(?:will|must|may|shall|can|does|do|is|are|has|have)\b/;

function withSubject(left: string, right: string): string | undefined {
  const trimmed = left.trim();
  let subject = SUBJECT_OF.exec(trimmed)?.[1];
  // "If you do not pay, the landlord must file…, and may ask…": the main clause's subject, after the condition.
  if (!subject || /^(?:if|when|unless)\b/i.test(subject)) {
    const main = [
      ...trimmed.matchAll(/,\s+((?:the |your |this )?[A-Za-z][\w'’]*)\s+(?:will|must|may|shall|can|intends|agrees|plans)\b/g),
    ].at(-1);
    subject = main?.[1];
  }
  if (!subject || /^(?:if|when|unless|this|that|it|there)\b/i.test(subject)) return undefined;
  const written = /^(?:The|A|An|My|Your|His|Her|Their|Its|Our|This|Each|Any|All)\b/.test(subject)
    ? subject[0]!.toLowerCase() + subject.slice(1)
    : subject;
  return `${written} ${right}`;
}

const JOINTS: Joint[] = [
  { pattern: /;\s+(?:and|or)\s+/g, lead: "", needsClause: false },
  { pattern: /;\s+(?:but|however,?)\s+/g, lead: "But ", needsClause: false },
  { pattern: /;\s+/g, lead: "", needsClause: false },
  { pattern: /,\s+which\s+/g, lead: "This ", needsClause: false },
  {
    pattern: /,\s+including(?: but not limited to| without limitation)?,?\s+/g,
    lead: "This includes ",
    needsClause: false,
    // "all changes, including fences, be approved": the clause goes on after the aside (a list goes on with more
    // items: "including real property, bank accounts, and stocks").
    unlessRight: /^[^,.;]{1,40},\s+(?!and\b|or\b)[a-z][^,;]*$/,
  },
  { pattern: /,\s+unless\s+/g, lead: "But not if ", needsClause: false },
  { pattern: /,\s+in which case\s+/g, lead: "If so, ", needsClause: false },
  {
    pattern: /,\s+and that\s+(?=(?:the|you|your|this|[A-Z]\w*)\b)/g,
    lead: "",
    needsClause: false,
    unlessLeft: /\b(?:that|agree|acknowledge|understand|represent|warrant|certif|state|declare|swear|affirm)\w*\b/i,
  },
  { pattern: /,\s+and\s+/g, lead: "", needsClause: true },
  {
    pattern: /,\s+and\s+(?=(?:if|when|unless|once)\s)/g,
    lead: "",
    needsClause: false,
    onlyIfRight: /,\s+(?:the |this |your |any )?[A-Za-z][\w'’]*\s+(?:must|will|may|shall|can|is|are|does)\b/,
  },
  { pattern: /,\s+but\s+/g, lead: "But ", needsClause: true },
  {
    pattern: /,\s+but\s+(?=(?:will|must|may|shall|can|does|is|are|has)\b)/g,
    lead: "But ",
    needsClause: false,
    sharesSubject: true,
  },
  { pattern: /,\s+and\s+(?=(?:will|must|may|shall|can|does|is|are|has)\b)/g, lead: "", needsClause: false, sharesSubject: true },
  { pattern: /,\s+so\s+/g, lead: "So ", needsClause: true },
  {
    pattern: /\s+and\s+(?=(?:the\s+)?(?:[A-Z][\w'’]*|you|they|he|she|it|we)\s+(?:must|will|may|can|shall|agrees?|is|are)\b)/g,
    lead: "",
    needsClause: true,
  },
  { pattern: /,\s+as (?:determined|decided) in writing by\s+/g, lead: "This must be decided in writing by ", needsClause: false },
  { pattern: /,\s+and to\s+(?=\w)/g, lead: "", needsClause: false, repeatsPower: true },
  { pattern: /,\s+that is,\s+/g, lead: "That means ", needsClause: false },
  { pattern: /:\s+(?=\(?[a-z0-9]{1,3}\)\s)/g, lead: "", needsClause: false },
  { pattern: /:\s+(?=[a-z])/g, lead: "", needsClause: true },
];

/** "(a) pay rent; (b) keep the home clean" items after a colon become their own lines. */
function splitAt(sentence: string, joint: Joint): string[] | undefined {
  const total = countWords(sentence);
  let best: { index: number; length: number; balance: number } | undefined;
  for (const match of sentence.matchAll(joint.pattern)) {
    const left = sentence.slice(0, match.index);
    const right = sentence.slice(match.index + match[0].length);
    const leftWords = countWords(left);
    const rightWords = countWords(joint.lead + right);
    if (leftWords < MIN_PIECE_WORDS || rightWords < MIN_PIECE_WORDS) continue;
    // Inside parentheses or quotes a joint is not a joint.
    if ((left.match(/\(/g) ?? []).length !== (left.match(/\)/g) ?? []).length) continue;
    if ((left.match(/["“”]/g) ?? []).length % 2 === 1) continue;
    if (joint.needsClause && (leftWords < 6 || !(SUBJECT.test(right.trim()) && VERB_SOON.test(right.trim())))) continue;
    if (CONDITION_ONLY.test(left.trim())) continue;
    if (joint.unlessLeft?.test(left)) continue;
    if (joint.onlyIfRight && !joint.onlyIfRight.test(right)) continue;
    if (joint.unlessRight?.test(right)) continue;
    const balance = Math.abs(leftWords - total / 2);
    if (!best || balance < best.balance) best = { index: match.index, length: match[0].length, balance };
  }
  if (!best) return undefined;
  const left = sentence.slice(0, best.index);
  let right = sentence.slice(best.index + best.length);
  if (joint.repeatsPower) {
    const power = /\b(the (?:power|right|authority|duty) to)\s/i.exec(left)?.[1];
    if (!power) return undefined;
    right = `It also includes ${power.toLowerCase()} ${right}`;
  }
  if (joint.sharesSubject) {
    const shared = withSubject(left, right);
    if (!shared) return undefined;
    right = shared;
  }
  return [endSentence(left), endSentence(capitalize(joint.lead + right))];
}

/**
 * A long aside in parentheses ("within 3 days (excluding Saturday, Sunday, and legal holidays) from delivery")
 * becomes a sentence of its own right after: "…within 3 days from delivery. Excluding Saturday, Sunday, and legal
 * holidays." Defined names ('("Tenant")') and short asides stay.
 */
function moveAside(sentence: string): string[] | undefined {
  for (const match of sentence.matchAll(/\s*\(([^()]{10,})\)/g)) {
    const inside = match[1]!;
    if (countWords(inside) < 4 || /^["“]/.test(inside.trim()) || match.index < 10) continue;
    const rest = sentence.slice(0, match.index) + sentence.slice(match.index + match[0].length);
    if (countWords(rest) < MIN_PIECE_WORDS) continue;
    return [endSentence(rest), endSentence(capitalize(inside))];
  }
  return undefined;
}

const ADDRESS_END = /\b\d{5}(?:-\d{4})?\b/;

/**
 * "I, Eleanor Fitzgerald, residing at 3300 Gulf Shore Boulevard, Naples, Florida 34103 ("Principal"), name..." →
 * "I, Eleanor Fitzgerald ("Principal"), name..." and "Eleanor Fitzgerald lives at 3300 Gulf Shore Boulevard,
 * Naples, Florida 34103." An address that ends with its ZIP code is a sentence of its own.
 */
function moveAddress(sentence: string): string[] | undefined {
  const match =
    /([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,4}),\s+(?:residing|living|located|who lives|whose address is)\s+(?:at\s+)?/.exec(
      sentence,
    );
  if (!match) return undefined;
  const start = match.index + match[0].length;
  const zip = ADDRESS_END.exec(sentence.slice(start));
  if (!zip || zip.index > 150) return undefined;
  const end = start + zip.index + zip[0].length;
  const address = sentence.slice(start, end);
  const name = match[1]!;
  const before = sentence.slice(0, match.index + name.length);
  const after = sentence.slice(end);
  // The address's commas: what follows it must go on the same way the sentence did (",", " (", " and").
  const rest = `${before}${after}`;
  if (countWords(rest) < MIN_PIECE_WORDS) return undefined;
  return [rest, endSentence(`${name} ${/located/.test(match[0]) ? "is at" : "lives at"} ${address}`)];
}

/** Splits until every piece is short or no joint is left; each piece ends with a full stop. */
export function splitLongSentence(sentence: string, limit = LONG_SENTENCE_WORDS): string[] {
  if (countWords(sentence) <= limit) return [sentence];
  const address = moveAddress(sentence);
  if (address) return [...splitLongSentence(address[0]!, limit), address[1]!];
  const aside = moveAside(sentence);
  if (aside) return [...splitLongSentence(aside[0]!, limit), aside[1]!];
  for (const joint of JOINTS) {
    const pieces = splitAt(sentence, joint);
    if (pieces) return pieces.flatMap((piece) => splitLongSentence(piece, limit));
  }
  return [sentence];
}
