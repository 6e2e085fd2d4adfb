/**
 * Long sentences into short ones, at the joints where English allows a full stop: semicolons, ", which",
 * ", including", ", unless", ", and" or ", but" before a new subject, and a list of items "(a) ...; (b) ...". Each piece
 * keeps its words; only the joint changes ("…$50, which will be added…" → "…$50. This will be added…"). Also "…must
 * …, or … will" ("If not, …"), ", who" after a name, ", as shown by", a second verb of the same subject, and what
 * can stand after the sentence: an address (place-address.ts), an aside in parentheses, the law it cites.
 */
import { splitDailyLateFee, splitJudgmentPlus, splitPlusClaim, splitTotal } from "./amount-lists";
import { moveMeeting } from "./meeting-aside";
import { splitLiableTwice, splitSecondVerb } from "./second-verb";
import { splitAfterGivingYou } from "./after-giving-you";
import { askCondition } from "./ask-condition";
import { splitCourtOpener } from "./court-openers";
import { liftEmbeddedClause } from "./embedded-clause";
import { moveCondition, splitConcession } from "./move-condition";
import { movePlaceAddress, moveResidence, moveRoomAfterTime } from "./place-address";
import { splitCountFrom, splitHavePeriod, splitSecondThing, splitUntil } from "./count-from";
import { countWords } from "./readability";
import { splitConditions, splitJoinedConditions } from "./split-conditions";
import { splitFollowsList, splitSeries, splitThatSeries } from "./split-series";
import { liftRestrictiveClause } from "./restrictive-clause";
import { splitSecondOpener } from "./second-opener";
import { splitFromList } from "./split-from-list";
import { splitAppearPlace } from "./split-appear-place";
import { splitMadeBetween } from "./split-made-between";
import { splitWhichOwnSubject } from "./split-which-own-subject";
import { splitContactColon } from "./split-contact-colon";
import { splitLawTail } from "./split-law-tail";
import { splitSecondOrder } from "./split-second-order";
import { findVerb } from "./verb-check";
import { clauseAndTail, whichSentence } from "./which-subject";

/** Sentences up to this many words are left alone. */
export const LONG_SENTENCE_WORDS = 15;
/** A piece shorter than this is not split off (it would not stand as a sentence). */
const MIN_PIECE_WORDS = 4;

/**
 * The second piece starts with a subject: a capitalized word, a pronoun, a determiner, or a plural noun right before
 * its helping verb ("notices to Landlord will be sent"); never "that", a clause of the first.
 */
