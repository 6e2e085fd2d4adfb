/**
 * The optional language model: when an OpenAI-compatible chat model is configured (src/server/ai/chat-model.ts),
 * it may rewrite the local plain version more smoothly, or (for an explanation in Spanish) write it in plain
 * Spanish: only a model writes the full text in another language. A Spanish answer must keep every amount and date
 * exactly as the paper writes them (periods may be said in Spanish, "3 días"), name no amount, date or section the
 * paper does not, and be Spanish (more Spanish than English common words). Its answer is used only if it keeps every amount, date, deadline, percentage, section and party name of the original (values.ts, the same
 * check as the local engine) and reads no harder than the local version; otherwise, or if it fails or is slow, the
 * local version stands. Without the variables nothing leaves the server.
 */
import { DEFAULT_LANGUAGE, type ChoosableLanguage } from "@shared/i18n/languages";
import { chatOnce, type ModelConfig } from "../ai/chat-model";
import { SERVER_LANGUAGES } from "../languages";
import { normalizePaper } from "./normalize/normalize-paper";
import { fleschKincaidGrade } from "./readability";
import { findValues, lostValues } from "./values";

/** Long papers are not sent: a model's answer would be slow and is likelier to drop something. */
export const MAX_MODEL_INPUT_CHARACTERS = 30_000;

export type ModelOutcome =
  | { used: true; text: string }
  | { used: false; reason: "too_long" | "failed" | "lost_values" | "added_values" | "harder" | "wrong_language" };

const wordsOf = (language: ChoosableLanguage) => new Set(SERVER_LANGUAGES[language].commonWords.split(" "));

/**
 * Whether a text is in `language`: more of its common words than of English's (src/server/languages/<language>.ts).
 * An answer in English is no version in another language.
 */
export function readsAs(text: string, language: ChoosableLanguage): boolean {
  const own = wordsOf(language);
  const english = wordsOf(DEFAULT_LANGUAGE);
  let inLanguage = 0;
  let inEnglish = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (own.has(word)) inLanguage += 1;
    else if (english.has(word)) inEnglish += 1;
  }
  return inLanguage > inEnglish;
}

/** More common Spanish words than English ones. */
export const readsAsSpanish = (text: string): boolean => readsAs(text, "es");

/** Amounts, dates, times, percentages and sections the answer names that the paper does not. */
function addedValues(original: string, text: string) {
  const known = new Set(findValues(original).map((value) => `${value.kind}:${value.key}`));
  return findValues(text).filter(
    (value) => value.kind !== "name" && value.kind !== "ordinal" && !known.has(`${value.kind}:${value.key}`),
  );
}

export async function rewriteWithModel(
  config: ModelConfig,
  original: string,
  local: string,
  language: ChoosableLanguage = "en",
): Promise<ModelOutcome> {
  if (local.length > MAX_MODEL_INPUT_CHARACTERS) return { used: false, reason: "too_long" };
  const text = await chatOnce(config, [
    { role: "system", content: SERVER_LANGUAGES[language].rewriteInstructions },
    { role: "user", content: local },
  ]);
  if (text === undefined || text.length > local.length * 3) return { used: false, reason: "failed" };
  // Both sides as the engine reads them: a value broken over two lines of a PDF is still that value.
  const paper = normalizePaper(original);
  if (lostValues(paper, normalizePaper(text)).length > 0) return { used: false, reason: "lost_values" };
  if (language === "en") {
    if (fleschKincaidGrade(text) > fleschKincaidGrade(local)) return { used: false, reason: "harder" };
    return { used: true, text };
  }
  // Flesch-Kincaid measures English only: a Spanish answer is checked for what it says, and that it is Spanish.
  if (addedValues(paper, text).length > 0) return { used: false, reason: "added_values" };
  if (!readsAs(text, language)) return { used: false, reason: "wrong_language" };
  return { used: true, text };
}
