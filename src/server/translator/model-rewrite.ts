/**
 * The optional language model: when an OpenAI-compatible chat model is configured (src/server/ai/chat-model.ts),
 * it may rewrite the local plain version more smoothly, or (for an explanation in Spanish) write it in plain
 * Spanish: only a model writes the full text in another language. A Spanish answer must keep every amount and date
 * exactly as the paper writes them (periods may be said in Spanish, "3 días"), name no amount, date or section the
 * paper does not, and be Spanish (more Spanish than English common words). Its answer is used only if it keeps every amount, date, deadline, percentage, section and party name of the original (values.ts, the same
 * check as the local engine) and reads no harder than the local version; otherwise, or if it fails or is slow, the
 * local version stands. Without the variables nothing leaves the server.
 */
import type { ChoosableLanguage } from "@shared/i18n/languages";
import { chatOnce, type ModelConfig } from "../ai/chat-model";
import { fleschKincaidGrade } from "./readability";
import { findValues, lostValues } from "./values";

/** Long papers are not sent: a model's answer would be slow and is likelier to drop something. */
export const MAX_MODEL_INPUT_CHARACTERS = 30_000;

const INSTRUCTIONS =
  "Rewrite the following text in plain English that an 8th grader can read: short sentences, everyday words. " +
  "Keep every dollar amount, date, time, number of days, percentage, statute section and name exactly as written. " +
  "Do not add facts, advice or opinions, and do not leave anything out. Answer with the rewritten text only.";

const SPANISH_INSTRUCTIONS =
  "Translate the following plain-English explanation of a legal paper into plain, neutral Latin American Spanish " +
  "that an 8th grader can read: short sentences, everyday words, usted (never tú). " +
  "Copy every dollar amount, date and time exactly as written in English (for example keep \"March 12, 2025\" and " +
  "\"$1,275.00\"; you may add the Spanish date in parentheses after it), and keep every statute section and every " +
  "name as written. Write numbers of days as figures (\"3 días\"). Keep the party words the paper capitalizes " +
  "(Tenant, Landlord, Plaintiff, Defendant…) in English the first time, with the Spanish in parentheses: " +
  "\"Tenant (inquilino)\". Do not add facts, advice or opinions, and do not leave anything out. " +
  "Answer with the Spanish text only.";

export type ModelOutcome =
  | { used: true; text: string }
  | { used: false; reason: "too_long" | "failed" | "lost_values" | "added_values" | "harder" | "wrong_language" };

const SPANISH_WORDS = new Set("de la el que en los las del por para con una un es su usted se no al lo como más pero sus le ya o este si porque esta cuando muy sin sobre también debe puede".split(" "));
const ENGLISH_WORDS = new Set("the and of to in is that for it with as on be at by this you your are or from have an will must shall may if not".split(" "));

/** More common Spanish words than English ones: an answer in English is no Spanish version. */
export function readsAsSpanish(text: string): boolean {
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return spanish > english;
}

/** Amounts, dates, times, percentages and sections the answer names that the paper does not. */
function addedValues(original: string, text: string) {
  const known = new Set(findValues(original).map((value) => `${value.kind}:${value.key}`));
  return findValues(text).filter((value) => value.kind !== "name" && value.kind !== "ordinal" && !known.has(`${value.kind}:${value.key}`));
}

export async function rewriteWithModel(
  config: ModelConfig,
  original: string,
  local: string,
  language: ChoosableLanguage = "en",
): Promise<ModelOutcome> {
  if (local.length > MAX_MODEL_INPUT_CHARACTERS) return { used: false, reason: "too_long" };
  const text = await chatOnce(config, [
    { role: "system", content: language === "es" ? SPANISH_INSTRUCTIONS : INSTRUCTIONS },
    { role: "user", content: local },
  ]);
  if (text === undefined || text.length > local.length * 3) return { used: false, reason: "failed" };
  if (lostValues(original, text).length > 0) return { used: false, reason: "lost_values" };
  if (language === "en") {
    if (fleschKincaidGrade(text) > fleschKincaidGrade(local)) return { used: false, reason: "harder" };
    return { used: true, text };
  }
  // Flesch-Kincaid measures English only: a Spanish answer is checked for what it says, and that it is Spanish.
  if (addedValues(original, text).length > 0) return { used: false, reason: "added_values" };
  if (!readsAsSpanish(text)) return { used: false, reason: "wrong_language" };
  return { used: true, text };
}
