/**
 * Where a clause's verb is: a small part-of-speech check for the joints that need a whole clause after them
 * (split-long.ts). A word from the verb lists is read as a noun when a determiner, a possessive or an adjective
 * comes before it ("the return of your deposit", "a late charge", "your move-out inspection"), when it is part of a
 * hyphenated word, or when "to" makes it an infinitive; a word that is as often a noun as a verb ("charges",
 * "reports", "default") is a verb only after a subject, never after "and", "or" or a preposition ("late fees and
 * charges", "in default").
 */

const HELPING = new Set(
  "must will may can shall should would could might is are was were has have had does do did cannot".split(" "),
);

/** How many words past the limit a helping verb may still be found. */
const HELPING_REACH = 4;

/** Verbs in their plain form that are seldom nouns: "pays", "agreed", "owes", "calls" all count. */
const VERBS = new Set(
  `agree pay owe get keep need give make take become remain include mean allow apply ask send live want go come stay
  waive elect intend plan receive hold own leave sign acknowledge understand consent choose fail refuse resign die
  retake collect call contact write tell say try decide provide offer accept approve deny hear find enter vote believe
  know think expect seem appear wish hope prefer remind inform notify require permit cover lose reach meet bring buy
  sell spend let put begin continue seek reside occupy rely violate promise authorize appoint sue serve deliver
  vacate terminate renew extend deduct withhold reserve assign maintain replace inspect remove redeem reinstate
  accelerate foreclose modify submit attend testify settle dismiss grant agree contain state explain result arise
  cause damage owe become happen follow exceed`.split(/\s+/),
);
/** Verbs that are as often nouns: only after a subject, never after "and", "or" or a list's comma. */
const NOUN_VERBS = new Set(
  `return move charge report rent file use act request lease deposit record notice order rule object dispute repair
  transfer schedule mail surrender refund cure default breach demand claim end start stop show fall miss`.split(/\s+/),
);
/** Words made with "-ed" that describe a noun rather than say what it did. */
const DESCRIBING = /^(?:located|called|named|dated|signed|listed|stated|based|related|attached|required|allowed)$/;
const IRREGULAR = new Set(
  "began became took gave made held paid sent came went left kept got brought bought told said sold found met wrote saw".split(
    " ",
  ),
);
const NOUN_BEFORE =
  /^(?:the|a|an|this|these|those|your|my|his|her|their|its|our|any|each|every|no|all|some|such|late|early|final|first|last|new|full|written|prompt|monthly|\w+['’]s)$/i;

/** "in default", "on file", "by mail": after a preposition, a word that is as often a noun is one. */
const PREPOSITION = /^(?:of|for|in|on|at|by|with|from|upon|under|during|without|within|about)$/i;

/** "pays" → "pay", "agreed" → "agree", "applies" → "apply", "charges" → "charge". */
function plainForm(word: string): string[] {
  const forms = [word];
  if (/ies$/.test(word)) forms.push(word.replace(/ies$/, "y"));
  if (/es$/.test(word)) forms.push(word.slice(0, -2));
  if (/s$/.test(word) && !/ss$/.test(word)) forms.push(word.slice(0, -1));
  if (/ed$/.test(word)) forms.push(word.slice(0, -2), word.slice(0, -1));
  return forms;
}

function isVerbWord(word: string, before: string | undefined): boolean {
  if (HELPING.has(word)) return true;
  if (IRREGULAR.has(word)) return true;
  const forms = plainForm(word);
  if (forms.some((form) => VERBS.has(form))) return true;
  if (forms.some((form) => NOUN_VERBS.has(form)))
    return before !== undefined && !/^(?:and|or|nor)$/i.test(before) && !PREPOSITION.test(before);
  return /^[a-z]{3,}ed$/.test(word) && !DESCRIBING.test(word);
}

export interface VerbAt {
  /** Where the verb starts and ends in the text. */
  start: number;
  end: number;
}

/**
 * The first verb among the text's first words, after at least one word (its subject): "The Tenant must pay" finds
 * "must"; "the return of the keys" finds none. `maxBefore` words may come before the verb, and a few more before a
 * helping verb, which is never a noun ("the presence of any animal in the home against this rule will"); with
 * `noComma`, none of them may end with a comma.
 */
export function findVerb(text: string, maxBefore: number, noComma = false): VerbAt | undefined {
  const words = [...text.matchAll(/\S+/g)];
  for (let at = 1; at < words.length && at <= maxBefore + HELPING_REACH; at += 1) {
    const previous = words[at - 1]![0];
    if (noComma && /,$/.test(previous)) return undefined;
    // "this amount in fees: $0.00, and you paid…": the verb belongs to another clause.
    if (/[:;]$/.test(previous)) return undefined;
    const raw = words[at]![0];
    const word = /^[A-Za-z]+/.exec(raw)?.[0]?.toLowerCase();
    // "the month of May": after the first word, "May" with a capital is the month.
    if (!word || /^May\b/.test(raw)) continue;
    if (at > maxBefore && !HELPING.has(word)) continue;
    if (raw[word.length] === "-") continue;
    const before = previous.replace(/[,;:"“”()]/g, "").toLowerCase();
    if (before === "to" && isVerbWord(word, before)) {
      // "The Tenant promises to pay": a word in -s or -ed before "to" is the clause's own verb, unless it is a noun.
      const governing = at >= 2 ? words[at - 2]! : undefined;
      const ahead = at >= 3 ? words[at - 3]![0].replace(/[,;:"“”()]/g, "") : "";
      if (governing && /^[a-z]{3,}(?:s|ed)$/.test(governing[0]) && !/ss$/.test(governing[0]) && !NOUN_BEFORE.test(ahead)) {
        return { start: governing.index, end: governing.index + governing[0].length };
      }
      continue;
    }
    if (!HELPING.has(word) && NOUN_BEFORE.test(before)) continue;
    if (/,$/.test(previous) && !HELPING.has(word) && plainForm(word).some((form) => NOUN_VERBS.has(form))) continue;
    if (isVerbWord(word, before)) {
      const start = words[at]!.index;
      return { start, end: start + word.length };
    }
  }
  return undefined;
}
