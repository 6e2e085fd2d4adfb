/**
 * How hard a text is to read: the Flesch-Kincaid grade level,
 *   0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59,
 * with syllables counted by the `syllable` package (English rules and exceptions). As in the usual tools, a
 * heading or list line counts as a sentence, and a token written in figures ("$1,250.00", "83.49", "5") counts as
 * a word of one syllable.
 */
import type { Complexity } from "@shared/translations";
import { syllable } from "syllable";
import { parseBlocks } from "./sentences";

export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
}

const WORD = /[\p{L}\p{N}$§][\p{L}\p{N}'’.,$%§-]*/gu;

/** How many words, without building them: a run of non-spaces with a letter, a digit, "$" or "§" in it. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}$§]/u.test(token)) count += 1;
  return count;
}

export function wordsOf(sentence: string): string[] {
  return (sentence.match(WORD) ?? []).map((word) => word.replace(/[.,'’-]+$/, "")).filter(Boolean);
}

/** The syllable counter takes a while per word, and a paper uses the same few hundred words again and again. */
const known = new Map<string, number>();
const MAX_KNOWN = 50_000;

function syllablesOf(word: string): number {
  if (!/\p{L}/u.test(word)) return 1;
  const key = word.toLowerCase();
  let count = known.get(key);
  if (count === undefined) {
    count = Math.max(1, syllable(key));
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, count);
  }
  return count;
}

/** A sentence that ends as a sentence: ".", "!" or "?", maybe followed by a closing quote or bracket. */
const FULL_STOP = /[.!?]["'”’)\]]*$/;

/**
 * The counts with every line a sentence (`"line"`: a heading or a caption line counts as one), or with full sentences
 * only (`"full stop"`: a line that does not end in ".", "!" or "?" — a caption, an address, a signature, a list item
 * ending in ";" or ":" — is not a sentence of its own; its words join the next sentence's, as a tool that finds
 * sentences by their full stops alone would count them, and words after the last full stop make one sentence more).
 */
export function countText(text: string, sentencesBy: "line" | "full stop" = "line"): TextCounts {
  const counts: TextCounts = { sentences: 0, words: 0, syllables: 0 };
  let open = false;
  for (const block of parseBlocks(text)) {
    for (const sentence of block.sentences) {
      const words = wordsOf(sentence);
      if (words.length === 0) continue;
      counts.words += words.length;
      for (const word of words) counts.syllables += syllablesOf(word);
      open = sentencesBy === "full stop" && !FULL_STOP.test(sentence.trim());
      if (!open) counts.sentences += 1;
    }
  }
  if (open) counts.sentences += 1;
  return counts;
}

export function gradeOf(counts: TextCounts): number {
  if (counts.words === 0 || counts.sentences === 0) return 0;
  const grade = 0.39 * (counts.words / counts.sentences) + 11.8 * (counts.syllables / counts.words) - 15.59;
  return Math.round(grade * 10) / 10;
}

/** Flesch-Kincaid grade level, to one decimal. */
export const fleschKincaidGrade = (text: string) => gradeOf(countText(text));

/**
 * Flesch-Kincaid grade level with full sentences only (countText's "full stop"): the stricter figure, printed beside
 * fleschKincaidGrade, which counts every line as a sentence.
 */
export const fleschKincaidGradeFullSentences = (text: string) => gradeOf(countText(text, "full stop"));

/** The original's difficulty: up to 8th grade is simple, up to 12th moderate, beyond that complex. */
export function complexityOf(grade: number): Complexity {
  if (grade <= 8) return "simple";
  if (grade <= 12) return "moderate";
  return "complex";
}
