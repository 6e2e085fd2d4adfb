/**
 * How the assistant reads words, for the index and for questions alike: lower case, accents and apostrophes
 * dropped, common words skipped, and each word reduced to its stem ("evicted", "evicting" → "evict"), so a
 * question finds a passage whatever form of a word it uses. Phrases (synonyms, scope words) match whole words.
 */
import { stemmer } from "stemmer";

const STOP_WORDS = new Set(
  ("a about after am an and any are as at be been before but by can could did do does for from get got has have how " +
    "i if in into is it its me my of on or our should so than that the their them then there they this to too us " +
    "was we what when where which who why will with would you your " +
    // Common Spanish words, for questions that mix Spanish and English.
    "como con cual de del el en es la las lo los me mi mis por porque que se su un una y yo").split(" "),
);

/** Lower case, accents and apostrophes dropped, anything that is not a letter or digit turned into one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** One word of a question as it is searched: its stem, or null for a common word. */
export function processTerm(word: string): string | null {
  const plain = normalizeText(word);
  if (!plain || STOP_WORDS.has(plain)) return null;
  return /^\d/.test(plain) ? plain : stemmer(plain);
}

/**
 * One word as the index keeps it: the word and its stem. A question's words are searched by their stem, so a
 * misspelled word ("evicton") is still a small typo away from a word of the text ("eviction") even when it is
 * not from that word's stem ("evict").
 */
export function indexTerms(word: string): string[] | null {
  const plain = normalizeText(word);
  const stem = processTerm(plain);
  if (stem === null) return null;
  return stem === plain ? [stem] : [plain, stem];
}

/** The distinct stems of a text's meaningful words. */
export function termsOf(text: string): string[] {
  const terms = normalizeText(text)
    .split(" ")
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** Whether a normalized text contains a phrase as whole words. */
export function hasPhrase(normalizedText: string, phrase: string): boolean {
  const wanted = normalizeText(phrase);
  return wanted.length > 0 && ` ${normalizedText} `.includes(` ${wanted} `);
}
