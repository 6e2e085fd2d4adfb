/**
 * Legalese into everyday words, phrase by phrase: "hereinafter", "pursuant to", "shall", "notwithstanding",
 * "indemnify and hold harmless", passive "shall be deemed", doubled words ("any and all"), and long words with a
 * short everyday twin ("terminate" → "end"). Rules run in order, longest phrases first; a rule never touches a
 * number, a date or a capitalized name (values.ts checks that afterwards anyway). Doublets (doublets.ts), definitions
 * (definition-phrases.ts) and the stock phrases of orders (order-phrases.ts), motions and certificates (court-phrases.ts)
 * run first; the plain-language list's words
 * (everyday-words.ts) are swapped with this file's own word pairs.
 */

import { ACTIVE_VOICE } from "./active-voice";
import { COURT_PHRASES } from "./court-phrases";
import { DEFINITION_PHRASES } from "./definition-phrases";
import { COMMON_WORDS } from "./common-words";
import { DOUBLETS } from "./doublets";
import { EVERYDAY_WORDS } from "./everyday-words";
import { termNote, withNote, type FirstUseTerms, type PendingNote } from "./first-use-terms";
import { LONG_WORDS } from "./long-words";
import { NOMINALIZATIONS } from "./nominalizations";
import { ORDER_PHRASES } from "./order-phrases";
import { SHORT_CLAUSES } from "./short-clauses";
import { WORDY_PHRASES } from "./wordy-phrases";

export interface RewriteContext {
  /** How the text calls itself: "this lease", "this notice", "this letter", "this paper". */
  self: string;
  /** The paper's glossary terms: the first one replaced keeps its own word in parentheses (first-use-terms.ts). */
  terms?: FirstUseTerms;
}

type Replacement = string | ((context: RewriteContext, ...groups: string[]) => string);

interface Rule {
  pattern: RegExp;
  replacement: Replacement;
  /** A word the rule cannot match without (lower case), so most rules skip most sentences at once. */
  trigger: string | undefined;
}

/**
 * The longest run of letters that every match must contain: the pattern's text outside any group, class or
 * escape. A pattern whose every word is inside an alternation has none and is always tried.
 */
function triggerOf(source: string): string | undefined {
  let outside = "";
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "\\") {
      if (depth === 0) outside += " ";
      i += 1;
    } else if (char === "[") {
      // A character class: skipped whole (it may hold parentheses).
      for (i += 1; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i += 1;
      if (depth === 0) outside += " ";
    } else if (char === "(") {
      depth += 1;
    } else if (char === ")") {
      depth -= 1;
      if (depth === 0) outside += " ";
    } else if (depth === 0) {
      if (char === "|") return undefined;
      // "s?" or "s*" or "s{0,2}": the letter before is optional, so the run stops before it.
      if (char === "?" || char === "*" || char === "{") outside = `${outside.slice(0, -1)} `;
      else outside += char;
    }
  }
  const runs = outside.split(/[^A-Za-z]+/).filter((run) => run.length >= 3);
  return runs.sort((a, b) => b.length - a.length)[0]?.toLowerCase();
}

const rule = (source: string, replacement: Replacement, flags = "gi"): Rule => ({
  pattern: new RegExp(source, flags),
  replacement,
  trigger: triggerOf(source),
});

