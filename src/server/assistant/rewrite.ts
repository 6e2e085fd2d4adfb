/**
 * AI polish, the local engine: turns a person's own words into plain formal English for a court paper. It writes
 * out contractions, replaces slang and shorthand (rewrite-rules.ts), fixes "i", capitals at the start of
 * sentences, spacing and repeated punctuation, and splits run-on sentences. It never adds or changes a fact:
 * the result must keep every amount, date, period, section and name of the original and name none it does not
 * (the translator's value finder, values.ts); if it would not, the original comes back with only its spacing fixed.
 */
import { findValues, lostValues } from "../translator/values";
import { ABBREVIATIONS, CONTRACTIONS, LONG_SENTENCE_WORDS, MONTHS, RUN_ON_JOINTS, SLANG } from "./rewrite-rules";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** One pattern for all words of a table: whole words only, never part of "U.S." or a web address. */
function wordPattern(table: Record<string, string>): RegExp {
  const keys = Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .map((key) => escape(key).replace(/'/g, "['’]"));
  return new RegExp(`(?<![\\p{L}\\p{N}'’./@-])(?:${keys.join("|")})(?![\\p{L}\\p{N}'’/@-]|\\.[\\p{L}\\p{N}])`, "giu");
}

const CONTRACTION = wordPattern(CONTRACTIONS);
const SLANG_WORD = wordPattern(SLANG);
const lookUp = (table: Record<string, string>, word: string) => table[word.toLowerCase().replace(/’/g, "'")] ?? word;

function tidySpacing(text: string): string {
  return text
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function tidyPunctuation(text: string): string {
  return (
    text
      // "rent .she": the period was meant to end the sentence.
      .replace(/ +([,.;:!?])(?=\p{L})/gu, "$1 ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .replace(/([!?])[!?]+/g, "$1")
      .replace(/\.{2,}|…/g, ".")
      .replace(/,{2,}/g, ",")
      .replace(/([,;:!?])(?=[\p{L}])/gu, "$1 ")
      .replace(/(?<=[\p{Ll}]{2})\.(?=[\p{Lu}])/gu, ". ")
  );
}

/** Sentences of a paragraph, each with its end mark. */
const SENTENCE_END = new RegExp(`(?<=[.!?]["'”)]*)(?<!\\b(?:${ABBREVIATIONS.map(escape).join("|")})\\.)\\s+`, "i");
const sentencesOf = (paragraph: string) => paragraph.split(SENTENCE_END).filter(Boolean);

const MONTH_DAY = new RegExp(`\\b(${MONTHS.join("|")})(?=\\s+\\d{1,2}\\b)`, "gi");
/** "march 1" as a date: "March 1". */
const withMonthNames = (text: string) =>
  text.replace(MONTH_DAY, (month) => `${month[0]!.toUpperCase()}${month.slice(1).toLowerCase()}`);

function splitRunOn(sentence: string): string[] {
  if (sentence.split(/\s+/).length <= LONG_SENTENCE_WORDS) return [sentence];
  for (const { joint, next } of RUN_ON_JOINTS) {
    const match = joint.exec(sentence);
    // Both halves must be sentences of some length, or the split helps no one.
    if (!match || match.index < 20 || sentence.length - match.index - match[0].length < 20) continue;
    const first = `${sentence.slice(0, match.index).replace(/[,;\s]+$/, "")}.`;
    const rest = sentence.slice(match.index + match[0].length);
    return [first, ...splitRunOn(next ? `${next}${rest}` : rest)];
  }
  return [sentence];
}

const capitalize = (sentence: string) =>
  sentence.replace(/^(["'“(]*)(\p{Ll})/u, (_all, open: string, letter: string) => `${open}${letter.toUpperCase()}`);
const withEnd = (sentence: string) => (/[.!?]["'”)]*$/.test(sentence) ? sentence : `${sentence}.`);

function polishParagraph(paragraph: string): string {
  const words = withMonthNames(paragraph)
    .replace(CONTRACTION, (word) => lookUp(CONTRACTIONS, word))
    .replace(SLANG_WORD, (word) => lookUp(SLANG, word))
    .replace(/(?<![\p{L}\p{N}'’.-])i(?![\p{L}\p{N}'’-]|\.e\.)/gu, "I");
  return sentencesOf(tidyPunctuation(words))
    .flatMap(splitRunOn)
    .map((sentence) => withEnd(capitalize(sentence)))
    .join(" ");
}

/** Values the rewrite names that the original does not (a name in other capitals is the same name). */
export function addedValues(original: string, rewritten: string): string[] {
  const keyOf = (value: { kind: string; key: string }) =>
    `${value.kind}:${value.kind === "name" ? value.key.toLowerCase() : value.key}`;
  const before = new Set(findValues(original).map(keyOf));
  return findValues(rewritten)
    .map(keyOf)
    .filter((key) => !before.has(key));
}

/**
 * Whether a rewrite states exactly the facts of the original: none lost or changed, none added. A month she wrote
 * in small letters ("march 1") was a date all the same.
 */
export function keepsFacts(original: string, rewritten: string): boolean {
  const facts = withMonthNames(original);
  return lostValues(facts, rewritten).length === 0 && addedValues(facts, rewritten).length === 0;
}

export function polishLocally(text: string): string {
  const tidy = tidySpacing(text);
  const polished = tidy
    .split(/\n/)
    .map((line) => (line.trim() ? polishParagraph(line) : line))
    .join("\n");
  return keepsFacts(text, polished) ? polished : tidy;
}
