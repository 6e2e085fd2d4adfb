/**
 * Words as an OCR engine misreads them: the digit 0 for the letter O ("C0UNTY", "J0HNSON", "0N") and 1 for l or I
 * ("P1aintiff", "Co1lier", "GR1MES"). Only a word of letters with a lone 0 or 1 in it is repaired, so numbers,
 * ordinals ("1st", "10th"), times ("11am"), unit and section codes ("1B", "CG01", "ND03") are left as written.
 */
const WORD = /(?<![\p{L}\d])[\p{L}01]+(?![\p{L}\d])/gu;
/** Two-character words a 0 or 1 can hide in ("T0:", "CASE N0.", "DATED 0N"). */
const SHORT_WORDS = new Set(["on", "to", "no", "of", "or", "in", "is", "it", "if"]);
/** A digit and a suffix that make a number, not a word. */
const NUMBER_SUFFIX = /^[01]+(?:st|nd|rd|th|am|pm)$/i;

function letterFor(digit: string, word: string, at: number): string {
  if (digit === "1") return /\p{Ll}/u.test(word.replace(/[01]/g, "")) ? "l" : "I";
  const neighbour = word[at + 1]?.match(/\p{L}/u) ? word[at + 1]! : (word[at - 1] ?? "");
  return /\p{Ll}/u.test(neighbour) ? "o" : "O";
}

const spelled = (word: string) => [...word].map((char, at) => (/[01]/.test(char) ? letterFor(char, word, at) : char)).join("");

function repairWord(word: string): string {
  if (!/[01]/.test(word) || !/\p{L}/u.test(word)) return word;
  if (word.length === 2) return SHORT_WORDS.has(spelled(word).toLowerCase()) ? spelled(word) : word;
  const letters = word.replace(/[01]/g, "").length;
  const leading = /^[01]*/.exec(word)![0].length;
  const trailing = /[01]*$/.exec(word)![0].length;
  if (letters < 2 || NUMBER_SUFFIX.test(word) || leading > 1 || trailing > 1) return word;
  if (trailing === 1 && letters < 3) return word;
  return spelled(word);
}

/**
 * A lower-case l inside a word of capitals is an I ("lN THE", "ClRCUIT", "JUDlCIAL", "lMPORTANT"): no word is written
 * so. A word needs as many capitals as l's, so "ll" and mixed-case words are left alone.
 */
const CAPITALS_WORD = /(?<![\p{L}\d])[\p{Lu}l]{2,}(?![\p{L}\d])/gu;

function repairCapitals(word: string): string {
  const ls = word.replace(/[^l]/g, "").length;
  return ls > 0 && word.length - ls >= ls ? word.replace(/l/g, "I") : word;
}

export const repairOcrLetters = (text: string): string => text.replace(WORD, repairWord).replace(CAPITALS_WORD, repairCapitals);
