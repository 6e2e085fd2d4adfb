/**
 * How the assistant reads words, for the index and for questions alike, in each language it answers in: lower
 * case, accents and apostrophes dropped, common words skipped, and each word reduced to its stem ("evicted",
 * "evicting" → "evict"; "desalojaron", "desalojo" → "desaloj"), so a question finds a passage whatever form of a
 * word it uses and whether or not it writes the accents. Phrases (synonyms, scope words) match whole words. A few
 * words of another meaning than the words their stemmer joins them with keep a stem of their own, listed as data
 * (content/<language>/assistant/stems.yml: "contratista" is not "contrato", "terminal" is not "termination").
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { CONTENT_FOLDER } from "../content-folder";
import { SERVER_LANGUAGES } from "../languages";
import type { AssistantLanguage } from "./knowledge-base";
import { normalizeText } from "./normalize-text";

export { normalizeText } from "./normalize-text";

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

/**
 * The words of a language that keep a stem of their own, each with that stem, from its
 * content/<language>/assistant/stems.yml (each key a stem, with the words searched by it).
 */
export function ownStems(language: AssistantLanguage): ReadonlyMap<string, string> {
  const file = new URL(`${language}/assistant/stems.yml`, CONTENT_FOLDER);
  const listed = (parseYaml(readFileSync(file, "utf8")) ?? {}) as Record<string, readonly string[]>;
  return new Map(Object.entries(listed).flatMap(([stem, words]) => words.map((word) => [normalizeText(word), stem] as const)));
}

function searchWordsOf(stopList: string, stem: (plain: string) => string, own: ReadonlyMap<string, string>): SearchWords {
  const stopWords = new Set(stopList.split(" "));
  const processTerm = (word: string): string | null => {
    const plain = normalizeText(word);
    if (!plain || stopWords.has(plain)) return null;
    return /^\d/.test(plain) ? plain : (own.get(plain) ?? stem(plain));
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

/**
 * Each language's, from its stop words and stemmer (src/server/languages/<language>.ts) and the words that keep a
 * stem of their own (ownStems), made at first use.
 */
const SEARCH_WORDS = new Map<AssistantLanguage, SearchWords>();

export function searchWords(language: AssistantLanguage): SearchWords {
  let words = SEARCH_WORDS.get(language);
  if (!words) {
    const { stopWords, stem } = SERVER_LANGUAGES[language].search;
    words = searchWordsOf(stopWords, stem, ownStems(language));
    SEARCH_WORDS.set(language, words);
  }
  return words;
}

/**
 * Endings a language's verbs take when written without their accent, that its stemmer reads as other words:
 * Spanish preterites and first persons ("demando" for "demandó", "respondio" for "respondió") stem apart from their
 * verbs ("dem" and "respondi", where "demandar" and "responder" give "demand" and "respond").
 */
const BARE_VERB_ENDINGS: Partial<Record<AssistantLanguage, readonly string[]>> = { es: ["io", "o"] };

/**
 * A language's words read against the stems of the knowledge base (its lexicon): a word with a bare verb ending whose
 * root, the word without that ending, is a stem the knowledge base has, and a longer one than the stemmer's (or the
 * stemmer's is not in it), is read as that root. Only a root the knowledge base has is taken, so nouns that merely end
 * the same way keep their stem: "pagado", "pasado" and "sabado" have no root "pagad", "pasad" or "sabad" there. The
 * index keeps both readings of its own words, so a question's word finds the text whichever it is read as.
 */
export function lexiconWords(
  language: AssistantLanguage,
  lexicon: ReadonlySet<string>,
): Pick<SearchWords, "processTerm" | "indexTerms"> {
  const words = searchWords(language);
  const endings = BARE_VERB_ENDINGS[language] ?? [];
  const processTerm = (word: string): string | null => {
    const stemmed = words.processTerm(word);
    if (stemmed === null) return null;
    const plain = normalizeText(word);
    for (const ending of endings) {
      if (!plain.endsWith(ending)) continue;
      const root = plain.slice(0, -ending.length);
      if (root !== stemmed && lexicon.has(root) && (!lexicon.has(stemmed) || root.length > stemmed.length)) return root;
    }
    return stemmed;
  };
  return {
    processTerm,
    indexTerms(word) {
      const indexed = words.indexTerms(word);
      const read = processTerm(word);
      return indexed === null || read === null || indexed.includes(read) ? indexed : [...indexed, read];
    },
  };
}

/** Whether a normalized text contains a phrase as whole words. */
export function hasPhrase(normalizedText: string, phrase: string): boolean {
  const wanted = normalizeText(phrase);
  return wanted.length > 0 && ` ${normalizedText} `.includes(` ${wanted} `);
}
