/**
 * Her own words, which speak as "I", put in the third person a pleading speaks in: "I moved out on May 3 and my
 * landlord kept my deposit" → "Plaintiff moved out on May 3 and Plaintiff's landlord kept Plaintiff's deposit". Rules
 * only, in English (the papers' language): "I" and its verb ("I am" → "is", "I owe" → "owes"), "me", "my", "mine",
 * "myself", the contractions "I'm", "I've", "I'd", "I'll". A sentence it is not sure of (a verb it does not know, a
 * question, "myself" as an object) is left as she wrote it, never half changed; words inside quotation marks are
 * someone else's and stay. Spanish words are left alone: the review says so. The review offers the result as a
 * suggestion she takes or not.
 */
import {
  ADVERBS,
  ALSO_NOUNS,
  ENGLISH_WORDS,
  IRREGULAR_PRESENT,
  PARTICIPLES,
  PREPOSITIONS,
  PRESENT_VERBS,
  SAME_AFTER_ANY,
  SPANISH_WORDS,
} from "./third-person-words";

export type ThirdPersonResult =
  /** Every sentence that spoke as "I" now speaks of her by her role; `leftAsIs` counts those it left. */
  | { kind: "converted"; text: string; leftAsIs: number }
  /** Nothing it could change with confidence. */
  | { kind: "unsure" }
  /** Her words are in Spanish: left as they are. */
  | { kind: "spanish" };

interface Word {
  text: string;
  /** Lower case, straight apostrophe. */
  key: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const QUOTED = /("[^"]*"|“[^”]*”)/;
const SENTENCE = /(?<=[.!?]["'”)]*)(\s+)|(\n+)/;
const FIRST_PERSON = new Set(["i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself"]);

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    key: match[0].toLowerCase().replace(/’/g, "'"),
    start: match.index,
    end: match.index + match[0].length,
  }));

/** Whether her words read as Spanish: accents and Spanish marks, or more Spanish words than English ones. */
export function looksSpanish(text: string): boolean {
  if (/[áéíóúñ¿¡]/i.test(text)) return true;
  const keys = wordsOf(text).map((word) => word.key);
  const spanish = keys.filter((key) => SPANISH_WORDS.has(key)).length;
  const english = keys.filter((key) => ENGLISH_WORDS.has(key)).length;
  return spanish >= 2 && spanish > english;
}