const PHRASES: Rule[] = [
  // Openings and closings of formal papers.
  rule("\\bknow all (?:men|persons) by these presents,?\\s*(?:that\\s*)?", ""),
  rule("\\bwitnesseth:?\\s*(?:that\\s*)?,?\\s*", ""),
  rule("\\bwhereas,\\s*", ""),
  rule("\\bnow,?\\s+therefore,?\\s*(?:in consideration of[^,]*,\\s*)?", "So, "),
  rule("\\bin witness whereof,?\\s*", "To confirm this, "),
  // Defined names: 'John Smith (hereinafter referred to as "Tenant")' → 'John Smith ("Tenant")'.
  rule(
    "\\(\\s*(?:hereinafter|hereafter|herein)(?:\\s+(?:referred\\s+to\\s+as|called|designated\\s+as|known\\s+as))?\\s*(?:the\\s+)?(\\uE000\\d+\\uE000)\\s*\\)",
    (_c, quoted) => `(${quoted})`,
  ),
  rule(",?\\s*(?:hereinafter|hereafter)\\s+(?:referred\\s+to\\s+as|called|designated\\s+as|known\\s+as)\\s+", ", called "),
  rule("\\bhereinafter\\b", "from now on"),
  rule(
    "\\bnotwithstanding anything (?:herein )?to the contrary(?: (?:contained|stated|set forth))? in (this|the) ([A-Z]\\w*),?\\s*",
    (_c, det = "", paper = "") => `Even if ${det} ${paper} says something else, `,
  ),
  rule(
    "\\bnotwithstanding anything (?:herein )?to the contrary(?: (?:contained|stated|set forth) (?:herein|in this \\w+))?,?\\s*",
    "Even if other parts say something else, ",
  ),
  rule(
    "^notwithstanding any (?:other )?(?:provision|term|section|paragraph)s? (?:of|in) (this|the|your) ([A-Za-z]\\w*),?\\s*",
    (_c, det = "", paper = "") => `Even if ${det.toLowerCase()} ${paper} says something else, `,
  ),
  rule("\\bnotwithstanding the foregoing,?\\s*", "Even so, "),
  rule("\\bnotwithstanding\\b", "despite"),
  rule("\\btime is of the essence(?: (?:of|in|with respect to) (?:this|the) \\w+)?", "deadlines are strict"),
  // Openings of notices and letters that only announce what follows.
  rule("^(?:you are|tenant is|the tenant is) (?:hereby )?(?:notified|advised|informed) that\\s*", ""),
  rule("^please (?:be advised|take notice|note) that\\s*", ""),
  rule("^you are (?:hereby )?(?:requested|asked) to\\s+(?=[a-z])", "Please "),
  rule("^(?:demand is|notice is) hereby (?:made|given) that you\\b", "You must"),
  rule(
    "\\b(you )?(?:are|is) (?:hereby )?indebted to (the undersigned|[^,.;]{1,60}?) in the (?:sum|amount) of\\b",
    (_c, you = "", whom = "") => `${you}owe ${whom}`,
  ),
  rule(
    "\\bthe undersigned (landlord|owner|creditor|agent|resident|tenant|homeowner|member|borrower|guarantor|lessee|lessor|witnesses|witness|notary|parties)\\b",
    (_c, who = "") => `the ${who}`,
  ),
  rule("\\bthe undersigned\\b", "the signer"),
  // "any unauthorized occupant" → "any occupant without permission" ("a not allowed occupant" is no English);
  // "a prohibited item" → "a banned item". Before "of" ("unauthorized use of the card") the word stays for the pairs.
  rule(
    "\\b(an?|any|the|each|every|no) unauthorized ([a-z]+)\\b(?!\\s+of\\b)",
    (_c, det = "", noun = "") => `${/^an?$/i.test(det) ? (/^[aeio]/i.test(noun) ? "an" : "a") : det} ${noun} without permission`,
  ),
  rule("\\b(an?|any|the|each|every|no) prohibited (?=[a-z]+\\b)(?!(?:from|by|to|under|in|for|at)\\b)", (_c, det = "") =>
    /^an$/i.test(det) ? "a banned " : `${det} banned `,
  ),
  // "such other and further relief as the Court deems just" → "any other relief that the Court deems just"; "such
  // further orders as are proper" → "any other orders that are proper" ("such more orders" is no English).
  rule(
    "\\bsuch (?:other and |other or )?further (relief|orders?|action|proceedings) as\\b",
    (_c, what = "") => `any other ${what} that`,
  ),
  rule("\\bsuch other (relief|orders?) as\\b", (_c, what = "") => `any other ${what} that`),
  // The deposit claim notice of section 83.49(3): "This is a notice of my intention to impose a claim for damages…"
  // → "I plan to make a claim for damages…" (the notice is still the notice; only its words are plainer).
  rule("^this is (?:a )?notice of (my|our) intention to impose a claim\\b", (_c, who = "") =>
    who.toLowerCase() === "our" ? "We plan to make a claim" : "I plan to make a claim",
  ),
  // A complaint's "demands judgment against Defendant" → "asks for a judgment against Defendant".
  rule(
    "\\b(demands?|requests?) judgment against\\b",
    (_c, verb = "") => (/s$/i.test(verb) ? "asks" : "ask") + " for a judgment against",
  ),
  // The federal validation table's second amount after the first was said: "interest., and this amount in fees: $0.00".
  rule(
    "\\.,\\s*and this amount (in|toward|for|on) ([a-z][a-z ]{0,30}?):\\s*[+-]?\\s*(\\$[\\d,]+(?:\\.\\d{2})?)",
    (_c, to = "", what = "", amount = "") => `, and ${amount} ${to} ${what}`,
  ),
  rule(",?\\s+to wit:?\\s+", ", that is, "),
  rule("\\b(?:made and )?entered into\\b", "made"),
  rule("\\bfrom time to time\\s*", ""),
  rule("\\bwithout demand, deduction,? or set-?off\\b", "without being asked, and without taking anything off"),
  rule("\\b(?:reasonable |normal |ordinary )?wear and tear excepted\\b", "except for normal wear and tear"),
  rule("\\bnot to exceed\\b", "up to"),
  rule("\\bprovide ((?:the |your |my |our |a |an |each )?[\\w'’]+) with\\b", (_c, whom = "") => `give ${whom}`),
  // A paper, a notice or a word is given; what a landlord supplies (heat, appliances, pest control) is provided.
  rule(
    "\\bprovide(s)?(?= (?:(?:to )?(?:you|the \\w+|him|her|them|us|me) )?(?:(?:a|an|the|your|written|prior|reasonable|proper|(?:\\w+-)?day|any) )*(?:notice|notices|copy|copies|proof|information|receipt|receipts|documents?|list|statement|explanation|accounting|address|name|names|number)\\b)",
    (_c, ending = "") => (ending ? "gives" : "give"),
  ),
  rule("^should you (have|need|wish|want)\\b", (_c, verb = "") => `If you ${verb}`),
  rule("\\b(may|could|can|will) be held liable for\\b", (_c, modal = "") => `${modal} have to pay`),
  rule("\\bthe above-(?:described|referenced|mentioned)\\b", "this"),
  rule("\\bat the invitation of\\b", "invited by"),
  rule("\\bregardless of\\b", "no matter"),
  rule("\\bin reliance (?:up)?on\\b", "relying on"),
  rule("\\bdisclos(e|es|ed) to\\b", (_c, form = "") => `${{ e: "share", es: "shares", ed: "shared" }[form] ?? "share"} with`),
  // "I further understand" is "I also understand" (the word pairs would make it "I more understand").
  rule(
    "\\bfurther (understands?|agrees?|acknowledges?|certif(?:y|ies)|states?|declares?|affirms?|authorizes?|allows?)\\b",
    (_c, verb = "") => `also ${verb}`,
  ),
  rule("\\b(?:is )?attached to and made (?:a )?part of\\b", "is part of"),
  rule("\\b(must|shall) further\\b", (_c, modal = "") => `${modal} also`),
  rule("\\barising (?:out of|from)(?: or (?:resulting from|related to|in connection with))?\\b", "from"),
  rule("\\bresulting from\\b", "caused by"),
  rule("\\bon the part of\\b", "by"),
  rule("\\bcontained (in|herein|therein)\\b", (c, where = "") =>
    where.toLowerCase() === "in" ? "in" : where.toLowerCase() === "herein" ? `in ${c.self}` : "in it",
  ),
  rule(
    "\\b(?:commence|begin|start|initiate|institute|file) (?:legal|eviction|court) (?:proceedings|action)\\b",
    "file a court case",
  ),
  rule("\\blegal proceedings\\b", "a court case"),
  rule("\\bfor your eviction from (?:the )?(?:premises|property|home)\\b", "to evict you"),
  rule("\\bseek recovery of\\b", "ask for"),
  rule("\\b(?:all )?sums due and owing\\b", "all money owed"),
  // "due together with the rent" is "due with the rent", not "due plus the rent".
  // "If you shall fail to move out" is "If you fail to…" (then "do not"), never "If you must do not".
  rule("\\b(you|they|we|I) (?:shall|should) (?=(?:fail|neglect|refuse) to\\b)", (_c, who = "") => `${who} `),
  rule("\\b(due|paid|payable) together with\\b", (_c, word = "") => `${word} with`),
  rule("\\btogether with\\b", "plus"),
  rule("\\b(?:now )?occupied by you\\b", "where you live"),
  rule("\\bremedy the (?:noncompliance|non-compliance|violation|default|breach)\\b", "fix the problem"),
  rule("\\b(?:is|are) subject to termination\\b", "can be ended"),
  rule(
    "\\b(?:an )?opportunity to cure(?: the (?:noncompliance|non-compliance|violation|problem|default|breach))?",
    "a chance to fix it",
  ),
  rule("\\bwithout your being given\\b", "without being given"),
  rule("\\bupon (?:such|that|the) (?:termination|expiration)\\b", "when it ends"),
  rule("\\b(?:of|after|upon) (?:your )?receipt of\\b", (_c) => "of getting"),
  rule("\\bconduct of a similar nature\\b", "similar conduct"),
  rule("\\bneighboring (?:residents|tenants)\\b", "neighbors"),
  rule("\\bexpress prohibition\\b", "clear ban"),
  // "rent for the month of February 2028" → "rent for February 2028": only before a month's name.
  rule(
    "\\bfor the month of (?=(?:January|February|March|April|May|June|July|August|September|October|November|December)\\b)",
    "for ",
  ),
  // "prohibits any person from contacting" → "bans any person from contacting": "does not allow … from" is no English.
  rule("\\bprohibit(s?)\\b(?=[^.;]{1,120}?\\bfrom [a-z]+ing\\b)", (_c, s = "") => `ban${s}`),
  rule("\\b(is|are|be) prohibited from (?=[a-z]+ing\\b)", (_c, be = "") => `${be} banned from `),
  rule(
    "\\bafter having (given|sent|mailed)\\b",
    (_c, done = "") =>
      `after ${({ given: "giving", sent: "sending", mailed: "mailing" } as Record<string, string>)[done.toLowerCase()] ?? done}`,
  ),
  rule("\\bin the following respects?:?", "in this way:"),
  rule("\\b(?:medical )?services rendered\\b", (_c) => "services"),
  rule("\\b(?:remains|is) due and owing\\b", "is still owed"),
  rule("\\beach calendar month\\b", "each month"),
  rule(
    "\\bprospective (tenants|buyers|purchasers)\\b",
    (_c, who = "") => `possible new ${who.toLowerCase() === "purchasers" ? "buyers" : who}`,
  ),
  rule("\\bpostage prepaid\\b", "with postage paid"),
  rule("\\bat (?:its|his|her|their|\\w+'s) (?:sole )?(?:cost and expense|expense)\\b", "at their own cost"),
  rule("\\bthe remainder of the term\\b", "the rest of the lease"),
  rule("\\b(?:the )?provision of certain assistance\\b", "some help"),
  // The courts' disability notice: "you are entitled, at no cost to you, to the provision of certain assistance" →
  // "you have a right to some help at no cost to you".
  rule(
    "\\b(?:are|is) entitled,\\s*at no cost to you,\\s*to (?:the provision of )?certain (?:assistance|help)\\b",
    "have a right to some help at no cost to you",
  ),
  // The eviction summons: "the office of the judge to whom the case is assigned" → "…the judge assigned to the case".
  rule("\\bjudge to whom (?:the|this|your) case is assigned\\b", "judge assigned to the case"),
  // "…to move out of the place where you are living for the reasons given in the attached complaint." → "… The
  // reasons are given in the attached complaint."
  rule(
    "\\s+for the reasons given in the attached (complaint|notice|motion)\\.$",
    (_c, paper = "") => `. The reasons are given in the attached ${paper}.`,
  ),
  rule("\\b(may|will|must|shall) thereafter\\b", (_c, modal = "") => `${modal.toLowerCase() === "shall" ? "will" : modal} then`),
  // Duties and passives.
  rule("\\b(?:shall|will) be null and void\\b", "will not be valid"),
  rule("\\bshall be deemed to (?:be|constitute)\\b", "will count as"),
  rule("\\b(?:shall|will) not be deemed to (?=limit|waive|create|change|affect|make|give)", "will not "),
  rule("\\bshall be deemed to have\\b", "will be treated as having"),
  rule("\\bshall be deemed\\b", "will count as"),
  rule("\\bis deemed(?: to (?:be|constitute))?\\b", "counts as"),
  rule("\\bare deemed(?: to (?:be|constitute))?\\b", "count as"),
  rule("\\bkeep and maintain\\b", "keep"),
  rule("\\bremit(?:s)? payment\\b", "pay"),
  rule("\\bremitted payment\\b", "paid"),
  rule("\\b(agreement|contract|lease|note|document|application) executed by\\b", (_c, what = "") => `${what} signed by`),
  rule("\\bat (?:our|its|his|her|their) (?:sole )?discretion\\b", (_c) => "if we choose"),
  rule(
    "\\b(must|should|will|shall) immediately\\b",
    (_c, modal = "") => `${modal.toLowerCase() === "shall" ? "must" : modal} at once`,
  ),
  rule("\\b(?:each|every) day thereafter that\\b", "each later day that"),
  rule("\\b(?:use (?:and|or) )?occupancy of\\b", "use of"),
  rule("\\bon the date first (?:above )?written(?: above)?\\b", "on the date at the top"),
  rule(
    "\\bas security for the (?:full and faithful )?performance (?:by (\\w+) )?of (?:all )?(?:(?:its|his|her|their) )?(?:obligations|duties)(?: (?:hereunder|under this \\w+))?",
    (c, who = "") => (who ? `to cover any loss if ${who} breaks ${c.self}` : `to cover any loss if ${c.self} is broken`),
  ),
  rule("\\bon the premises\\b", "at the home"),
  rule("\\b(?:do )?(?:hereby )?(?:make,\\s+)?constitute,?\\s+and\\s+appoint\\b", "name"),
  rule("\\b(?:my|his|her|their|our) true and lawful\\s+", (_c) => "my "),
  rule(",?\\s+for me and in my name, place,? and stead\\b", " to act for me"),
  rule("\\bin (my|his|her|their) name, place,? and stead\\b", (_c, who = "") => `in ${who} place`),
  rule("\\bfull power and authority\\b", "full power"),
  rule(
    "\\bon (my|his|her|their|its|your|our) behalf\\b",
    (_c, who = "") =>
      `for ${({ my: "me", his: "him", her: "her", their: "them", its: "it", your: "you", our: "us" } as Record<string, string>)[who.toLowerCase()] ?? who}`,
  ),
  rule("\\bon behalf of\\b", "for"),
  rule("\\bincluding,?\\s+(?:but not limited to|without limitation),?\\s*", "including "),
  rule("\\b(?:make|making) deposits to and withdrawals from\\b", "put money into and take money out of"),
  rule("\\bexpenses incurred\\b", "costs paid"),
  rule("\\bbecome effective\\b", "start"),
  rule("\\b(?:will be|shall be|is|are) entitled to (?:reimbursement|repayment) (?:of|for)\\b", "may be paid back for"),
  rule("\\b(?:will|shall) not be entitled to (?:compensation|payment) for\\b", "will not be paid for"),
  rule(
    ",?\\s+except as (?:provided|stated|set forth) in (chapter \\d+, Florida Statutes)",
    (_c, where = "") => `. The exceptions are in ${where}`,
  ),
  rule(
    "\\bis not (?:terminated|ended) by (?:subsequent|later) incapacity of (the (?:principal|declarant|grantor))\\b",
    (_c, who = "") => `does not end if ${who} later cannot make decisions`,
  ),
  rule("\\b(?:upon|on) (?:my|the principal's) (?:incapacity|disability)\\b", "when I cannot make my own decisions"),
  rule("\\bfinancial transactions\\b", "money matters"),
  rule("\\b(?:have|has) hereunto set (?:my|his|her|their|our) hands?(?: and seals?)?", (_c) => "signed"),
  rule("\\bin (?:(\\w+)'s|its|his|her|their) (?:sole )?(?:and absolute )?discretion\\b", (_c, owner = "") =>
    owner ? `as ${owner} chooses` : "as they choose",
  ),
  rule("\\bshall not be\\b", "will not be"),
  rule("\\bshall be\\b", "will be"),
  rule("\\bshall have the right to\\b", "may"),
  rule("\\bshall not have\\b", "will not have"),
  rule("\\bshall have\\b", "will have"),
  rule("\\bshall constitute\\b", "will be"),
  rule(
    "\\bshall (terminate|expire|begin|commence|start|continue|remain|apply|include|mean|become|survive|automatically|renew|end|take effect|govern|bind|inure|accrue)\\b",
    (_c, verb = "") => `will ${verb}`,
  ),
  rule("\\bshall not\\b", "must not"),
  rule("\\bshall\\b", "must"),
  rule("\\b(?:is|are) (?:hereby )?(?:required|obligated|obliged) to\\b", "must"),
  rule("\\bhas the right to\\b", "may"),
  rule("\\b(?:covenants and agrees|agrees and covenants|covenants|undertakes)\\s+to\\b", "agrees to"),
  rule(
    "\\b(?:[Aa]grees? to )?[Ii]ndemnify,?\\s+(?:defend,?\\s+)?(?:and\\s+)?(?:save\\s+and\\s+)?hold\\s+(?:\\w+\\s+)?harmless\\s+(the\\s+)?([A-Z][\\w'’]*(?:\\s+[A-Z][\\w'’]*){0,3}|\\w+)",
    (_c, the = "", party = "") => `protect ${the}${party} and pay ${the}${party} back for any loss`,
    "g",
  ),
  rule("\\b(?:indemnify|indemnifies),?\\s+(?:defend,?\\s+)?(?:and\\s+)?hold\\s+harmless\\b", "protect and pay back"),
  rule("\\bhold\\s+(?:\\w+\\s+)?harmless\\b", "protect"),
  rule("\\bindemnify\\b", "pay back"),
  rule("\\bindemnification\\b", "paying back"),
  // Doubled words.
  rule("\\bany and all\\b", "all"),
  rule("\\beach and every\\b", "every"),
  rule("\\bnull and void(?: and of no (?:further )?(?:force or )?effect)?", "not valid"),
  rule("\\b(remains?) in full force and effect\\b", (_c, verb = "") => (/s$/i.test(verb) ? "still applies" : "still apply")),
  rule("\\bin full force and effect\\b", "in effect"),
  rule("\\bdue and payable\\b", "due"),
  rule("\\bdue and owing\\b", "owed"),
  rule("\\btrue and correct\\b", "true"),
  rule("\\bby and between\\b", "between"),
  rule("\\bterms and conditions\\b", "terms"),
  rule("\\bright, title,? and interest\\b", "rights"),
  rule("\\bcease and desist\\b", "stop"),
  rule("\\bfails (?:or refuses )?to\\b", "does not"),
  rule("\\bfail (?:or refuse )?to\\b", "do not"),
  rule("\\bfailed (?:or refused )?to\\b", "did not"),
  rule("\\backnowledges? receipt of\\b", "confirms getting"),
  rule("\\backnowledges that\\b", "agrees that"),
  rule("\\bin consideration of\\b", "in return for"),
  rule("\\bnon-?payment of rent\\b", "not paying rent"),
  rule("\\band/or\\b", "or"),
  // Here-, there- and where- words.
  rule("\\bthe parties hereto\\b", "both sides"),
  rule("\\bhereby\\s+", ""),
  rule("\\bherein(?:after)? (?:contained|provided|stated|set forth)\\b", (c) => `in ${c.self}`),
  rule("\\bherein\\b", (c) => `in ${c.self}`),
  rule("\\bhereto\\b", (c) => `to ${c.self}`),
  rule("\\bhereof\\b", (c) => `of ${c.self}`),
  rule("\\bhereunder\\b", (c) => `under ${c.self}`),
  // "the pet fee hereinabove described" ("above described" after court-phrases.ts) → "the pet fee described above".
  rule("\\babove described\\b", "described above"),
  rule("\\bherewith\\b", (c) => `with ${c.self}`),
  rule("\\bheretofore\\b", "before now"),
  rule("\\bhenceforth\\b", "from now on"),
  rule("\\bthereof\\b", "of it"),
  rule("\\btherein\\b", "in it"),
  rule("\\bthereto\\b", "to it"),
  rule("\\bthereunder\\b", "under it"),
  rule("\\bthereafter\\b", "after that"),
  rule("\\btherewith\\b", "with it"),
  rule("\\bwhereby\\b", "by which"),
  rule("\\bwherein\\b", "where"),
  rule("\\bforthwith\\b", "right away"),
  rule("\\bthe (?:said|aforesaid|aforementioned|above-mentioned|above-named)\\s+", "the "),
  rule("\\b(?:aforesaid|aforementioned|above-mentioned)\\s+", "this "),
  // After a party or a pronoun "said" is a verb: "the Tenant said notice was given".
  rule(
    "(?<!\\b(?:tenants?|landlords?|owners?|residents?|plaintiffs?|defendants?|agents?|buyers?|sellers?|managers?|witness|court|judge|he|she|they|we|I|you|who)\\s)\\bsaid (premises|property|lease|agreement|tenant|landlord|amount|sum|party|parties|notice|debt|account|home|unit|apartment|rent|deposit|payment)\\b",
    (_c, noun = "") => `the ${noun}`,
  ),
  // "Said hearing has been set for…": at a sentence's start, before a noun and its verb, "said" points back.
  rule("^said (?=[a-z]+ (?:has|have|is|are|was|were|will|shall|must|may)\\b)", "The ", "i"),
  // "remove said animal", "by said date": after a preposition or a verb "said" points back ("the"); after a name it
  // is a verb ("the Tenant said notice was given"), so it is left.
  rule(
    "\\b(of|to|in|on|upon|for|from|with|by|at|about|against|under|within|concerning|regarding|before|after|until|permit|remove|correct|cure|remedy|repair|keep|occupy|vacate|return|use|replace|foreclose|enforce|collect|record|release|satisfy|inspect|that|which|whether) said (?=[a-z])",
    (_c, before = "") => `${before} the `,
  ),
  // Connectors.
  rule("\\bpursuant to\\b", "under"),
  rule("\\bin accordance with\\b", "under"),
  rule("\\bin compliance with\\b", "following"),
  rule("\\bprior to\\b", "before"),
  rule("\\bsubsequent to\\b", "after"),
  rule("\\bin the event that\\b", "if"),
  // "In the event of any conflict, …" is not "If any conflict, …".
  rule("\\bin the event of\\b", "in case of"),
  rule("\\bin the event\\b", "if"),
  rule("\\bprovided,? however,? that\\b", "but"),
  // A proviso that forbids ("…, provided that my Agent may not make any gift…") is a "but", a sentence of its own; one
  // that sets a condition ("…, provided that Tenant does not smoke") stays "as long as".
  rule(",\\s*provided that (?=(?:[^.;:]|\\.(?=\\d))*?\\b(?:may|shall|must|will)\\s+not\\b)", ", but "),
  rule("\\bprovided that\\b", "as long as"),
  rule("\\bprovided,? however,?", "but"),
  rule(
    "\\bas (?:provided|set forth|stated|described) (in|by|under|below|above)\\b",
    (_c, where = "") => `as ${where === "by" ? "stated by" : `stated ${where}`}`,
  ),
  rule("\\bset forth\\b", "listed"),
  rule("\\bin order to\\b", "to"),
  // "fees of $450.00 in connection with the preparation of this Motion" → "fees of $450.00 for preparing this Motion".
  rule(
    "\\bin connection with the (preparation|filing|drafting|review|collection) of\\b",
    (_c, what = "") =>
      `for ${({ preparation: "preparing", filing: "filing", drafting: "drafting", review: "reviewing", collection: "collecting" } as Record<string, string>)[what.toLowerCase()] ?? what}`,
  ),
  rule(
    "\\b(?:with respect to|with regard to|in regard to|in relation to|in connection with|relating to|pertaining to)\\b",
    "about",
  ),
  rule("\\bfor the purpose of\\b", "for"),
  rule("\\bby means of\\b", "by"),
  rule("\\bby virtue of\\b", "because of"),
  rule("\\bin lieu of\\b", "instead of"),
  rule("\\bin the amount of\\b", "of"),
  rule("\\b(?:the|a) (?:total )?sum of (?=\\$)", ""),
  rule("\\bin excess of\\b", "more than"),
  rule("\\b(?:not|no) less than\\b", "at least"),
  rule("\\b(?:not|no) more than\\b", "at most"),
  rule("\\b(?:not|no) later than\\b", "by"),
  rule("\\bon or before\\b", "by"),
  rule("\\b(?:at such time as|at the time that)\\b", "when"),
  rule("\\buntil such time as\\b", "until"),
  rule("\\bfor a period (?:exceeding|in excess of|of more than|longer than|over)\\b", "for more than"),
  rule("\\bfor a period of\\b", "for"),
  rule(
    "\\bduring the term of (this|the) (lease|agreement|tenancy)\\b",
    (_c, det = "this", noun = "lease") => `while ${det} ${noun} lasts`,
  ),
  rule("\\bupon (?:the )?(?:termination|expiration|expiry) of\\b", "at the end of"),
  rule("\\bupon receipt of\\b", "after getting"),
  rule("\\bupon\\b", "on"),
  rule(
    "\\bwithout (?:the )?prior written (consent|approval) of (the )?",
    (_c, what = "consent", the = "") => `without first getting written ${what.toLowerCase()} from ${the}`,
  ),
  // "without the prior consent of the debtor" → "without first getting the debtor's consent".
  rule(
    "\\bwithout (?:the )?prior (consent|approval|permission) of (the|your|its|his|her|their) ([a-z]+)\\b",
    (_c, what = "", det = "", who = "") => `without first getting ${det} ${who}'s ${what.toLowerCase()}`,
  ),
  rule("\\bprior (?=written|notice|approval|consent)", "earlier "),
  rule("\\bto the extent permitted by (?:applicable )?law\\b", "as far as the law allows"),
  rule("\\bto the (?:fullest|maximum) extent (?:permitted|allowed) by (?:applicable )?law\\b", "as far as the law allows"),
  rule("\\bto the extent (?:that )?\\b", "as far as "),
  rule("\\bfor any reason whatsoever\\b", "for any reason"),
  rule("\\bwhatsoever\\b", "at all"),
  rule("\\bas a result of\\b", "because of"),
  rule("\\bdue to the fact that\\b", "because"),
  rule("\\bin the case of\\b", "for"),
  rule("\\bat (?:its|his|her|their) (?:sole )?option\\b", "if they choose"),
  rule("\\bat the sole option of\\b", "if chosen by"),
  // "the person I designated" is a past tense: "the person I chose", never "the person I chosen".
  rule("\\b(I|we|you|they|he|she) designated\\b", (_context, who = "") => `${who} chose`, "g"),
  // "vacate and surrender possession of the premises, together with all keys, …" ("plus" by now) → "move out and
  // return all keys, …".
  rule(
    "\\bvacate(?:,)? (?:and surrender )?(?:possession of )?(?:the )?(?:premises|property|dwelling unit|dwelling|unit),? (?:together with|plus)\\b",
    "move out and return",
  ),
  rule(
    "\\bvacate(?:,)? (?:and surrender )?(?:possession of )?(?:the )?(?:premises|property|dwelling unit|dwelling|unit)\\b",
    "move out",
  ),
  rule(
    "\\bsurrender (?:possession of )?(?:the )?(?:premises|property|dwelling unit|dwelling|unit)\\b",
    "move out and give back the home",
  ),
  rule("\\bdeliver possession of (?:the )?(?:premises|property|dwelling unit|dwelling|unit)\\b", "move out"),
  rule(
    "\\bexecut(e|ed|ion of) (this|the) (lease|agreement|document|instrument|power of attorney|contract)\\b",
    (_c, form = "e", det = "this", noun = "lease") =>
      `${form === "e" ? "sign" : form === "ed" ? "signed" : "signing of"} ${det} ${noun}`,
  ),
  // "your notice to vacate." is "your notice to move out.", never "…to move out of."
  rule("\\bvacate(?=\\s*(?:[.,;:]|$|by\\b|on\\b|within\\b|before\\b|no later\\b|at once\\b|immediately\\b))", "move out"),
  rule("\\bdwelling unit\\b", "home"),
  rule("\\bi\\.e\\.,?\\s*", "that is, "),
  rule("\\be\\.g\\.,?\\s*", "for example, "),
  rule("\\bper annum\\b", "a year"),
  rule("\\bper diem\\b", "a day"),
  rule("\\binter alia\\b", "among other things"),
  rule("\\bbona fide\\b", "real"),
  // Notices' stock phrases.
  rule("\\bis in violation of\\b", "breaks"),
  rule("\\bare in violation of\\b", "break"),
  rule("\\blocated at\\b", "at"),
  rule("\\bup to a maximum of\\b", "up to"),
  rule("\\bis entitled to\\b", "has a right to"),
  rule("\\bare entitled to\\b", "have a right to"),
  rule("\\b(?:intends|plans) to levy\\b", "plans to charge"),
  rule("\\bpresent evidence\\b", "show proof"),
  rule("\\bresolve this matter\\b", "settle this"),
  rule("\\brequested that you (?=[a-z]+\\b)", "asked you to "),
  // "has not requested an extension" → "has not asked for an extension"; "requesting that" → "asking that".
  rule(
    "\\b(request(?:ed|s|ing)?) (?=(?:an?|the|any|your|more|extra|additional|a copy|copies|information|payment|verification|proof|time)\\b)",
    (_c, form = "") =>
      `${({ request: "ask", requests: "asks", requested: "asked", requesting: "asking" } as Record<string, string>)[form.toLowerCase()] ?? form} for `,
  ),
  rule(
    "\\b(requested|requesting|requests) that\\b",
    (_c, form = "") =>
      `${({ requested: "asked", requesting: "asking", requests: "asks" } as Record<string, string>)[form.toLowerCase()] ?? form} that`,
  ),
  rule("\\b(?:is|are) made up of\\b", "has"),
  rule("\\bas (?:stated|set forth|provided) in\\b", "under"),
  // Sentence openers.
  rule("^(?:furthermore|moreover|additionally|in addition),\\s*", "Also, "),
  rule("^(?:accordingly|consequently|therefore|thus|hence),\\s*", "So, "),
  rule("^(?:nevertheless|nonetheless),\\s*", "Still, "),
  rule("^however,\\s*", "But "),
  rule("\\btherefore\\b", "so"),
  // After "is required to" became "must": "you must pay in full, or to call us" → "…, or call us".
  rule("(\\bmust [^.;]{1,80}?),? or to (?=[a-z])", (_c, before = "") => `${before}, or `),
];

