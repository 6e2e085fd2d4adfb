/**
 * A long subject that carries its own clause, with no comma to split at: "A resident who remains in possession after
 * the lease ends without renewing will be charged double rent." → "Suppose a resident remains in possession after
 * the lease ends without renewing." "That resident will be charged double rent." Only when the subject is any one of
 * a kind ("a", "an", "any", "each", "every" and one to three words), the clause starts with its own verb ("who
 * remains", "that is received", "whose account is"), holds no comma, no helping verb and no second clause, and the
 * sentence goes on with a helping verb ("will", "must", "may"…). "A party that the court names…" has a subject of its
 * own and stays, and so does anything less sure.
 */
import { countWords } from "./readability";
import { findVerb } from "./verb-check";

const MIN_SENTENCE_WORDS = 16;
/** A shorter subject reads well as it is ("A tenant who pays late must pay a fee"). */
const MIN_SUBJECT_WORDS = 7;

const MAIN_VERB = /\s(?:must|will|may|shall|should|can|could|would|might)\s/;
/** The clause may not hold another main verb or clause: then the first helping verb may be its own. */
const CLAUSE_BREAKS =
  /[,;:()"“”]|\b(?:must|will|may|shall|should|can|could|would|might|is|are|was|were|which|who|whom|whose|that|if|unless|when|whether)\b/i;

const SHAPE =
  /^(\(?[a-z0-9]{1,3}[.)]\s+)?(A|An|Any|Each|Every)\s+((?:[A-Za-z][\w'’-]*\s+){0,2}?[A-Za-z][\w'’-]*)\s+(who|that|whose)\s+(.+)$/;
/** The kind named is a thing or a person, never a word that would start a clause or a phrase. */
const NOT_A_NOUN = /\b(?:of|to|in|on|at|by|for|with|from|and|or|but|not|is|are|was|were|be|been|has|have|had)\b/i;

/** "an animal", "a utility charge", "a unit"; "rent" and "money" take none ("Suppose rent is received late."). */
const article = (noun: string) =>
  /^(?:rent|money|interest|property|mail|trash|garbage|damage|information|furniture|equipment)\b/i.test(noun)
    ? ""
    : /^(?:[aeio]|u(?!n[iy]|s[eu]|t[il]|r[aeiou]|k))/i.test(noun)
      ? "an"
      : "a";

/** "that the resident leaves in the home": the clause's own subject, its verb, and where or when. */
const OBJECT_CLAUSE =
  /^((?:the|your|our|my|his|her|their)\s+[a-z][\w'’-]*|you|we|they|he|she|I|Tenant|Landlord|Owner|Buyer|Seller)\s+([a-z]+)(?:\s+(.*))?$/;
const PREPOSITION = /^(?:in|at|on|to|with|after|before|by|from|for|during|within|under|until|inside|outside)\b/;

/**
 * "Any personal property that the resident leaves in the home after the return of possession will be handled…" →
 * "Suppose the resident leaves any personal property in the home after the return of possession." "That personal
 * property will be handled…": the thing goes back after the verb, only when nothing but a place or time follows it.
 */
function liftObjectClause(marker: string, determiner: string, kind: string, clause: string, main: string) {
  const parts = OBJECT_CLAUSE.exec(clause.trim());
  if (!parts) return undefined;
  const [, subject = "", verb = "", after = ""] = parts;
  if (
    !findVerb(`x ${verb}`, 1) ||
    /^(?:must|will|may|shall|should|can|could|would|might|is|are|was|were|has|have|had|does|do|did)$/.test(verb)
  ) {
    return undefined;
  }
  // "that you ask for within 10 days": the verb keeps its preposition, and the thing cannot go between them.
  if (after && (!PREPOSITION.test(after) || /^\S+\s+(?:in|at|on|to|with|after|before|by|from|for|within)\b/.test(after)))
    return undefined;
  if (after && countWords(after) < 2) return undefined;
  const thing = `${determiner.toLowerCase()} ${kind}`;
  const that = `That ${kind} ${main}`;
  return [
    `${marker}Suppose ${subject} ${verb} ${thing}${after ? ` ${after}` : ""}.`,
    /[.!?]["'”’)]*$/.test(that) ? that : `${that}.`,
  ];
}

export function liftRestrictiveClause(sentence: string): string[] | undefined {
  const trimmed = sentence.trim();
  if (countWords(trimmed) < MIN_SENTENCE_WORDS) return undefined;
  const match = SHAPE.exec(trimmed);
  if (!match) return undefined;
  const [, marker = "", determiner = "", kind = "", relative = "", rest = ""] = match;
  if (NOT_A_NOUN.test(kind)) return undefined;
  // "whose account is…": the possessive's noun, then the clause's verb; "who"/"that": the verb at once.
  const found = MAIN_VERB.exec(rest);
  if (!found) return undefined;
  const clause = rest.slice(0, found.index);
  const main = rest.slice(found.index + 1).trim();
  const clauseVerb = findVerb(`x ${rest}`, relative === "whose" ? 2 : 1);
  if (!clauseVerb || (relative !== "whose" && clauseVerb.start !== 2)) {
    if (relative !== "that" || CLAUSE_BREAKS.test(clause) || countWords(main) < 4) return undefined;
    if (countWords(`${determiner} ${kind} ${clause}`) < MIN_SUBJECT_WORDS) return undefined;
    return liftObjectClause(marker, determiner, kind, clause, main);
  }
  // After the clause's first word (its verb, or the noun after "whose" and then its verb): no second clause.
  const inside = clause.replace(relative === "whose" ? /^\S+\s+\S+\s+/ : /^\S+\s+/, "");
  if (CLAUSE_BREAKS.test(inside) || countWords(clause) < 3 || countWords(main) < 4) return undefined;
  if (countWords(`${determiner} ${kind} ${clause}`) < MIN_SUBJECT_WORDS) return undefined;
  const one = `${article(kind)} ${kind}${relative === "whose" ? "'s" : ""}`.trim();
  const that = `That ${kind} ${main}`;
  return [`${marker}Suppose ${one} ${clause}.`, /[.!?]["'”’)]*$/.test(that) ? that : `${that}.`];
}