/** "owe" → "owes", "go" → "goes", "deny" → "denies". */
function withS(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** What a present-tense verb after "I" becomes after a name, keeping her apostrophe; undefined when unknown. */
function agreeing(word: Word): string | undefined {
  const irregular = IRREGULAR_PRESENT[word.key];
  if (irregular) return irregular.replace("'", word.text.includes("’") ? "’" : "'");
  return PRESENT_VERBS.has(word.key) ? withS(word.key) : undefined;
}

const isPast = (key: string) => SAME_AFTER_ANY.has(key) || (/[a-z]{2}ed$/.test(key) && !key.endsWith("eed"));
const isVerb = (key: string) => isPast(key) || PRESENT_VERBS.has(key) || Object.hasOwn(IRREGULAR_PRESENT, key) || key === "are";

/** One change to a sentence: the words from `start` to `end` become `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The edits that put one stretch of a sentence (outside quotation marks) in the third person, or null when one of
 * its words is beyond the rules.
 */
function editsOf(part: string, role: string): Edit[] | null {
  const words = wordsOf(part);
  const edits: Edit[] = [];
  const gapBefore = (index: number) => part.slice(words[index - 1]!.end, words[index]!.start);
  /** The next verb after words[index], past adverbs, if nothing but spaces comes between. */
  const verbAfter = (index: number): number | undefined => {
    let at = index + 1;
    while (at < words.length && ADVERBS.has(words[at]!.key) && /^\s+$/.test(gapBefore(at))) at += 1;
    return at < words.length && /^\s+$/.test(gapBefore(at)) ? at : undefined;
  };
  const replace = (word: Word, text: string) => edits.push({ start: word.start, end: word.end, text });
  /** "… and work nights" after a verb she changed: the second verb agrees too, if it is surely a verb. */
  const agreeAfterAnd = (from: number): boolean => {
    for (let at = from + 1; at < words.length - 1; at += 1) {
      if (words[at]!.key !== "and" || !PRESENT_VERBS.has(words[at + 1]!.key)) continue;
      if (ALSO_NOUNS.has(words[at + 1]!.key)) return false;
      replace(words[at + 1]!, withS(words[at + 1]!.key));
    }
    return true;
  };

  for (const [index, word] of words.entries()) {
    const previous = words[index - 1]?.key;
    switch (word.key) {
      case "my":
      case "mine":
        replace(word, `${role}'s`);
        continue;
      case "me":
        replace(word, role);
        continue;
      case "myself": {
        if (previous === "by") edits.push({ start: words[index - 1]!.start, end: word.end, text: "alone" });
        else if (previous && PREPOSITIONS.has(previous)) replace(word, role);
        else if (previous && !isPast(previous) && !PRESENT_VERBS.has(previous)) replace(word, "personally");
        else return null;
        continue;
      }
      case "i'm":
      case "i've":
      case "i'll":
        replace(word, `${role} ${{ "i'm": "is", "i've": "has", "i'll": "will" }[word.key]}`);
        continue;
      case "i'd": {
        const next = verbAfter(index);
        const key = next === undefined ? undefined : words[next]!.key;
        if (key && (PARTICIPLES.has(key) || /[a-z]{2}ed$/.test(key))) replace(word, `${role} had`);
        else if (key && (PRESENT_VERBS.has(key) || ["like", "be", "have", "rather"].includes(key)))
          replace(word, `${role} would`);
        else return null;
        continue;
      }
      case "i": {
        if (word.text === "i" && part[word.end] === ".") continue; // "i.e."
        const next = verbAfter(index);
        const after = part.slice(word.end, next === undefined ? undefined : words[next]!.start);
        // "… and I." / "than I": no verb of its own.
        if (next === undefined && !/[,;:]/.test(after.replace(/[.!?]\s*$/, ""))) {
          replace(word, role);
          continue;
        }
        if (next === undefined) return null;
        const verb = words[next]!;
        // "My wife and I signed": two people, the verb stays ("We paid and I have…" is another sentence joined on).
        const together =
          (previous === "and" || previous === "or") &&
          index <= 4 &&
          !/,/.test(part.slice(0, word.start)) &&
          !words.slice(0, index - 1).some(({ key }) => isVerb(key));
        replace(word, role);
        if (together || isPast(verb.key)) continue;
        const agreed = agreeing(verb);
        if (!agreed) return null;
        replace(verb, agreed);
        if (!agreeAfterAnd(next)) return null;
        continue;
      }
    }
  }
  return edits;
}

const applyEdits = (part: string, edits: Edit[]) =>
  [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), part);

/** One sentence in the third person, or null when it is left as she wrote it. */
function convertSentence(sentence: string, role: string): string | null {
  if (/\?\s*["'”)]*$/.test(sentence)) return null;
  const parts = sentence.split(QUOTED);
  const converted: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      converted.push(part);
      continue;
    }
    const edits = editsOf(part, role);
    if (!edits) return null;
    converted.push(applyEdits(part, edits));
  }
  return converted.join("");
}

/** Whether a sentence says "I" outside quotation marks ("i.e." is not "I"). */
function speaksAsI(sentence: string): boolean {
  const text = sentence.replace(new RegExp(QUOTED.source, "g"), "");
  return wordsOf(text).some((word) => FIRST_PERSON.has(word.key) && !(word.text === "i" && text[word.end] === "."));
}

/** Her words in the third person, with `role` ("Plaintiff", "Defendant", "Tenant"…) where she says "I". */
export function toThirdPerson(text: string, role: string): ThirdPersonResult {
  if (looksSpanish(text)) return { kind: "spanish" };
  let leftAsIs = 0;
  let changed = false;
  const pieces = text.split(SENTENCE).map((piece) => {
    if (piece === undefined || !speaksAsI(piece)) return piece ?? "";
    const converted = convertSentence(piece, role);
    if (converted === null || converted === piece) {
      leftAsIs += 1;
      return piece;
    }
    changed = true;
    return converted;
  });
  return changed ? { kind: "converted", text: pieces.join(""), leftAsIs } : { kind: "unsure" };
}