/** Single words and short phrases with an everyday twin, matched all at once: [from, to] in every form used. */
const WORD_PAIRS: readonly (readonly [string, string])[] = [
  ["commencement", "start"],
  ["commences", "starts"],
  ["commenced", "started"],
  ["commencing", "starting"],
  ["commence", "start"],
  ["termination", "end"],
  ["terminates", "ends"],
  ["terminated", "ended"],
  ["terminating", "ending"],
  ["terminate", "end"],
  ["expiration", "end"],
  // "Upon the vacating of the Apartment" was "On the moving out of of the Apartment".
  ["the vacating of", "the move-out from"],
  ["vacates", "moves out of"],
  ["vacated", "moved out of"],
  ["vacating", "moving out of"],
  ["vacate", "move out of"],
  ["the premises", "the home"],
  ["premises", "home"],
  ["remittance", "payment"],
  ["remits", "pays"],
  ["remitted", "paid"],
  ["remit", "pay"],
  ["utilizes", "uses"],
  ["utilized", "used"],
  ["utilize", "use"],
  ["obtains", "gets"],
  ["obtain", "get"],
  ["purchases", "buys"],
  ["purchased", "bought"],
  ["purchase", "buy"],
  ["receives", "gets"],
  ["receive", "get"],
  ["notification", "notice"],
  ["notify", "tell"],
  ["notifies", "tells"],
  ["notified", "told"],
  ["approximately", "about"],
  ["immediately", "right away"],
  ["additional", "extra"],
  ["sufficient", "enough"],
  ["insufficient", "not enough"],
  ["numerous", "many"],
  ["residence", "home"],
  ["reside", "live"],
  ["resides", "lives"],
  ["residing", "living"],
  ["obligations", "duties"],
  ["obligation", "duty"],
  ["forfeiture", "loss"],
  ["forfeits", "loses"],
  ["forfeited", "lost"],
  ["forfeit", "lose"],
  ["reimbursement", "repayment"],
  ["reimburses", "pays back"],
  ["reimbursed", "paid back"],
  ["reimburse", "pay back"],
  ["expenditures", "costs"],
  ["expenditure", "cost"],
  ["expend", "spend"],
  ["assistance", "help"],
  ["ascertain", "find out"],
  ["endeavor", "try"],
  ["inquire", "ask"],
  ["delinquent", "late"],
  ["delinquency", "late payment"],
  ["indebtedness", "debt"],
  ["outstanding balance", "unpaid balance"],
  ["constitutes", "is"],
  ["comply with", "follow"],
  ["complies with", "follows"],
  ["compliance with", "following"],
  ["non-compliance", "not following the rules"],
  ["facilitate", "help"],
  ["effectuate", "carry out"],
  ["subsequently", "later"],
  ["subsequent", "later"],
  // "We previously wrote to you" was "We before wrote to you": before a verb it is "already" ("was already approved").
  ["we previously", "we already"],
  ["i previously", "I already"],
  ["you previously", "you already"],
  ["they previously", "they already"],
  ["was previously", "was already"],
  ["were previously", "were already"],
  ["has previously", "has already"],
  ["have previously", "have already"],
  ["had previously", "had already"],
  ["previously", "before"],
  ["regarding", "about"],
  ["concerning", "about"],
  ["demonstrate", "show"],
  ["indicates", "shows"],
  ["indicate", "show"],
  ["sufficiently", "enough"],
  ["modification", "change"],
  ["modifications", "changes"],
  ["modify", "change"],
  ["alterations", "changes"],
  ["alteration", "change"],
  ["individuals", "people"],
  ["individual", "person"],
  ["permitted", "allowed"],
  ["prohibited", "not allowed"],
  ["prohibits", "does not allow"],
  ["sole", "only"],
  ["initiate", "start"],
  ["initiated", "started"],
  ["institute", "start"],
  ["instituted", "started"],
  ["retain", "keep"],
  ["retains", "keeps"],
  ["retained", "kept"],
  ["appropriate", "right"],
  ["necessary", "needed"],
  ["assessment", "charge"],
  ["assessed", "charged"],
  ["assess", "charge"],
  ["currently", "now"],
  ["presently", "now"],
  ["therefore", "so"],
  ["wherefore", "so"],
  ["advise", "tell"],
  ["advised", "told"],
  ["apprised", "told"],
  ["aforementioned", "this"],
  ["transmit", "send"],
  ["transmitted", "sent"],
  ["correspondence", "letters"],
  ["communication", "message"],
  ["communications", "messages"],
  // "cease further communication" is "stop contacting": "more message" is no English.
  ["further communication", "contact"],
  ["further communications", "contact"],
  ["further efforts", "efforts"],
  ["verification", "proof"],
  ["documentation", "papers"],
  ["accompanying", "attached"],
  ["whereupon", "after which"],
  ["inasmuch as", "because"],
  ["insofar as", "as far as"],
  ["nonpayment", "not paying"],
  ["non-payment", "not paying"],
  ["thereupon", "then"],
  ["expiry", "end"],
  ["pertaining", "about"],
  ["equivalent", "equal"],
  ["purchasers", "buyers"],
  ["purchaser", "buyer"],
  ["complying with", "following"],
  ["comply", "follow"],
  ["prohibition", "ban"],
  ["physicians", "doctors"],
  ["physician", "doctor"],
  ["compensation", "payment"],
  ["expenses", "costs"],
  ["installment", "payment"],
  ["installments", "payments"],
  ["designate", "choose"],
  ["designated", "chosen"],
  ["inspecting", "checking"],
  ["inspect", "check"],
  ["sanitary", "healthy"],
  ["malfunction", "problem"],
  ["invitees", "visitors"],
  ["portion", "part"],
  ["portions", "parts"],
  ["employs", "hires"],
  ["employ", "hire"],
  ["prevails", "wins"],
  ["prevailing", "winning"],
  ["recover", "get"],
  ["opportunity", "chance"],
  ["noncompliance", "problem"],
  ["reflect", "show"],
  ["reflects", "shows"],
  ["further", "more"],
  ["participate", "take part"],
  ["scheduled", "set"],
  ["incorrect", "wrong"],
  ["approximately", "about"],
  ["proceeding", "case"],
  ["proceedings", "case"],
  ["magnitude", "size"],
  ["miscellaneous", "other"],
  ["operative", "in effect"],
  ["remainder", "rest"],
  ["sufficiency", "enough"],
  ["utilization", "use"],
  ["commensurate", "equal"],
  ["cognizant", "aware"],
  ["monetary", "money"],
  ["pecuniary", "money"],
  ["financial institution", "bank"],
  ["domicile", "home"],
  ["authorized", "allowed"],
  ["authorize", "allow"],
  ["authorizes", "allows"],
  ["unauthorized", "not allowed"],
  ["responsibility", "duty"],
  ["responsibilities", "duties"],
  ["prompt", "quick"],
  ["promptly", "quickly"],
  ["unreasonably", "unfairly"],
  ["determination", "decision"],
  ["determine", "decide"],
  ["determines", "decides"],
  ["determined", "decided"],
  ["accrue", "build up"],
  ["accrues", "builds up"],
  ["accruing", "building up"],
  ["immediate", "quick"],
  ["occurrence", "event"],
  ["occurs", "happens"],
  ["occur", "happen"],
  ["occurred", "happened"],
  ["participate", "take part"],
  ["maintain", "keep"],
  ["maintains", "keeps"],
  ["maintained", "kept"],
  ["representative", "agent"],
  ["accordingly", "so"],
  ["submits", "sends"],
  ["submitted", "sent"],
  ["submit", "send"],
  ["levied", "charged"],
  ["levy", "charge"],
  ["installation", "putting it in"],
  ["facilities", "shared places"],
  ["imposed", "given"],
] as const;

