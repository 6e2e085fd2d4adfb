/**
 * What the server needs of a language besides its catalogs (locales/<code>/) and content (content/<code>/): the words
 * and rules the assistant and the translator read and write it by. One file a language (en.ts, es.ts), listed in
 * index.ts; the registry's type makes the compiler fail on a language without one.
 */
export interface ServerLanguage {
  /** How the assistant searches the language (assistant/search-terms.ts). */
  search: {
    /** Common words skipped, written without accents as questions are read, separated by spaces. */
    stopWords: string;
    /** The stem of a word written without accents ("evicted" → "evict"). */
    stem: (plain: string) => string;
  };
  /** What tells that a question is written in the language (assistant/question-language.ts). */
  questionCues: {
    /** Small words only this language writes (not English), without accents, separated by spaces. */
    words: string;
    /** Letters only this language writes. */
    letters?: RegExp;
  };
  /** The title of a glossary term's passage in the assistant's knowledge base: "What is garnishment?". */
  glossaryTitle: (term: string) => string;
  /** The model's instructions for the assistant's answer, before and after the rules every language shares. */
  assistantInstructions: { before: readonly string[]; after: readonly string[] };
  /** The text with its figures written the English way, so the model's answer is checked like an English one. */
  englishFigures: (text: string) => string;
  /** The translator's model: what it is asked to write in the language (translator/model-rewrite.ts). */
  rewriteInstructions: string;
  /**
   * Common words of the language, separated by spaces: a model's text in it must have more of them than of
   * English's (translator/model-rewrite.ts). English's list is the one compared against.
   */
  commonWords: string;
}