const SUBJECT =
  /^(?:["“]?[A-Z][\w'’-]*|you|he|she|it|they|we|nothing|the|this|these|those|any|all|each|every|no|such|a|an|landlord|tenant|rent|there|on|in|at|during|after|before|my|your|his|her|their|its|our|without|within|under|[a-z]+s(?=\s+(?:(?:to|of|for|from)\s+\S+\s+)?(?:will|must|may|shall|can|are)\b)|notice(?=\s+(?:(?:to|of|for|from)\s+\S+\s+)?(?:is|will|must|may|shall|can)\b))\b/;
/** A clause: a subject, then its verb within the next eight words (verb-check.ts tells a verb from a noun). */
const verbSoon = (text: string) => findVerb(text, 8) !== undefined;
/** The start of a main clause: a subject of up to three words (no comma among them), then its verb. */
const clauseStart = (text: string) => findVerb(text, 3, true) !== undefined;
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
  /** "Defendant must complete…, and serve it" → "Defendant must serve it": the first piece's subject and duty. */
  sharesDuty?: boolean;
  /** "…the power to open accounts, and to sign checks" → "It also includes the power to sign checks". */
  repeatsPower?: boolean;
  /** The first piece must be at least this long (a short one would leave the joint's sense unclear). */
  minLeftWords?: number;
  /** The second piece starts with the name that ends the first ("…to Ann Lee, who lives…" → "Ann Lee lives…"). */
  repeatsName?: boolean;
  /** Only when the first piece says this ("…must pay, or the landlord will…": the "or" is what follows if not). */
  onlyIfLeft?: RegExp;
  /** Not when the first piece says this (the second piece belongs to its verb: "agrees that A, and that B"). */
  unlessLeft?: RegExp;
  /** Only when the second piece says this ("…, and if X, Y must…": a condition with its own main clause). */
  onlyIfRight?: RegExp;
  /** ", which": the second piece opens with what the clause is about, named (which-subject.ts), or there is no joint. */
  namesWhich?: boolean;
  /** Not a joint when the right side starts so: the words set off by commas are an aside inside the clause. */
  unlessRight?: RegExp;
  /** The first piece must have a verb of its own ("…and the parties should come": not "Both the owner and the tenant must"). */
  leftNeedsVerb?: boolean;
}

/** A helping verb: the first piece is a clause, not the first half of a subject. */
const LEFT_VERB = /\b(?:will|would|must|may|might|shall|should|can|could|is|are|was|were|has|have|had|does|did)\b/i;
/**
 * "…, which is held at Capital Bank, will be returned…": after the clause the sentence goes on with its verb, so the
 * clause sits between a subject and its verb (embedded-clause.ts), and cutting at ", which" would leave a piece
 * without a subject.
 */
const GOES_ON_WITH_VERB = /,\s+(?:will|must|may|shall|can|is|are|was|were|has|have|does|remains)\b/;
/** "…, as required by law, you must…": the aside is inside a sentence that goes on with its own clause. */
const CLAUSE_AFTER = /,\s+(?:(?:the|your|this|each|any) )?[A-Za-z][\w'’]*\s+(?:must|will|may|shall|can|should|is|are)\b/;
/** A first piece that opens with a condition must hold its main clause after a comma: "If you have questions, call…". */
const OPENS_WITH_CONDITION = /^(?:if|when|whenever|unless|although|though|because|while|once|whether|should you)\b/i;

/** "My Agent will be paid…" → "My Agent": the words before the first helping verb, if they are few. */
const SUBJECT_OF =
  /^((?:["“]?[A-Za-z][\w'’"”-]*\s+){0,3}?["“]?[A-Za-z][\w'’"”-]*)\s+(?:will|must|may|shall|can|does|do|is|are|has|have|plans|intends|agrees|waives|acknowledges|understands|certifies|consents|promises|accepts)\b/;

/** "…$1,000.00, which Owner must hold…, and must pay…": the second verb may be the inner clause's, with its own subject. */
const INNER_CLAUSE_SUBJECT = /,\s+(?:which|who|whom)\s+(?:the\s+)?[A-Za-z][\w'’]*\s+(?:must|will|may|shall|can|should)\b/;

function withSubject(left: string, right: string): string | undefined {
  if (INNER_CLAUSE_SUBJECT.test(left)) return undefined;
  // "The court also orders that Defendant must complete…": the order's own subject.
  const trimmed = left
    .trim()
    .replace(/^(?:\(?[0-9a-z]{1,3}[.)]\s+)?(?:the court (?:also )?orders that|it is (?:further )?ordered that)\s+/i, "");
  let subject = SUBJECT_OF.exec(trimmed)?.[1];
  // "If you do not pay, the landlord must file…, and may ask…": the main clause's subject, after the condition.
  if (!subject || /^(?:if|when|unless)\b/i.test(subject)) {
    const main = [
      ...trimmed.matchAll(/,\s+((?:the |your |this )?[A-Za-z][\w'’]*)\s+(?:will|must|may|shall|can|intends|agrees|plans)\b/g),
    ].at(-1);
    subject = main?.[1];
  }
  // "This Addendum" names its subject; "this" or "it" alone may point back to anything.
  if (!subject || /^(?:if|when|unless)\b/i.test(subject) || /^(?:this|that|it|there)$/i.test(subject)) return undefined;
  const written = /^(?:The|A|An|My|Your|His|Her|Their|Its|Our|This|Each|Any|All)\b/.test(subject)
    ? subject[0]!.toLowerCase() + subject.slice(1)
    : subject;
  return `${written} ${right}`;
}

/**
 * After ", including" or ", such as", the sentence goes on past the aside: "all changes, including fences, be approved";
 * "any animal found in a common area, including the pool deck, the gym and the garage, may be removed" (a list goes on
 * with more items: "including real property, bank accounts, and stocks").
 */
const ASIDE_GOES_ON =
  /^(?:[^.;]*,\s+and\s+[a-z]+\s+(?:it|them|him|her|this|these|the same)\b|[^,.;]{1,40},\s+(?!and\b|or\b)[a-z][^,;]*$|[^.;]*,\s+(?:will|must|may|shall|can|is|are|was|were|has|have|does)\s)/;

const JOINTS: Joint[] = [
  { pattern: /;\s+(?:and|or)\s+/g, lead: "", needsClause: false },
  { pattern: /;\s+(?:but|however,?)\s+/g, lead: "But ", needsClause: false },
  { pattern: /;\s+/g, lead: "", needsClause: false },
  // "…$50.00, which will be added…" → "… $50.00 will be added…": only when what the clause is about can be named
  // (which-subject.ts).
  { pattern: /,\s+which\s+/g, lead: "", needsClause: false, unlessRight: GOES_ON_WITH_VERB, namesWhich: true },
  { pattern: /,\s+and which\s+/g, lead: "This also ", needsClause: false, unlessRight: GOES_ON_WITH_VERB },
  // "…between 7:30 a.m. and 8:00 p.m., where "reasonable notice" means…": a definition, a sentence of its own.
  { pattern: /,\s+where\s+(?=\uE000|["“])/g, lead: "", needsClause: false },
  // "…, in which event rent will be prorated" → "… In that case, rent will be prorated".
  { pattern: /,\s+in which (?:event|case)\s+/g, lead: "In that case, ", needsClause: false },
  // "…a committee of 3 members, none of whom may be officers…" → "… None of them may be officers…".
  {
    pattern:
      /,\s+(none|all|each|some|both|one|neither|either|most|many|any) of (?:whom|which)\s+(?=(?:may|must|will|shall|can|is|are|was|were|has|have)\b)/gi,
    lead: "$1 of them ",
    needsClause: false,
  },
  // "…caused by misuse of the Tenant, except for normal wear and tear." → "… This does not include normal wear and tear."
  {
    pattern: /,\s+except for (?=(?:normal|ordinary|reasonable) wear and tear\.?$)/g,
    lead: "This does not include ",
    needsClause: false,
  },
  // "…held at our storage facility, where it may be claimed between…" → "… There, it may be claimed between…".
  {
    pattern: /,\s+where\s+(?=(?:it|you|they|we|the \w+)\s+(?:may|can|will|must|should)\b)/g,
    lead: "There, ",
    needsClause: false,
  },
  {
    pattern: /,\s+including(?: but not limited to| without limitation)?,?\s+/g,
    lead: "This includes ",
    needsClause: false,
    unlessRight: ASIDE_GOES_ON,
  },
  {
    // "…any damage, such as holes in the walls and broken windows." → "…any damage. Examples include holes…".
    pattern: /,\s+such as\s+/g,
    lead: "Examples include ",
    needsClause: false,
    unlessRight: ASIDE_GOES_ON,
  },
  { pattern: /,\s+unless\s+/g, lead: "But not if ", needsClause: false },
  { pattern: /,\s+in which case\s+/g, lead: "If so, ", needsClause: false },
  {
    pattern: /,\s+and that\s+(?=(?:the|you|your|this|[A-Z]\w*)\b)/g,
    lead: "",
    needsClause: false,
    // A verb of saying before ("agrees that A, and that B") makes both "that"s its objects; "Agreement" is no verb.
    unlessLeft:
      /\b(?:that|agree[sd]?|acknowledge[sd]?|understands?|understood|represents?|warrants?|certif(?:y|ies|ied)|state[sd]?|declare[sd]?|swears?|swore|affirm(?:s|ed)?)\b/i,
  },
  { pattern: /,\s+and\s+/g, lead: "", needsClause: true },
  {
    // "…will be due on May 1, 2026, and the acceptance by the Landlord of rent for any period after May 31, 2026 will
    // not count as a waiver…": a long subject, then its helping verb, with no comma or "and" on the way.
    pattern: /,\s+and\s+(?=(?:the|any|each|no|every)\s)/g,
    lead: "",
    needsClause: false,
    leftNeedsVerb: true,
    minLeftWords: 8,
    onlyIfRight:
      /^(?:the|any|each|no|every)\s+(?:(?!(?:and|or|that|which|who|if|when|unless)\b)[^\s,;]+\s+|\d+,\s+\d{4}\s+){1,14}?(?:will|must|may|shall|can|is|are|does|do|has|have)\s/,
  },
  {
    pattern: /,\s+and\s+(?=(?:if|when|unless|once|in case of)\s)/g,
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
  {
    // "Tenant waives all rights under Section 83.49, and agrees that…" → "… Tenant agrees that…".
    pattern:
      /,\s+and\s+(?=(?:agrees|waives|acknowledges|understands|certifies|consents|promises|accepts|entitles|allows|gives|requires)\b)/g,
    lead: "",
    needsClause: false,
    sharesSubject: true,
  },
  {
    // "Defendant must complete Form 1.977, including all required attachments, and serve it on…" → "Defendant must
    // complete Form 1.977, including all required attachments. Defendant must serve it on…".
    pattern: /,\s+and\s+(?=(?:serve|return|file|send|deliver|mail|give)\s+(?:it|them)\b)/g,
    lead: "",
    needsClause: false,
    sharesDuty: true,
    onlyIfLeft: /,\s+including\s/,
    // "…, unless the judgment is satisfied" is about both duties: the sentence stays whole.
    unlessRight: /\bunless\b/i,
    minLeftWords: 8,
  },
  {
    // The summons form's "Each defendant must serve written defenses …, and to file the original of the defenses with the
    // clerk …" → "… Each defendant must file the original …".
    pattern: /,\s+and to\s+(?=(?:file|serve|send|mail|deliver|pay|give|return)\s)/g,
    lead: "",
    needsClause: false,
    sharesDuty: true,
    minLeftWords: 8,
  },
  {
    // "Landlord may file a lawsuit to have you evicted and may seek a money judgment…": a second verb, the same subject.
    pattern: /\s+and\s+(?=(?:will|must|may|shall|can|is|are)\s+(?!not\b)[a-z]+\b)/g,
    lead: "",
    needsClause: false,
    sharesSubject: true,
    minLeftWords: 8,
  },
  { pattern: /,\s+except that\s+/g, lead: "But ", needsClause: true },
  // "…, because you keep a dog" → "… This is because you keep a dog"; "…, so that the deposit may be returned" likewise.
  { pattern: /,\s+because\s+/g, lead: "This is because ", needsClause: true },
  // "Your account is in default because the payment was not made" → "… in default. This is because the payment…".
  { pattern: /\s+because\s+(?!of\b)/g, lead: "This is because ", needsClause: true, leftNeedsVerb: true },
  {
    // "You will be charged a fee of $35.00, if the check is returned by your bank." → "… This applies if the check…".
    // Not "if any" or "if so", nor a condition after which the sentence goes on ("…, if asked, and may…").
    pattern: /,\s+if\s+(?!(?:any|applicable|necessary|needed|required|so|not|possible|known|available)\b)/g,
    lead: "This applies if ",
    needsClause: true,
    unlessRight: /,(?!\s+\d{4}\b|\d{3}\b)/,
  },
  {
    // "The credit union may report the late payment if the account remains past due" → "… This applies if the…".
    // Not "decide if" or "ask if" (whether), "even if", "only if", nor a condition the sentence goes on after.
    pattern: /\s+if\s+(?!(?:any|applicable|necessary|needed|required|so|not|possible|known|available)\b)/g,
    lead: "This applies if ",
    needsClause: true,
    leftNeedsVerb: true,
    minLeftWords: 8,
    // Nor after ", which …": the condition is the clause's ("a stipulation, which will be enforced if a payment is missed").
    unlessLeft:
      /(?:\b(?:decide[sd]?|determine[sd]?|ask(?:s|ed)?|know|see|check|learn|tell|find out|wonder|even|only|as|and|or|but|whether|what|not)|[,;:])\s*$|,\s+which\s+[^,]*$/i,
    unlessRight: /,(?!\s+\d{4}\b|\d{3}\b)/,
  },
  // "…, as long as the Tenant gives a forwarding address" ("provided that", legalese.ts) → "This applies only if…".
  { pattern: /,\s+(?:as long as|so long as)\s+/g, lead: "This applies only if ", needsClause: true },
  { pattern: /,\s+so that\s+/g, lead: "This is so that ", needsClause: true },
  { pattern: /,\s+at which (?:time|point)\s+/g, lead: "At that time, ", needsClause: true },
  { pattern: /,\s+(?:after which|whereupon)\s+/g, lead: "After that, ", needsClause: true },
  { pattern: /,\s+(?:although|even though)\s+/g, lead: "But ", needsClause: true },
  { pattern: /,\s+or\s+(?!if\b|when\b|unless\b)/g, lead: "Or ", needsClause: true },
  { pattern: /,\s+so\s+/g, lead: "So ", needsClause: true },
  {
    // "You must object within 15 days or I will be allowed to deduct…" → "…within 15 days. If not, I will be…".
    pattern:
      /,?\s+or\s+(?=(?:I|you|we|they|he|she|it|(?:the|your|this|my|our) (?:(?!who|that|which)[\w'’]+ ){0,2}?)\s*(?:will|shall)\b)/g,
    lead: "If not, ",
    needsClause: false,
    onlyIfLeft: /\bmust\b/,
  },
  {
    // "…by Eleanor Whitfield, who produced a driver license" → "…by Eleanor Whitfield. Eleanor Whitfield produced…".
    pattern: /,\s+who\s+(?=[a-z]+\b)/g,
    lead: "",
    needsClause: false,
    repeatsName: true,
    unlessRight: GOES_ON_WITH_VERB,
  },
  {
    pattern: /,\s+as (shown|reflected|stated|explained|described|required|allowed|permitted) (in|by)\s+/g,
    lead: "This is $1 $2 ",
    needsClause: false,
    unlessRight: CLAUSE_AFTER,
  },
  {
    pattern: /\s+and\s+(?=(?:the\s+)?(?:[A-Z][\w'’]*|you|they|he|she|it|we)\s+(?:must|will|may|can|shall|agrees?|is|are)\b)/g,
    lead: "",
    needsClause: true,
    leftNeedsVerb: true,
  },
  {
    // "…may set deadlines and the parties should come prepared…": a second clause with a subject in lower case.
    pattern:
      /\s+and\s+(?=(?:the|your|this|each|every|all|both)\s+(?:(?!that\b|which\b|who\b)[a-z][\w'’-]*\s+){1,2}(?:must|will|may|can|shall|should)\s+(?!not\b)[a-z]+\b)/g,
    lead: "",
    needsClause: true,
    leftNeedsVerb: true,
  },
  { pattern: /,\s+as (?:determined|decided) in writing by\s+/g, lead: "This must be decided in writing by ", needsClause: false },
  { pattern: /,\s+and to\s+(?=\w)/g, lead: "", needsClause: false, repeatsPower: true },
  { pattern: /,\s+that is,\s+/g, lead: "That means ", needsClause: false },
  { pattern: /:\s+(?=\(?[a-z0-9]{1,3}\)\s)/g, lead: "", needsClause: false },
  { pattern: /:\s+(?=[a-z])/g, lead: "", needsClause: true },
];

/**
 * "…did not deposit the rent, or the amount decided by the Court, into the registry…": a thing and what was done to it
 * ("decided by") is no clause, and cannot stand as a sentence.
 */
const THING_DONE_TO =
  /^(?:the|a|an|any|such|this|that|your|its|their|his|her|our|my)\s+(?:(?!(?:is|are|was|were|has|have|had|will|must|may|shall|can|be|been)\b)[\w'’-]+\s+){0,2}?[a-z]{3,}ed\s+(?:by|in|on|under|for|to|from|with|at|as)\b/i;

/**
 * "…, and any rent that becomes due until the lawsuit is over": the only verbs are the thing's own clause's ("that
 * becomes") and another subject's ("the lawsuit is"), so the second piece has no verb of its own.
 */
function verbOnlyInItsClause(right: string): boolean {
  const relative = /^((?:the|any|each|a|an|all|no|every)\s+(?:\S+\s+){1,2}?)(?:that|who|which)\s+\S+/i.exec(right);
  if (!relative) return false;
  // A helping verb right after a clause's opening word and its own subject ("until the lawsuit is over") is that
  // clause's; "any tenant who stays past the date will be charged" keeps its own.
  const rest = right
    .slice(relative[0].length)
    .replace(
      /\b(?:until|before|after|when|while|if|unless|because|once|since)\s+(?:the|a|an|your|this|you|he|she|it|they|we|I)\s+(?:[a-z]\S*\s+)?(?:is|are|was|were|will|must|may|shall|can|has|have|does)\b/g,
      "",
    );
  return !LEFT_VERB.test(rest) && findVerb(`x ${rest.trim()}`, 12) === undefined;
}

/** "If you do not pay by May 31, 2026, the Landlord may sue": a clause, or a request, after one of the commas. */
function hasMainClause(piece: string): boolean {
  const masked = piece.replace(/(\d),(\s+\d{4}\b)/g, "$1$2");
  return [...masked.matchAll(/,\s+/g)].some((comma) => {
    const after = masked.slice(comma.index + comma[0].length);
    if (/^(?:please|call|contact|write|send|pay|come|go|ask|bring|file)\b/i.test(after)) return true;
    // "…, judgment may be entered": a few words, then a helping verb.
    if (/^(?:[^\s,]+\s+){1,3}?(?:must|will|may|can|shall|should|would|could|is|are|was|were|has|have|does)\b/i.test(after))
      return true;
    // "the move-out inspection": a verb's letters inside a hyphenated word are no verb.
    return SUBJECT.test(after) && clauseStart(after);
  });
}

/** "(a) pay rent; (b) keep the home clean" items after a colon become their own lines. */
function splitAt(sentence: string, joint: Joint): string[] | undefined {
  const total = countWords(sentence);
  let best: { index: number; length: number; balance: number; groups: string[] } | undefined;
  for (const match of sentence.matchAll(joint.pattern)) {
    const left = sentence.slice(0, match.index);
    const right = sentence.slice(match.index + match[0].length);
    const leftWords = countWords(left);
    const rightWords = countWords(joint.lead + right);
    if (leftWords < MIN_PIECE_WORDS || rightWords < MIN_PIECE_WORDS) continue;
    // Inside parentheses or quotes a joint is not a joint.
    if ((left.match(/\(/g) ?? []).length !== (left.match(/\)/g) ?? []).length) continue;
    if ((left.match(/["“”]/g) ?? []).length % 2 === 1) continue;
    if (joint.needsClause && (leftWords < 6 || !(SUBJECT.test(right.trim()) && verbSoon(right.trim())))) continue;
    if (joint.needsClause && THING_DONE_TO.test(right.trim())) continue;
    // "…, and any rent that becomes due until the lawsuit is over": the verb is the clause's, the thing goes with the first.
    if (joint.needsClause && verbOnlyInItsClause(right.trim())) continue;
    // "…, and in applying for benefits to which I may be entitled" goes on a list of "in …ing" phrases: no clause.
    if (joint.needsClause && /^(?:in|on|at|by|for|with|without|after|before|during)\s+\w+ing\b/i.test(right.trim())) continue;
    // A date's comma ("by May 31, 2026") is not the end of a condition.
    if (CONDITION_ONLY.test(left.trim().replace(/(\d),\s+(?=\d{4}\b)/g, "$1 "))) continue;
    if (joint.unlessLeft?.test(left)) continue;
    if (joint.onlyIfLeft && !joint.onlyIfLeft.test(left)) continue;
    if (joint.minLeftWords && leftWords < joint.minLeftWords) continue;
    if (joint.onlyIfRight && !joint.onlyIfRight.test(right)) continue;
    if (joint.unlessRight?.test(right)) continue;
    if (joint.namesWhich && !whichSentence(left, clauseAndTail(right)[0])) continue;
    // The verb of a clause on a word of the first piece ("The committee, which will meet…") is not its own verb.
    if (joint.leftNeedsVerb && !LEFT_VERB.test(left.replace(/\b(?:which|who|that)\s+[^,]*/g, ""))) continue;
    // "The committee, which will meet on June 1, and the Board will…": the first piece is a subject and its clause.
    const subjectAndClause = /^([^,]*),\s+(?:which|who)\b/i.exec(left.trim());
    if (joint.needsClause && subjectAndClause && !LEFT_VERB.test(subjectAndClause[1]!)) continue;
    // "If you have questions about this notice, the move-out inspection, or…": the condition has not ended yet.
    if (joint.needsClause && OPENS_WITH_CONDITION.test(left.trim()) && !hasMainClause(left)) continue;
    const balance = Math.abs(leftWords - total / 2);
    if (!best || balance < best.balance) {
      best = { index: match.index, length: match[0].length, balance, groups: match.slice(1).map((group) => group ?? "") };
    }
  }
  if (!best) return undefined;
  const left = sentence.slice(0, best.index);
  let right = sentence.slice(best.index + best.length);
  if (joint.namesWhich) {
    const [clause, tail] = clauseAndTail(right);
    const second = whichSentence(left, clause);
    if (!second) return undefined;
    const main = !tail ? left : tail.startsWith(",") ? `${left.trimEnd()}${tail}` : `${left.trimEnd()} ${tail}`;
    return [endSentence(main), endSentence(second)];
  }
  if (joint.repeatsPower) {
    // "Jurisdiction of this case is kept to enter…, and to decide…" → "Jurisdiction of this case is also kept to decide…".
    const kept = /^((?:[A-Z][\w'’]*)(?:\s+[\w'’]+){0,4}?)\s+(is|are)\s+(kept|retained|reserved)\s+to\s/.exec(left.trim());
    if (kept) return [endSentence(left), endSentence(`${kept[1]} ${kept[2]} also ${kept[3]} to ${right}`)];
    const power = /\b(the (?:power|right|authority|duty) to)\s/i.exec(left)?.[1];
    if (!power) return undefined;
    // "The Court keeps the power to decide…, and to enter…" → "The Court also keeps the power to enter…".
    const holder =
      /^(?:\(?[0-9a-z]{1,3}[.)]\s+)?((?:The|This|My|Your)\s+[\w'’]+)\s+(keeps|has|reserves|retains|gives|grants)\s+(?:to\s+\S+\s+)?the\s/.exec(
        left.trim(),
      );
    right = holder
      ? `${holder[1]} also ${holder[2]} ${power.toLowerCase()} ${right}`
      : `It also includes ${power.toLowerCase()} ${right}`;
  }
  if (joint.repeatsName) {
    const name = /\b[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}$/.exec(left.trim())?.[0];
    if (!name) return undefined;
    right = `${name} ${right}`;
  }
  if (joint.sharesDuty) {
    const duty =
      /^(?:\(?[0-9a-z]{1,3}[.)]\s+)?(?:(?:the court (?:also )?orders that|it is (?:further )?ordered that)\s+)?((?:the\s+)?[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*){0,2})\s+(must|shall|will)\s/i.exec(
        left.trim(),
      );
    if (!duty) return undefined;
    right = `${duty[1]!} ${duty[2]!.toLowerCase() === "shall" ? "must" : duty[2]!} ${right}`;
  }
  if (joint.sharesSubject) {
    const shared = withSubject(left, right);
    if (!shared) return undefined;
    right = shared;
  }
  const { groups } = best;
  const lead = joint.lead.replace(/\$(\d)/g, (_m, group: string) => groups[Number(group) - 1] ?? "");
  return [endSentence(left), endSentence(capitalize(lead + right))];
}

/**
 * A long aside in parentheses ("within 3 days (excluding Saturday, Sunday, and legal holidays) from delivery")
 * becomes a sentence of its own right after: "…within 3 days from delivery. Excluding Saturday, Sunday, and legal
 * holidays." Defined names ('("Tenant")') and short asides stay.
 */
function moveAside(sentence: string): [string, string, string] | undefined {
  for (const match of sentence.matchAll(/\s*\(([^()]{10,})\)/g)) {
    const inside = match[1]!.trim();
    if (countWords(inside) < 4 || /^["“]/.test(inside) || match.index < 10) continue;
    const rest = sentence.slice(0, match.index) + sentence.slice(match.index + match[0].length);
    if (countWords(rest) < MIN_PIECE_WORDS) continue;
    const before = sentence.slice(0, match.index);
    const anchor = before.trim().split(/\s+/).slice(-2).join(" ");
    // "within 5 days (not including Saturday, Sunday, or any legal holiday)" → "Do not count Saturday, Sunday, or …".
    const leaveOut = /^(?:not including|excluding|not counting)\s+(.+)$/i.exec(inside);
    if (leaveOut) return [endSentence(rest), endSentence(`Do not count ${leaveOut[1]!}`), anchor];
    // The same in a bilingual form's Spanish: "(sin contar sábados, domingos ni días feriados)" → "No cuente sábados…".
    const noCuente = /^(?:sin contar|sin incluir|excluyendo|no incluyendo)\s+(.+)$/i.exec(inside);
    if (noCuente) return [endSentence(rest), endSentence(`No cuente ${noCuente[1]!}`), anchor];
    // An aside without a verb of its own is no sentence: "$3,100.00 (an amount that does not exceed…)" → "$3,100.00 is
    // an amount that…"; "a legal aid office (listed in the phone book)" stays where it is.
    if (
      /^(?:a|an|the|any|each|all|your|my|listed|shown|located|called|named)\s/i.test(inside) ||
      !(LEFT_VERB.test(inside) || verbSoon(inside))
    ) {
      const amount = /(\$[\d,]+(?:\.\d{2})?)\s*$/.exec(before)?.[1];
      if (amount && /^(?:a|an|the)\s/i.test(inside)) return [endSentence(rest), endSentence(`${amount} is ${inside}`), anchor];
      continue;
    }
    return [endSentence(rest), endSentence(capitalize(inside)), anchor];
  }
  return undefined;
}

/**
 * "Under Section 720.305, Florida Statutes, and Article XII, the Association plans to charge…" → "The Association
 * plans to charge…. This is under Section 720.305, Florida Statutes, and Article XII." The law a long sentence
 * opens or ends with goes after it, as a sentence of its own.
 */
function moveAuthority(sentence: string): string[] | undefined {
  // A motion's "Plaintiff, X, through its lawyer and under Florida Rule of Civil Procedure 1.500(a), asks …" → "Plaintiff,
  // X, through its lawyer, asks …. This is under Florida Rule of Civil Procedure 1.500(a)." (before the motion's
  // "Here are the reasons.", when the sentence goes on with it).
  const middle =
    /,\s+(?:(through (?:its|his|her|their) lawyers?)\s+and\s+)?under\s+((?:Florida\s+)?(?:Rules?|Sections?|Chapter|Article|§)\s[^;:]*?),\s+(?=(?:asks|moves|requests|files|says|states|answers|responds)\b)/.exec(
      sentence,
    );
  if (middle && countWords(sentence.slice(0, middle.index)) >= 1) {
    const main = `${sentence.slice(0, middle.index)}, ${middle[1] ? `${middle[1]}, ` : ""}${sentence.slice(middle.index + middle[0].length)}`;
    const law = endSentence(`This is under ${middle[2]!}`);
    const end = /\.\s+(?=Here are the reasons\.$)/.exec(main);
    return end ? [endSentence(main.slice(0, end.index)), law, main.slice(end.index + end[0].length)] : [endSentence(main), law];
  }
  // "…may become a lien against your parcel, under Section 720.305(2), Florida Statutes." → "… This is under…";
  // "…, as is required by Section 720.305(2), Florida Statutes." → "… This is required by…".
  // Without a comma only "as required by" ("…into the registry of the Court as required by Section 83.60(2)…"):
  // "rights under Section 83.49" belongs to its noun.
  const last =
    /(?:,\s+(under|as (?:is )?required by)|\s+(as (?:is )?required by))\s+((?:Florida\s+(?:[A-Z][a-z]+\s+){0,4})?(?:Sections?|Chapter|Rules?|Article|§|Fla\.)\s[^,;]*(?:,\s+Florida Statutes)?)\.?$/.exec(
      sentence,
    );
  if (last && countWords(sentence.slice(0, last.index)) >= MIN_PIECE_WORDS) {
    const link = last[1] === "under" ? "under" : "required by";
    return [endSentence(sentence.slice(0, last.index)), endSentence(`This is ${link} ${last[3]!}`)];
  }
  if (!/^Under\s/.test(sentence)) return undefined;
  for (const match of sentence.matchAll(/,\s+/g)) {
    const intro = sentence.slice(0, match.index);
    const main = sentence.slice(match.index + match[0].length);
    if (countWords(intro) < 3 || countWords(main) < MIN_PIECE_WORDS) continue;
    if ((intro.match(/\(/g) ?? []).length !== (intro.match(/\)/g) ?? []).length) continue;
    if (!SUBJECT.test(main) || !clauseStart(main)) continue;
    return [endSentence(capitalize(main)), endSentence(`This is u${intro.slice(1)}`)];
  }
  return undefined;
}

/**
 * An aside of examples inside the subject goes after the sentence: "Any animal found in a common area, including the
 * pool deck, the gym and the garage, may be removed by Owner." → "Any animal found in a common area may be removed by
 * Owner." "This includes the pool deck, the gym and the garage."
 */
const MIN_SUBJECT_WITH_EXAMPLES = 6;

/** [the sentence without the aside, the aside as a sentence, the words the aside followed]. */
function moveExamples(sentence: string): [string, string, string] | undefined {
  const match = /,\s+(including|such as)\s+([^.;()]*?),\s+(?=(?:will|must|may|shall|can|is|are|was|were|has|have|does)\s)/.exec(
    sentence,
  );
  // A short subject keeps its aside: "Your written response, including the case number, must be filed."
  if (!match || countWords(sentence.slice(0, match.index)) < MIN_SUBJECT_WITH_EXAMPLES) return undefined;
  const left = sentence.slice(0, match.index);
  const main = `${left} ${sentence.slice(match.index + match[0].length)}`;
  if (countWords(match[2]!) < 2) return undefined;
  // "…in any common area, including the pool deck…" → "The common area includes the pool deck…".
  const noun = /\b(?:the|any|a|an|all|each|every|your|its|our)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s*$/i.exec(left)?.[1];
  const plural = noun !== undefined && /[^s]s$/.test(noun);
  const lead =
    match[1] !== "including" ? "Examples include" : noun ? `The ${noun} ${plural ? "include" : "includes"}` : "This includes";
  return [main, endSentence(`${lead} ${match[2]!}`), left.trim().split(/\s+/).slice(-2).join(" ")];
}

/** The sentence count-from.ts makes after a period: "The 20 days count from the date…". */
const COUNTS_FROM = /^The \S+ (?:[a-z]+ )?[a-z]+ counts? from\b/;

/** Splits until every piece is short or no joint is left; each piece ends with a full stop. */
export function splitLongSentence(sentence: string, limit = LONG_SENTENCE_WORDS): string[] {
  if (countWords(sentence) <= limit) return [sentence];
  // A lease's opening, an order's second duty, whom to send to after a colon, the law it ends on, where to appear
  // (split-made-between.ts, split-second-order.ts, split-contact-colon.ts, split-law-tail.ts, split-appear-place.ts),
  // a "which" clause with its own subject about a sum (split-which-own-subject.ts).
  const early =
    splitMadeBetween(sentence) ??
    splitSecondOrder(sentence) ??
    splitContactColon(sentence) ??
    splitLawTail(sentence) ??
    splitAppearPlace(sentence) ??
    splitWhichOwnSubject(sentence);
  if (early) return early.flatMap((piece) => splitLongSentence(piece, limit));
  const residence = moveResidence(sentence);
  if (residence && countWords(residence.rest) >= MIN_PIECE_WORDS) {
    return [...splitLongSentence(residence.rest, limit), endSentence(capitalize(residence.where))];
  }
  const place = movePlaceAddress(sentence);
  if (place && countWords(place.rest) >= MIN_PIECE_WORDS) {
    return [...splitLongSentence(place.rest, limit), endSentence(capitalize(place.where))];
  }
  const room = moveRoomAfterTime(sentence);
  if (room && countWords(room[0]!) >= MIN_PIECE_WORDS) return [...splitLongSentence(room[0]!, limit), room[1]!];
  const meeting = moveMeeting(sentence);
  if (meeting) {
    // The meeting follows the vote's first piece, not the end of a sentence that goes on.
    const [first = "", ...rest] = splitLongSentence(meeting[0], limit);
    return [first, meeting[1], ...rest];
  }
  const authority = moveAuthority(sentence);
  if (authority) return [...splitLongSentence(authority[0]!, limit), ...authority.slice(1)];
  const aside = moveAside(sentence);
  if (aside) {
    // The aside follows the piece it was in, not the end of a sentence that goes on.
    const [main, moved, before] = aside;
    const pieces = splitLongSentence(main, limit);
    const at = pieces.findIndex((piece) => piece.includes(before));
    return at < 0 ? [...pieces, moved] : [...pieces.slice(0, at + 1), moved, ...pieces.slice(at + 1)];
  }
  const examples = moveExamples(sentence);
  if (examples) {
    // The examples follow the piece they belong to, not the end of a sentence that goes on.
    const [main, aside, before] = examples;
    const pieces = splitLongSentence(main, limit);
    const at = pieces.findIndex((piece) => piece.includes(before));
    return at < 0 ? [...pieces, aside] : [...pieces.slice(0, at + 1), aside, ...pieces.slice(at + 1)];
  }
  const lifted = liftEmbeddedClause(sentence);
  if (lifted) {
    // The clause follows the piece it was lifted from, not the end of a sentence that goes on ("…; we will not…").
    const [main = "", ...aside] = lifted;
    const [first = "", ...rest] = splitLongSentence(main, limit);
    return [first, ...aside.flatMap((piece) => splitLongSentence(piece, limit)), ...rest];
  }
  const supposed = liftRestrictiveClause(sentence);
  if (supposed) return supposed.flatMap((piece) => splitLongSentence(piece, limit));
  const series = splitFollowsList(sentence) ?? splitSeries(sentence) ?? splitThatSeries(sentence);
  if (series) return series.flatMap((piece) => splitLongSentence(piece, limit));
  const sevenths = splitSecondOpener(sentence) ?? splitAfterGivingYou(sentence) ?? splitFromList(sentence);
  if (sevenths) return sevenths.flatMap((piece) => splitLongSentence(piece, limit));
  // "…, for a total of $2,656.45." → "… The total is $2,656.45."; a claim's or a judgment's "plus …", a daily late fee
  // (amount-lists.ts); a second verb of the same side, what the same side answers for twice (second-verb.ts).
  const amounts =
    splitTotal(sentence) ??
    splitPlusClaim(sentence) ??
    splitDailyLateFee(sentence) ??
    splitJudgmentPlus(sentence) ??
    splitSecondVerb(sentence) ??
    splitLiableTwice(sentence);
  if (amounts) return amounts.flatMap((piece) => splitLongSentence(piece, limit));
  const opener = splitCourtOpener(sentence);
  if (opener) return [opener[0]!, ...splitLongSentence(endSentence(opener[1]!), limit)];
  const joined = splitJoinedConditions(sentence);
  if (joined) return [...joined.slice(0, -1), ...splitLongSentence(joined.at(-1)!, limit)];
  const conditions = splitConditions(sentence);
  if (conditions) return conditions.flatMap((piece) => splitLongSentence(piece, limit));
  const asked = askCondition(sentence);
  if (asked) return [...asked.slice(0, -1), ...splitLongSentence(asked.at(-1)!, limit)];
  const conceded = splitConcession(sentence);
  if (conceded) return conceded.flatMap((piece) => splitLongSentence(piece, limit));
  const moved = moveCondition(sentence);
  if (moved) {
    // The condition follows the first piece of its rule: "A. This applies if X. B." ("…, and if Y, B" has its own).
    const [rule = "", condition = ""] = moved;
    const pieces = splitLongSentence(rule, limit);
    // "Suppose a resident stays. That resident will be charged…" (restrictive-clause.ts) is one rule in two sentences.
    let at = 1;
    while (at < pieces.length && /^Suppose\s/.test(pieces[at - 1]!)) at += 1;
    // "…within 20 days. The 20 days count from the date…" (count-from.ts) says when the period starts: it stays with it.
    while (at < pieces.length && COUNTS_FROM.test(pieces[at]!)) at += 1;
    return [...pieces.slice(0, at), ...splitLongSentence(condition, limit), ...pieces.slice(at)];
  }
  // "…within 15 days from the time you get this notice." → "…within 15 days. The 15 days count from…" (count-from.ts).
  const counted = splitCountFrom(sentence) ?? splitHavePeriod(sentence) ?? splitUntil(sentence) ?? splitSecondThing(sentence);
  if (counted) return [...splitLongSentence(counted[0], limit), counted[1]];
  for (const joint of JOINTS) {
    const pieces = splitAt(sentence, joint);
    if (pieces) return pieces.flatMap((piece) => splitLongSentence(piece, limit));
  }
  return [sentence];
}