const WORD_MAP = new Map(
  [...WORD_PAIRS, ...EVERYDAY_WORDS, ...LONG_WORDS, ...COMMON_WORDS, ...WORDY_PHRASES].map(([from, to]) => [
    from.toLowerCase(),
    to,
  ]),
);
/** Words swapped only in lower case or at a sentence's start (common-words.ts, wordy-phrases.ts). */
const LOWER_CASE_ONLY = new Set([...COMMON_WORDS, ...WORDY_PHRASES].map(([from]) => from));
const WORDS_PATTERN = new RegExp(
  `(?<![\\p{L}'’-])(?:${[...WORD_MAP.keys()]
    .sort((a, b) => b.length - a.length)
    .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|")})(?![\\p{L}-])`,
  "giu",
);

export const RULES: readonly Rule[] = [
  ...DOUBLETS.map(([source, replacement]) => rule(source, replacement)),
  ...[...NOMINALIZATIONS, ...ACTIVE_VOICE, ...SHORT_CLAUSES, ...DEFINITION_PHRASES, ...ORDER_PHRASES, ...COURT_PHRASES].map(
    ([source, replacement]) =>
      rule(source, typeof replacement === "string" ? replacement : (_c, ...groups) => replacement(...groups)),
  ),
  ...PHRASES,
];

