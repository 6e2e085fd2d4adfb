/**
 * Legalese into everyday words, phrase by phrase: "hereinafter", "pursuant to", "shall", "notwithstanding",
 * "indemnify and hold harmless", passive "shall be deemed", doubled words ("any and all"), and long words with a
 * short everyday twin ("terminate" → "end"). Rules run in order, longest phrases first; a rule never touches a
 * number, a date or a capitalized name (values.ts checks that afterwards anyway). Doublets (doublets.ts), definitions
 * (definition-phrases.ts) and the stock phrases of orders (order-phrases.ts), motions and certificates (court-phrases.ts)
 * run first; the plain-language list's words
 * (everyday-words.ts) are swapped with this file's own word pairs. The phrase rules and the word pairs are data a
 * lawyer reviews: content/plain-words/legalese-phrases.yaml and legalese-words.yaml (read by plain-words-lists.ts);
 * here are the rules' machinery and the few replacements that need code (REWRITES).
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
import { fillTemplate, phraseList, wordList } from "./plain-words-lists";
import { putPaperNamesBack, setPaperNamesAside } from "./court-paper-names";

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

/** The phrase rules' replacements that need code, by the name their entry gives (content/plain-words/legalese-phrases.yaml). */
const REWRITES: Record<string, (context: RewriteContext, ...groups: string[]) => string> = {
  "notwithstanding-other-provision": (_c, det = "", paper = "") => `Even if ${det.toLowerCase()} ${paper} says something else, `,
  unauthorized: (_c, det = "", noun = "") =>
    `${/^an?$/i.test(det) ? (/^[aeio]/i.test(noun) ? "an" : "a") : det} ${noun} without permission`,
  prohibited: (_c, det = "") => (/^an$/i.test(det) ? "a banned " : `${det} banned `),
  "intention-to-claim": (_c, who = "") => (who.toLowerCase() === "our" ? "We plan to make a claim" : "I plan to make a claim"),
  "demands-judgment": (_c, verb = "") => (/s$/i.test(verb) ? "asks" : "ask") + " for a judgment against",
  "provide-notice": (_c, ending = "") => (ending ? "gives" : "give"),
  "disclose-to": (_c, form = "") => `${{ e: "share", es: "shares", ed: "shared" }[form] ?? "share"} with`,
  "contained-in": (c, where = "") =>
    where.toLowerCase() === "in" ? "in" : where.toLowerCase() === "herein" ? `in ${c.self}` : "in it",
  "after-having-given": (_c, done = "") =>
    `after ${({ given: "giving", sent: "sending", mailed: "mailing" } as Record<string, string>)[done.toLowerCase()] ?? done}`,
  prospective: (_c, who = "") => `possible new ${who.toLowerCase() === "purchasers" ? "buyers" : who}`,
  "modal-thereafter": (_c, modal = "") => `${modal.toLowerCase() === "shall" ? "will" : modal} then`,
  "modal-immediately": (_c, modal = "") => `${modal.toLowerCase() === "shall" ? "must" : modal} at once`,
  "as-security-for": (c, who = "") =>
    who ? `to cover any loss if ${who} breaks ${c.self}` : `to cover any loss if ${c.self} is broken`,
  "on-behalf": (_c, who = "") =>
    `for ${({ my: "me", his: "him", her: "her", their: "them", its: "it", your: "you", our: "us" } as Record<string, string>)[who.toLowerCase()] ?? who}`,
  "in-discretion": (_c, owner = "") => (owner ? `as ${owner} chooses` : "as they choose"),
  "remains-full-force": (_c, verb = "") => (/s$/i.test(verb) ? "still applies" : "still apply"),
  "as-provided-in": (_c, where = "") => `as ${where === "by" ? "stated by" : `stated ${where}`}`,
  "connection-with-preparation": (_c, what = "") =>
    `for ${({ preparation: "preparing", filing: "filing", drafting: "drafting", review: "reviewing", collection: "collecting" } as Record<string, string>)[what.toLowerCase()] ?? what}`,
  "without-prior-written": (_c, what = "consent", the = "") => `without first getting written ${what.toLowerCase()} from ${the}`,
  "without-prior-consent": (_c, what = "", det = "", who = "") => `without first getting ${det} ${who}'s ${what.toLowerCase()}`,
  "execute-the-paper": (_c, form = "e", det = "this", noun = "lease") =>
    `${form === "e" ? "sign" : form === "ed" ? "signed" : "signing of"} ${det} ${noun}`,
  "set-aside": (_c, form = "") =>
    (({ es: "sets aside", ing: "setting aside" }) as Record<string, string>)[form.toLowerCase()] ?? "set aside",
  "retain-a-lawyer": (_c, form = "") =>
    (({ s: "hires", ed: "hired", ing: "hiring" }) as Record<string, string>)[form.toLowerCase()] ?? "hire",
  "levy-on": (_c, form = "") =>
    (({ ies: "seizes", ied: "seized", ying: "seizing" }) as Record<string, string>)[form.toLowerCase()] ?? "seize",
  "request-for": (_c, form = "") =>
    `${({ request: "ask", requests: "asks", requested: "asked", requesting: "asking" } as Record<string, string>)[form.toLowerCase()] ?? form} for `,
  "requested-that": (_c, form = "") =>
    `${({ requested: "asked", requesting: "asking", requests: "asks" } as Record<string, string>)[form.toLowerCase()] ?? form} that`,
};

