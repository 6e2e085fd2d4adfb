/**
 * Letters a phone photo's text recognition misreads in words in capitals ("WRlT 0F POSSESSlON", "Y0U ARE
 * COMMANDED": a zero for an O, a small l for an I) and a sentence's first word ("lf you…"), read back as letters. A
 * word so misread is not a heading in capitals, nor an everyday word the rules know. A word with another digit in it
 * ("COCE-29-000412", "Apt. 4C") is a number and stays.
 */

/** A word of capitals, zeros and small l's, with a hyphen or an apostrophe inside: "WRlT", "0F", "H0SPITAL", "lN". */
const CAPITALS_WORD = /(?<![\p{L}\p{N}])[A-Z0l](?:[A-Z0l]|['’-](?=[A-Z0l]))*(?![\p{L}\p{N}])/gu;

/**
 * A zero between letters of a word without other digits: "F0rt Myers" → "Fort Myers"; not inside an e-mail or web
 * address ("info@firm0law.com"), which is copied as written.
 */
const ZERO_IN_WORD = /(?<![\p{L}\p{N}@./_-])(\p{L}+)0(\p{L}+)(?![\p{L}\p{N}@_]|\.\p{L})/gu;

/** "lf", "ln", "lt" starting a line or a sentence: "If", "In", "It". */
const FIRST_WORD = /(^|[.!?:]\s+)l([fnt])(?=\s+\p{Ll})/gmu;

/** A word written with a capital and then small l's only ("All", "Ill", "El", "Pl"): a word as typed, not misread. */
const TITLE_CASE_L = /^[A-Z]l+$/;

export function readMisreadLetters(text: string): string {
  return text
    .replace(CAPITALS_WORD, (word) =>
      /[A-Z]/.test(word) && /[0l]/.test(word) && !TITLE_CASE_L.test(word) ? word.replace(/0/g, "O").replace(/l/g, "I") : word,
    )
    .replace(ZERO_IN_WORD, (_, before: string, after: string) => `${before}${/^\p{Ll}/u.test(after) ? "o" : "O"}${after}`)
    .replace(FIRST_WORD, (_, before: string, letter: string) => `${before}I${letter}`);
}