function matchCase(matched: string, replacement: string, shouting: boolean): string {
  if (!replacement) return replacement;
  if (shouting) return replacement.toUpperCase();
  const first = matched.trimStart()[0] ?? "";
  if (first && first === first.toUpperCase() && first !== first.toLowerCase()) {
    return replacement[0]!.toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/** Replacements that change "a"/"an" before them ("an additional" → "an extra", "an obligation" → "a duty"). */
const VOWEL_WORDS = "extra|end|earlier|event|agent|equal|OK|other|only|ended|ending|allowed";
const CONSONANT_WORDS =
  "chance|quick|duty|duties|person|people|cost|costs|change|changes|charge|right|home|payment|decision|late|bank|money|help|repayment|loss|start|real|rental|message|later|fair|fee|not|total|choice|rule|future|question|claim|car|review|wrong|clear|listed|limit|next-door";

/** Spaces and punctuation left right after words were replaced or removed. */
export function tidy(text: string): string {
  return (
    text
      .replace(/\s+([,.;:!?)])/g, "$1")
      .replace(/\(\s+/g, "(")
      .replace(/,\s*,/g, ",")
      .replace(/([,;:])(?=[^\s\d"”’)\]/])/g, "$1 ")
      .replace(/\s{2,}/g, " ")
      .replace(/^[,;:\s]+/, "")
      .replace(new RegExp(`\\b(a|A) (?=(?:${VOWEL_WORDS})\\b)`, "g"), "$1n ")
      .replace(new RegExp(`\\b(an|An) (?=(?:${CONSONANT_WORDS})\\b)`, "g"), (_m, article: string) => `${article[0]} `)
      // In capitals: "SERVICE ON AN INDIVIDUAL" → "SERVICE ON A PERSON".
      .replace(new RegExp(`\\bAN (?=(?:${CONSONANT_WORDS.toUpperCase()})\\b)`, "g"), "A ")
      .trim()
  );
}

/** Quoted words (a defined name: '("Premises")', a quotation) are kept as written: set aside while rules run. */
function protectQuotes(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const replaced = text.replace(/["“][^"”]{1,80}["”]/g, (quoted) => {
    quotes.push(quoted);
    return `\uE000${quotes.length - 1}\uE000`;
  });
  return { text: replaced, quotes };
}

function restoreQuotes(text: string, quotes: readonly string[]): string {
  return text.replace(/\uE000(\d+)\uE000/g, (_m, index: string) => quotes[Number(index)] ?? "");
}

const isCapitals = (word: string | undefined) => word !== undefined && /[A-Z]{2}/.test(word) && word === word.toUpperCase();

/** A word in capitals among words in capitals ("ALL OF THE THINGS SPECIFIED ABOVE") stays in capitals. */
const inCapitals = (matched: string, before: string, after: string) =>
  isCapitals(matched) && (isCapitals(/(\S+)\s*$/.exec(before)?.[1]) || isCapitals(/^\s*(\S+)/.exec(after)?.[1]));

/** "Palmetto", "Ridge": a word of a name. A possessive ("Tenant's Obligations") is a role, not part of a name. */
const isTitleCase = (word: string | undefined) => word !== undefined && /^[A-Z][a-z]/.test(word) && !/['’]s$/.test(word);

/**
 * A capitalized word beside another inside a sentence is part of a name ("Privacy Officer", "Information Services,
 * Inc."): swapping it would change a name, and the sentence would be kept as written (values.ts).
 */
const inName = (matched: string, before: string, after: string) =>
  isTitleCase(matched) &&
  /\S/.test(before) &&
  (isTitleCase(/(\S+)\s*$/.exec(before)?.[1]) || isTitleCase(/^\s*(\S+)/.exec(after)?.[1]));

/**
 * The first-use notes of one sentence: "pay back (indemnify)", with the note set aside (as quotes are) so later rules
 * leave the paper's own word alone. A note a later rule removed is not counted as shown.
 */
function termNotes(terms: FirstUseTerms | undefined, shouting: boolean) {
  const added: PendingNote[] = [];
  if (terms) terms.pending = [];
  return {
    add(matched: string, value: string, atStart: boolean): string {
      const note = termNote(matched, value, terms);
      if (!note) return value;
      const text =
        !shouting && atStart && /^\p{Lu}\p{Ll}/u.test(note.text) ? note.text[0]!.toLowerCase() + note.text.slice(1) : note.text;
      added.push({ text, slugs: note.slugs, after: value });
      terms?.noted.add(text);
      return withNote(value, `\uE001${added.length - 1}\uE001`);
    },
    restore(text: string): string {
      const restored = new Set<number>();
      const done = text.replace(/\uE001(\d+)\uE001/g, (_m, index: string) => {
        restored.add(Number(index));
        return added[Number(index)]?.text ?? "";
      });
      added.forEach((note, index) => {
        if (!restored.has(index)) for (const slug of note.slugs) terms?.shown.delete(slug);
        else terms?.pending.push(note);
      });
      return done;
    },
  };
}

/** Every rule, in order, on one sentence, then the single words. */
export function rewriteLegalese(sentence: string, context: RewriteContext): string {
  const letters = sentence.replace(/[^A-Za-z]/g, "");
  // A sentence in capitals stays in capitals; a phrase in capitals inside a normal sentence ("IN WITNESS WHEREOF, I
  // have signed") is written normally.
  const shouting = letters.length >= 2 && letters === letters.toUpperCase();
  const { text: unquoted, quotes } = protectQuotes(sentence);
  const notes = termNotes(context.terms, shouting);
  let text = unquoted;
  let lower = text.toLowerCase();
  for (const { pattern, replacement, trigger } of RULES) {
    if (trigger !== undefined && !lower.includes(trigger)) continue;
    pattern.lastIndex = 0;
    const next = text.replace(pattern, (matched: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2).map((group) => (typeof group === "string" ? group : ""));
      const at = rest.at(-2) as number;
      const value = typeof replacement === "function" ? replacement(context, ...groups) : replacement;
      return notes.add(matched, matchCase(matched, value, shouting), at === 0);
    });
    if (next !== text) {
      text = next;
      lower = text.toLowerCase();
    }
  }
  text = text.replace(WORDS_PATTERN, (matched: string, at: number, whole: string) => {
    const before = whole.slice(0, at);
    const after = whole.slice(at + matched.length);
    if (!shouting && inName(matched, before, after)) return matched;
    const key = matched.toLowerCase().replace(/\s+/g, " ");
    if (LOWER_CASE_ONLY.has(key) && /^\p{Lu}/u.test(matched) && /\S/.test(before)) return matched;
    const value = matchCase(matched, WORD_MAP.get(key) ?? matched, shouting || inCapitals(matched, before, after));
    return notes.add(matched, value, !/\S/.test(before));
  });
  const tidied = tidy(notes.restore(restoreQuotes(text, quotes)));
  return tidied ? tidied[0]!.toUpperCase() + tidied.slice(1) : tidied;
}
