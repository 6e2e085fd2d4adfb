/**
 * The clauses of a paper's sentence and who acts in them, for key points (key-points.ts, whose-days.ts) and their
 * telling in another language (explain-key-points.ts): where a clause begins and ends, its verb of duty or leave, and
 * whether its doer is the reader or the other side.
 */
/**
 * Where one clause of a sentence ends and the next begins: a semicolon, ", and", "unless", "if", and a comma, "and" or
 * "or" followed by a new subject and its verb ("…, the balance will be mailed", "… or your lease shall be terminated").
 */
const CLAUSE_BREAK =
  /;|,\s+(?:and|but|unless|provided|which|in which)\b|\s(?:unless|if|provided that|except|in the event(?: that)?|so that)\b|,\s+(?=(?:[\w$.,'’()-]+\s+){1,5}(?:shall|will|may(?!\s+\d)|must|can)\b)|\s(?:or|and)\s+(?=(?:[\w'’-]+\s+){1,4}(?:shall|will|may(?!\s+\d)|must)\b)/gi;

/** The clause of `sentence` around `index`. */
export function clauseAt(sentence: string, index: number): { start: number; end: number } {
  let start = 0;
  let end = sentence.length;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    if (match.index + match[0].length <= index) start = match.index + match[0].length;
    else if (match.index > index) {
      end = match.index;
      break;
    }
  }
  return { start, end };
}

export const MODAL = /\b(?:must|shall|will|may(?!\s+\d)|should|can|agrees? to|(?:is|are) required to)\b/i;
export const NEGATED_MODAL = /\b(?:must|shall|will|may|should|can)\s+not\b|\bcannot\b/i;
/** Who else may act in a paper: she is told their duty, not hers. */
export const OTHER_SIDE =
  /(?<!\bagainst\s+(?:the\s+)?)\b(?:landlords?|lessors?|owner|management|association|board|committee|we|creditors?|collectors?|mediator|court|clerk|plaintiffs?|sheriff|credit union|bank|agent)\b/gi;
export const READER_SIDE = /\b(?:you|tenants?|lessees?|residents?|defendants?|occupants?|principal|each party|parties)\b/gi;
/** "the balance will be mailed to you", "any claim shall be sent to you": done to her by someone else. */
export const DONE_TO_YOU =
  /\b(?:will|shall|must|may)\s+be\s+(?:\w+\s+)?(?:mailed|sent|returned|given|delivered|provided|paid|refunded)\s+(?:back\s+)?to\s+you\b/i;
/** "for more than 14 days", "exceeding 72 hours", "once every 60 days", "past due for 30 days or more": a limit. */
export const LIMIT_BEFORE =
  /\b(?:for\s+a\s+period(?:\s+of)?(?:\s+(?:not\s+)?(?:more|less|longer)\s+than)?|for\s+(?:more|longer)\s+than|exceeding|in excess of|more than|longer than|every)\s*$/i;
export const LIMIT_AFTER = /^\s*(?:or (?:more|longer)|in any)\b/i;
/** "between 9:00 a.m. and 5:00 p.m.", "9:00 a.m. to 6:00 p.m.": hours, not a day to act by. */
export const HOURS = /\bbetween\b[^;]{0,40}?\band\b|\d\s*[ap]\.?m\.?\s*(?:to|-|–)\s*\d/i;

export function lastMatch(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}

/** Whether the doer of `clause` is the other side (named last before its verb), or the clause is done to her. */
export function otherSideActs(clause: string): boolean {
  const modal = MODAL.exec(clause);
  const subject = modal ? clause.slice(0, modal.index) : "";
  return lastMatch(OTHER_SIDE, subject) > lastMatch(READER_SIDE, subject) || DONE_TO_YOU.test(clause);
}
