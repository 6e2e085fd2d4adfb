/**
 * What a ", which" clause is about, said as the subject of a sentence of its own (split-long.ts): "This" alone may
 * point at the wrong thing ("…the Association's manager, which may be contacted at…" → "This may be contacted at…").
 * The clause becomes a sentence only when its subject can be named:
 * - the amount just before it: "…by paying $212.00, which is the past due amount…" → "$212.00 is the past due amount…";
 *   a thing with its amount: "…monthly pet rent of $25.00, which will be due…" → "The monthly pet rent will be due…";
 * - the thing just before it, not after a preposition (after "on the same day, which…" the clause may be about
 *   something earlier): "…the Association's manager, which may be contacted…" → "The manager may be contacted…";
 * - a name: "…is Treasure Coast Towing, Inc., which may be contacted…" → "Treasure Coast Towing, Inc. may be…";
 * - a section of a law or a paper that says something: "…Article IX, Section 9.2 of the Declaration, which prohibits…"
 *   → "That section prohibits…";
 * - the whole clause, when the clause says what it means or causes: "…, which means…" → "This means…".
 * Never when the clause has a subject of its own ("…, which Plaintiff may recover…"), nor when the first part has no
 * verb of its own ("The merchandise that you bought, which is…": a subject waiting for its verb).
 */
import { findVerb } from "./verb-check";

const HELPING = "(?:is|are|was|were|will|would|must|may|might|shall|should|can|could|has|have|had|does|do|did)";
/** The clause starts with its own verb: "which is", "which may be", "which requires", "which bans". */
const CLAUSE_VERB = new RegExp(`^(?:(?:also|then|now|in turn)\\s+)?(?:${HELPING}|[a-z]{2,}(?:[^s\\W]s|ed)|bans)\\b`);
const LEFT_VERB = new RegExp(`\\b${HELPING}\\b`, "i");
/**
 * "…you owe $4,812.36 to Coastal Bank, N.A., which includes…": after an amount and its preposition the clause may be
 * about the amount, not the one it is owed to or paid to, unless it says how that one is reached.
 */
const AMOUNT_THEN_PREPOSITION = /\$[\d,]+(?:\.\d{2})?\s+(?:to|from|for|by|with)\s+(?:the\s+)?$/i;
const REACHED =
  /^(?:(?:may|can|could|will|must|should)\s+be\s+(?:contacted|reached|called|e-?mailed|written to|found)|is\s+(?:located|open)|(?:has|keeps)\s+(?:an?\s+)?office)\b/i;
/** A name after one of these is the clause's subject all the same: "a hearing before the Fining Committee, which…". */
const NOT_BEFORE_NAME = /\b(?:of|and|or)\s+(?:the\s+)?$/i;
/** "which date is…", "which sum will…": the clause names its own subject. */
const OWN_NOUN = new RegExp(`^[a-z]+\\s+${HELPING}\\b`);
/** The first part ends inside a clause of its own ("…a stipulation that sets out the payments"): its last thing may not be the one meant. */
const ENDS_IN_CLAUSE = /\b(?:that|which|who|whom|whose)\s+(?:[^\s,]+\s+){0,7}[^\s,]+$/i;
/** Who acts or is reached: "the Association's manager", "the management office", "the Fining Committee". */
const AGENT =
  /\b(?:manager|agent|office|company|attorney|lawyer|landlord|association|committee|board|clerk|department|bank|firm|owner|creditor|collector|servicer|insurer)$/i;
const PREPOSITION =
  /\b(?:of|in|on|at|to|for|by|with|from|into|onto|upon|under|over|about|through|during|after|before|between|against|within|without|toward|towards|per|than|and|or)\s*$/i;
const MONEY = /(\$[\d,]+(?:\.\d{2})?|\b\d+(?:\.\d+)?%)$/;
const DATE_AT_END =
  /\b((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})$/;
