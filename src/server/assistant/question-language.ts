/**
 * The language a question is answered in: the one it is written in, told by its small words ("de", "el", "que",
 * "puedo" against "the", "my", "how", "can") and by what only Spanish writes (¿ ¡ ñ and accents). A statistical
 * detector (trigrams) needs longer text than most questions have, and people here often mix the two languages:
 * a question with as many Spanish words as English ones ("tengo un desalojo, how many days?") is answered in
 * Spanish, since its writer reads Spanish. A question with no such word ("eviction 3 days") is answered in the
 * language of the interface, and so is an English term asked in the Spanish interface ("power of attorney").
 */
import { CHOOSABLE_LANGUAGE_CODES, DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { SERVER_LANGUAGES } from "../languages";
import type { AssistantLanguage } from "./knowledge-base";
import { normalizeText } from "./search-terms";

/**
 * What tells each language the assistant answers in: its own small words, and letters only it writes
 * (src/server/languages/<language>.ts), in the registry's order.
 */
const CUES: readonly { language: AssistantLanguage; words: ReadonlySet<string>; letters: RegExp | undefined }[] =
  CHOOSABLE_LANGUAGE_CODES.map((language) => {
    const { words, letters } = SERVER_LANGUAGES[language].questionCues;
    return { language, words: new Set(words.split(" ")), letters };
  });

/** The language of a question, or `fallback` (the interface's language) when its words do not tell. */
export function questionLanguage(question: string, fallback: AssistantLanguage): AssistantLanguage {
  const words = normalizeText(question).split(" ");
  const scores = CUES.map((cues) => ({
    language: cues.language,
    score: words.filter((word) => cues.words.has(word)).length + (cues.letters?.test(question) ? 1 : 0),
  }));
  const best = Math.max(...scores.map((entry) => entry.score));
  if (best === 0) return fallback;
  // A tie goes to the language other than English: its writer reads it. Among several, the interface's first.
  const others = scores
    .filter((entry) => entry.score === best && entry.language !== DEFAULT_LANGUAGE)
    .map((entry) => entry.language);
  const chosen = others.includes(fallback) ? fallback : (others[0] ?? DEFAULT_LANGUAGE);
  // One English word in another language's interface is a term ("power of attorney", "living will"), not a choice.
  return chosen === DEFAULT_LANGUAGE && fallback !== DEFAULT_LANGUAGE && best < 2 ? fallback : chosen;
}
