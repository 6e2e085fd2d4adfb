/**
 * The one form cues and papers are compared in: lower case, no accents, words of letters and digits separated by
 * single spaces, number words as digits ("three (3)" and "tres" are "3"), and the letters OCR most often confuses
 * made one ("notlce" and "notice" read alike). Cue phrases go through the same function, so the table is written in
 * plain words.
 */

const NUMBER_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\btwenty four\b/g, "24"],
  [/\b(?:three|tres)\b/g, "3"],
  [/\b(?:five|cinco)\b/g, "5"],
  [/\b(?:seven|siete)\b/g, "7"],
  [/\b(?:fifteen|quince)\b/g, "15"],
  [/\b(?:twenty|veinte)\b/g, "20"],
  [/\b(?:thirty|treinta)\b/g, "30"],
  // "3 (3)" once the words above became digits.
  [/\b(\d+) \1\b/g, "$1"],
];

/** Letters an OCR engine reads for one another, and a digit inside a word. */
const OCR_FORMS: readonly (readonly [RegExp, string])[] = [
  [/l/g, "i"],
  [/rn/g, "m"],
  [/vv/g, "w"],
  [/(?<=[a-z])0(?=[a-z])/g, "o"],
  [/(?<=[a-z])1(?=[a-z])/g, "i"],
];

export function normalizeForCues(text: string): string {
  let flat = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // A word broken at the end of a line: "exclud-\ning".
    .replace(/([a-z])-\s*\n\s*([a-z])/g, "$1$2")
    .replace(/[^a-z0-9]+/g, " ");
  for (const [pattern, replacement] of NUMBER_WORDS) flat = flat.replace(pattern, replacement);
  for (const [pattern, replacement] of OCR_FORMS) flat = flat.replace(pattern, replacement);
  return ` ${flat.trim()} `;
}

/** Where a normalized phrase occurs as whole words in a normalized text (-1: nowhere). */
export function phraseIndex(normalizedText: string, normalizedPhrase: string): number {
  return normalizedText.indexOf(` ${normalizedPhrase.trim()} `);
}

/** Whether a normalized text holds any of these plain phrases. */
export const saysAny = (normalizedText: string, phrases: readonly string[]): boolean =>
  phrases.some((phrase) => phraseIndex(normalizedText, normalizeForCues(phrase)) >= 0);