/** "…the amount of rent that the complaint claims to be due, which is $3,700.00": the thing the clause gives the amount of. */
const THING_BEFORE_ITS_CLAUSE =
  /(?:^|\s)(the|a|an|any|your)\s+((?:[a-z][\w'’-]*\s+){0,3}?[a-z][\w'’-]*)\s+that\s+(?:[^\s,]+\s+){0,9}[^\s,]+$/i;
/** "the monthly pet rent of $25.00", "a late fee in the amount of $50.00". */
const THING_WITH_AMOUNT =
  /(?:^|\s)(the|a|an|any|your|its|their|our|his|her|my)\s+((?:(?!(?:the|a|an|any|your|its|their|our|his|her|my)\s)[a-z][\w'’-]*\s+){0,3}?[a-z][\w'’-]*)\s+(?:of|in the amount of|totaling)\s+\$[\d,]+(?:\.\d{2})?$/i;
/** "the Association's manager", "the amount claimed", "your deposit": up to four words after a determiner. */
const THING = /(?:^|[\s(])(the|a|an|any|each|all|such|this|your|its|their|our|his|her|my)\s+((?:[\w'’-]+\s+){0,3}[\w'’-]+)$/i;
/** Words that end a thing's name only when it is no thing: "the Tenant must pay", "the home quickly". */
const NOT_A_NOUN = new RegExp(`^(?:${HELPING}|not|that|which|who|and|or|of|to|[a-z]+ly)$`, "i");
const SUFFIX = "(?:Inc\\.|INC\\.|LLC|L\\.L\\.C\\.|P\\.A\\.|PLLC|LP|L\\.P\\.|LLP|N\\.A\\.|Corp\\.|CORP\\.|Co\\.)";
/** "Treasure Coast Towing, Inc.": two capitalized words or more, or one and a company's suffix. */
const NAME = new RegExp(`(?:^|\\s)((?:[A-Z][\\w'’&.-]*)(?:\\s+(?:&\\s+|and\\s+|of\\s+)?[A-Z][\\w'’&.-]*)*(?:,?\\s+${SUFFIX})?)$`);
const PARTY =
  /^(?:Plaintiff|Defendant|Landlord|Tenant|Lender|Borrower|Creditor|Debtor|Buyer|Seller|Owner|Association|Guarantor|Lessor|Lessee|Principal|Agent)$/;
const SECTION =
  /\b(Section|Article|Paragraph|Rule|Chapter)\s+[\dIVXLC][\w.()-]*(?:,\s+Florida Statutes|\s+of\s+(?:the|this|your)\s+[A-Z][^;]{0,80})?$/;
const SAYS =
  /^(?:does not allow|bans|prohibits|requires|provides|states|says|allows|permits|forbids|sets out|lists|limits|gives|applies|defines|explains)\b/;
const WHOLE_CLAUSE =
  /^(?:means|meant|results? in|(?:will|may|could|would|can) (?:result in|hurt|harm|affect|lead to|cause|delay)|is why|constitutes|counts as)\b/;

const capitalized = (text: string) => text[0]!.toUpperCase() + text.slice(1);

function theThing(det: string, words: string): string | undefined {
  const list = words.split(/\s+/);
  // "…a late fee of $75.00 each month, which…": a time said in passing is not what the clause is about.
  if (
    /^(?:each|every|any|all|this|a|an)$/i.test(det) &&
    /^(?:days?|weeks?|months?|years?|times?|hours?|minutes?)$/i.test(list.at(-1)!)
  )
    return undefined;
  if (list.some((word) => NOT_A_NOUN.test(word))) return undefined;
  // "the Association's manager" → "The manager": the thing itself.
  const own = list.findLastIndex((word) => /['’]s$/.test(word));
  const rest = own >= 0 && own < list.length - 1 ? list.slice(own + 1) : list;
  if (own === list.length - 1) return undefined;
  const possessive = /^(?:your|its|their|our|his|her|my)$/i.test(det) && own < 0;
  return `${possessive ? capitalized(det.toLowerCase()) : "The"} ${rest.join(" ")}`;
}

/** The subject for the ", which" clause after `left`, or undefined when "This" would be unclear. */
export function whichSubject(left: string, right: string): string | undefined {
  const before = left.trim().replace(/,$/, "");
  const clause = right.trim();
  if (OWN_NOUN.test(clause) && !/^(?:is|are|was|were|will|must|may|can|has|have)\s/.test(clause)) return "This";
  if (!CLAUSE_VERB.test(clause) || !hasOwnVerb(before)) return undefined;
  if (WHOLE_CLAUSE.test(clause)) return "This";
  return thingNamed(before, clause);
}

/** The first part must be a clause with a verb of its own, or a request ("Pay to the Clerk the amount…"). */
function hasOwnVerb(before: string): boolean {
  const main = before.replace(/\b(?:which|who|that)\s+[^,]*/g, "");
  return LEFT_VERB.test(before) || findVerb(`x ${main}`, 12) !== undefined;
}

/** What the clause after `before` is about, named, or undefined. */
function thingNamed(before: string, clause: string): string | undefined {
  // "…by March 9, 2026, which is the last day…" → "March 9, 2026 is the last day…".
  const date = DATE_AT_END.exec(before);
  if (date && /^(?:is|was|will be)\s/.test(clause)) return date[1];
  const money = MONEY.exec(before);
  if (money) {
    const thing = THING_WITH_AMOUNT.exec(before);
    return (thing && theThing(thing[1]!, thing[2]!)) ?? money[1];
  }
  if (SECTION.test(before) && SAYS.test(clause)) {
    const kinds = [...before.matchAll(/\b(Section|Article|Paragraph|Rule|Chapter)\s+[\dIVXLC]/g)];
    return `That ${kinds.at(-1)![1]!.toLowerCase()}`;
  }
  const givesAmount = /^(?:is|was|are|were|totals)\s+\$\d/.test(clause);
  if (givesAmount) {
    const owner = THING_BEFORE_ITS_CLAUSE.exec(before);
    // "…the amount of rent that the complaint claims to be due, which is $3,700.00" → "That amount is $3,700.00."
    const head = /^(amount|sum|balance|total|rent|fee|charge|payment)\b/.exec(owner?.[2] ?? "")?.[1];
    if (head) return `That ${head}`;
  }
  if (ENDS_IN_CLAUSE.test(before)) return undefined;
  const name = NAME.exec(before)?.[1];
  // A party named by one word with a capital ("…owed to Plaintiff, which…") is a name too.
  const party = name !== undefined && PARTY.test(name);
  if (
    name &&
    (party || name.split(/\s+/).length >= 2 || new RegExp(`${SUFFIX}$`).test(name)) &&
    !/^(?:The|This|A|An)\s/.test(name)
  ) {
    const ahead = before.slice(0, before.length - name.length);
    if (AMOUNT_THEN_PREPOSITION.test(ahead) && !REACHED.test(clause)) return undefined;
    if (!NOT_BEFORE_NAME.test(ahead)) return /\bthe\s+$/i.test(ahead) ? `The ${name}` : name;
  }
  const thing = THING.exec(before);
  if (!thing) {
    // "…the Landlord may charge late fees, which…": a plural thing right after the verb that takes it.
    const bare = BARE_PLURAL_AFTER_VERB.exec(before)?.[1];
    return bare && !bare.split(/\s+/).some((word) => NOT_A_NOUN.test(word)) ? `The ${bare}` : undefined;
  }
  const at = before.length - thing[0].length;
  // "…for the amount claimed, which is $2,310.00": a clause that gives an amount is about the thing just before it.
  // After a preposition the clause may be about something earlier ("sent to mediation on the same day, which is
  // free"), unless the thing is one that acts or is reached: "…sent to the Association's manager, which may be…".
  const ahead = before.slice(0, at + (thing[0].length - thing[0].trimStart().length));
  if (AMOUNT_THEN_PREPOSITION.test(ahead) && !REACHED.test(clause)) return undefined;
  const agent = AGENT.test(thing[2]!) && !/\b(?:of|and|or)\s*$/i.test(ahead);
  if (!givesAmount && !agent && PREPOSITION.test(ahead)) return undefined;
  return theThing(thing[1]!, thing[2]!);
}

/**
 * A clause with a subject of its own, whose verb takes the thing: "which Plaintiff has a right to get under Rule
 * 1.380(a)(4)" → "Plaintiff has a right to get the attorney's fees under Rule 1.380(a)(4)." The thing goes after the
 * verb, before what the verb goes on with ("under", "from", "by"…).
 */
const BARE_PLURAL_AFTER_VERB =
  /\b(?:pay|pays|paid|charge|charges|charged|owe|owes|owed|collect|collects|collected|incur|incurs|incurred|receive|receives|received|keep|keeps|kept|send|sends|sent|deduct|deducts|deducted|impose|imposes|imposed|assess|assesses|assessed)\s+((?:[a-z][\w'’-]*\s+){0,2}[a-z][\w'’-]*[^s\W]s)$/;
const TAKES_A_THING =
  "pay|get|recover|collect|deduct|charge|owe|owes|keep|return|send|sign|signed|receive|received|hold|holds|refund|claim|claims|seek|seeks|demand|demands|accept|accepts|apply|applies";
const OBJECT_CLAUSE = new RegExp(
  `^((?:the\\s+|your\\s+)?(?:[A-Z][\\w'’]*|you|we|they|he|she)(?:\\s+[A-Z][\\w'’]*){0,2})\\s+((?:[a-z'’]+\\s+){0,5}?(?:${TAKES_A_THING}))(\\s+(?:under|from|by|on|at|in|within|for|to|with|before|after|as|if|unless|when)\\b[^,;]*|)\\.?$`,
);

/** The second sentence for a ", which" clause after `left`, or undefined when it would be unclear. */
export function whichSentence(left: string, right: string): string | undefined {
  const subject = whichSubject(left, right);
  if (subject) return `${subject} ${right.trim()}`;
  const before = left.trim().replace(/,$/, "");
  const object = OBJECT_CLAUSE.exec(right.trim().replace(/\.$/, ""));
  if (!object || !hasOwnVerb(before) || LEFT_VERB.test(object[1]!)) return undefined;
  // "deduct from for unpaid rent": the verb's own preposition comes first.
  if (/^\s+(?:from|to|on|at|in|by|with|for)\s+(?:for|from|to|on|at|in|by|with)\b/.test(object[3]!)) return undefined;
  // Only an amount just before the clause is surely what its verb takes: "…fees of $450.00 for preparing this Motion,
  // which Plaintiff may recover" is about the fees, not the motion, and stays whole.
  const amount = MONEY.exec(before)?.[1];
  if (!amount) return undefined;
  const thing = THING_WITH_AMOUNT.exec(before);
  const named = (thing && theThing(thing[1]!, thing[2]!))?.replace(/^The\s/, "the ") ?? amount;
  const who = object[1]!;
  return `${who[0]!.toUpperCase()}${who.slice(1)} ${object[2]!} ${named}${object[3]!}.`;
}

/**
 * "…by paying $212.00, which is the past due amount and the late fees, by June 24, 2027." → the clause ends before the
 * date the sentence goes on with: ["is the past due amount and the late fees", "by June 24, 2027"].
 */
export function clauseAndTail(right: string): [string, string] {
  // "…, which is $3,700.00, and any rent that becomes due…": what follows the amount goes on with the sentence.
  const more = /^((?:is|are|was|were)\s+\$[\d,]+(?:\.\d{2})?),\s+((?:and|plus)\s+[^,;]+?)\.?$/.exec(right.trim());
  if (more) return [more[1]!, `, ${more[2]!}`];
  const tail = /,\s+((?:on or before|by|before|within|no later than|not later than)\s+[^,;]*\d[^,;]*(?:,\s+\d{4})?)\.?$/.exec(
    right,
  );
  return tail ? [right.slice(0, tail.index), tail[1]!] : [right, ""];
}
