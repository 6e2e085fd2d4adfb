/**
 * Passives whose actor is named, turned around so the actor acts: "All repairs must be made by the Tenant" → "The
 * Tenant must make all repairs"; "It is the Tenant's responsibility to mow the lawn" → "The Tenant must mow the lawn";
 * "Tenant is responsible for paying the water bill" → "Tenant must pay the water bill". Only a short subject that
 * starts with "the", "all", "any"… is moved (never a name, whose capital would be lost), and only verbs listed here.
 * Each is [pattern source, replacement]; legalese.ts runs them before its other rules.
 */
import type { PhraseReplacement } from "./court-phrases";

/** Past participles and their plain present forms. */
const PARTICIPLES: Record<string, string> = {
  paid: "pay",
  signed: "sign",
  returned: "return",
  delivered: "deliver",
  sent: "send",
  mailed: "mail",
  made: "make",
  given: "give",
  kept: "keep",
  filed: "file",
  served: "serve",
  removed: "remove",
  repaired: "repair",
  replaced: "replace",
  provided: "give",
  submitted: "send",
  received: "get",
  approved: "approve",
  collected: "collect",
  maintained: "keep",
  performed: "do",
  completed: "finish",
  reimbursed: "pay back",
  furnished: "give",
  cleaned: "clean",
  posted: "post",
  notified: "tell",
};

/** Who may act: "you", or a party the paper names by its role. */
const ACTOR =
  "(you|(?:the )?(?:Tenant|Tenants|Landlord|Owner|Buyer|Seller|Borrower|Lender|Agent|Principal|Association|Board|Plaintiff|Defendant|Resident|Lessee|Lessor|Manager|court|clerk|judge|Court|Clerk|Judge)|us|me)";

const SUBJECT_START = "(?:The|All|Any|Each|Every|This|That|These|Those|Your|Such|Rent|Payment|Payments|Notice|Notices)";

const MODALS: Record<string, string> = { shall: "must", must: "must", will: "will", may: "may", should: "should", can: "can" };

const lowerFirst = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** The subject is an object now: its first word loses its capital ("The rent" → "the rent"), a name never gets here. */
function asObject(subject: string): string {
  return /^(?:The|All|Any|Each|Every|This|That|These|Those|Your|Such)\b/.test(subject) ||
    /^(?:Rent|Payments?|Notices?)\b/.test(subject)
    ? lowerFirst(subject)
    : subject;
}

/** What one is responsible for doing, as the verb one must do. */
const GERUNDS: Record<string, string> = {
  paying: "pay",
  keeping: "keep",
  making: "make",
  repairing: "repair",
  removing: "remove",
  maintaining: "keep",
  returning: "return",
  cleaning: "clean",
  replacing: "replace",
  obtaining: "get",
  providing: "give",
  mowing: "mow",
  changing: "change",
  getting: "get",
  giving: "give",
  notifying: "tell",
  telling: "tell",
};

const ACTOR_AS_SUBJECT: Record<string, string> = { us: "we", me: "I" };

export const ACTIVE_VOICE: readonly (readonly [string, PhraseReplacement])[] = [
  [
    `^(${SUBJECT_START}(?: [\\w'’-]+){0,5}?) (shall|must|will|may|should|can) (not )?be (${Object.keys(PARTICIPLES).join("|")}) by ${ACTOR}(?=[\\s.,;:]|$)`,
    (subject = "", modal = "", not = "", participle = "", actor = "") => {
      const who = ACTOR_AS_SUBJECT[actor.toLowerCase()] ?? actor;
      const doer = who === "I" ? who : who[0]!.toUpperCase() + who.slice(1);
      return `${doer} ${MODALS[modal.toLowerCase()] ?? modal} ${not}${PARTICIPLES[participle.toLowerCase()]} ${asObject(subject)}`;
    },
  ],
  [
    "\\bit (?:is|shall be|will be) (?:the )?(?:sole )?(?:responsibility|duty|obligation) of (the )?([A-Z][\\w'’]*|you) to\\b",
    (the = "", who = "") => `${the}${who} must`,
  ],
  [
    "\\bit (?:is|shall be|will be) (your|(?:the )?[A-Z][\\w]*'s|(?:the )?[A-Z][\\w]*’s) (?:sole )?(?:responsibility|duty|obligation) to\\b",
    (whose = "") => `${whose.toLowerCase() === "your" ? "you" : whose.replace(/['’]s$/, "")} must`,
  ],
  [
    "\\b(is|are|will be|shall be) (?:solely )?responsible for (?=(?:all |any |the )?(?:costs?|charges?|fees?|expenses|damages?|repairs|utilities|bills)\\b)",
    (verb = "") => (/^(?:will|shall)/i.test(verb) ? "will have to pay for " : "must pay for "),
  ],
  [
    `\\b(is|are|will be|shall be) (?:solely )?responsible for (${Object.keys(GERUNDS).join("|")})\\b`,
    (verb = "", doing = "") =>
      `${/^(?:will|shall)/i.test(verb) ? "will have to" : "must"} ${GERUNDS[doing.toLowerCase()] ?? doing}`,
  ],
  // "It is agreed that…" and "It is understood that…" say nothing the sentence does not.
  [
    "^it is (?:hereby |further |expressly |mutually )?(?:agreed|understood|acknowledged)(?: and (?:agreed|understood))?(?: by (?:and between )?the parties)? that\\s+",
    "",
  ],
];
