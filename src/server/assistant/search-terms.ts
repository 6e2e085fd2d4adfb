/**
 * How the assistant reads words, for the index and for questions alike, in each language it answers in: lower
 * case, accents and apostrophes dropped, common words skipped, and each word reduced to its stem ("evicted",
 * "evicting" → "evict"; "desalojaron", "desalojo" → "desaloj"), so a question finds a passage whatever form of a
 * word it uses and whether or not it writes the accents. Phrases (synonyms, scope words) match whole words.
 */
import { stemmer as spanishStemmer } from "@orama/stemmers/spanish";
import { stemmer as englishStemmer } from "stemmer";
import type { AssistantLanguage } from "./knowledge-base";

/** Common English words; a few Spanish ones too, for questions that mix Spanish and English. */
const ENGLISH_STOP_WORDS =
  "a about after am an and any are as at be been before but by can could did do does for from get got has have how " +
  "i if in into is it its me my of on or our should so than that the their them then there they this to too us " +
  "was we what when where which who why will with would you your " +
  "como con cual de del el en es la las lo los me mi mis por porque que se su un una y yo";

/**
 * Common Spanish words (written without accents, as questions are read); a few English ones too, for questions
 * that mix English and Spanish ("tengo un desalojo, how many days?").
 */
const SPANISH_STOP_WORDS =
  "a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales " +
  "cualquier cuando cuanto cuanta cuantos cuantas de del desde donde durante e el ella ellas ello ellos en entre " +
  "era eran es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy fue fueron ha han has hay " +
  "he hemos la las le les lo los mas me mi mia mio mis mucho muy ni no nos nosotros o otra otras otro otros para " +
  "pero poco por porque puede pueden puedo que quien quienes se sea ser si sin sobre solo son su sus tambien tan " +
  "tanto te tengo tiene tienen ti tu tus u un una unas uno unos usted ustedes y ya yo " +
  "about and are can do does for from how i in is it many much my of on the to what with you your";

/** How one language's words are searched. */
export interface SearchWords {
  /** One word of a question as it is searched: its stem, or null for a common word. */
  processTerm(word: string): string | null;
  /**
   * One word as the index keeps it: the word and its stem. A question's words are searched by their stem, so a
   * misspelled word ("evicton") is still a small typo away from a word of the text ("eviction") even when it is
   * not from that word's stem ("evict").
   */
  indexTerms(word: string): string[] | null;
  /** The distinct stems of a text's meaningful words. */
  termsOf(text: string): string[];
}

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

/**
 * The Spanish stem of a word written without accents. The stemmer's rules for "-ción" need the accent, so it is
 * put back there ("notificacion" and "notificaciones" both become "notif"); the stem is then read without accents.
 */
function spanishStem(plain: string): string {
  const accented = plain.replace(/([cs])ion$/, "$1ión");
  return normalizeText(spanishStemmer(accented)) || plain;
}

function searchWordsOf(stopList: string, stem: (plain: string) => string): SearchWords {
  const stopWords = new Set(stopList.split(" "));
  const processTerm = (word: string): string | null => {
    const plain = normalizeText(word);
    if (!plain || stopWords.has(plain)) return null;
    return /^\d/.test(plain) ? plain : stem(plain);
  };
  return {
    processTerm,
    indexTerms(word) {
      const plain = normalizeText(word);
      const stemmed = processTerm(plain);
      if (stemmed === null) return null;
      return stemmed === plain ? [stemmed] : [plain, stemmed];
    },
    termsOf(text) {
      const terms = normalizeText(text)
        .split(" ")
        .map(processTerm)
        .filter((term): term is string => term !== null);
      return [...new Set(terms)];
    },
  };
}

const SEARCH_WORDS: Record<AssistantLanguage, SearchWords> = {
  en: searchWordsOf(ENGLISH_STOP_WORDS, englishStemmer),
  es: searchWordsOf(SPANISH_STOP_WORDS, spanishStem),
};

export function searchWords(language: AssistantLanguage): SearchWords {
  return SEARCH_WORDS[language];
}

/** Whether a normalized text contains a phrase as whole words. */
export function hasPhrase(normalizedText: string, phrase: string): boolean {
  const wanted = normalizeText(phrase);
  return wanted.length > 0 && ` ${normalizedText} `.includes(` ${wanted} `);
}