const PHRASES: Rule[] = phraseList("legalese-phrases", REWRITES, { selfAllowed: true }).map((entry) => {
  if ("lightVerbs" in entry) throw new Error("content/plain-words/legalese-phrases.yaml: no light verbs here");
  const { replacement } = entry;
  if (typeof replacement !== "object") return rule(entry.pattern, replacement, entry.flags);
  return rule(entry.pattern, (context, ...groups) => fillTemplate(replacement.template, groups, context), entry.flags);
});

/** Single words and short phrases with an everyday twin, matched all at once: [from, to] in every form used. */
const WORD_PAIRS = wordList("legalese-words");

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
/** Where the phrase list's rules begin in RULES. */
const FIRST_PHRASE = RULES.length - PHRASES.length;

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
  let names: string[] = [];
  for (const [at, { pattern, replacement, trigger }] of RULES.entries()) {
    if (at === FIRST_PHRASE) {
      // A court paper's name ("Motion to Vacate Default") is kept as written from here on (court-paper-names.ts);
      // the stock phrases of orders and motions before ("for which let Writ of Possession issue") say it themselves.
      const aside = setPaperNamesAside(text, shouting);
      [text, names, lower] = [aside.text, aside.kept, aside.text.toLowerCase()];
    }
    if (trigger !== undefined && !lower.includes(trigger)) continue;
    pattern.lastIndex = 0;
    const next = text.replace(pattern, (matched: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2).map((group) => (typeof group === "string" ? group : ""));
      const at = rest.at(-2) as number;
      const value = typeof replacement === "function" ? replacement(context, ...groups) : replacement;
      // A phrase in capitals among words in capitals, in a line that is not all capitals ("YOU ARE NOT GIVEN AN
      // OPPORTUNITY TO CURE - § 83.56(2)(a), Fla. Stat."), stays in capitals: "…NOT GIVEN A CHANCE TO FIX IT", never
      // "…NOT GIVEN A chance to fix it". Alone in a sentence ("…1.700, IT IS ORDERED that:") it is written normally.
      const whole = rest.at(-1) as string;
      const capitals = inCapitals(matched.trim(), whole.slice(0, at), whole.slice(at + matched.length));
      return notes.add(matched, matchCase(matched, value, shouting || capitals), at === 0);
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
  const tidied = tidy(notes.restore(restoreQuotes(putPaperNamesBack(text, names), quotes)));
  return tidied ? tidied[0]!.toUpperCase() + tidied.slice(1) : tidied;
}
