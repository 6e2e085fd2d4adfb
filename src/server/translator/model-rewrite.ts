/**
 * The optional language model: when an OpenAI-compatible chat model is configured (src/server/ai/chat-model.ts),
 * it may rewrite the local plain version more smoothly. Its answer is used only if it keeps every amount, date, deadline, percentage, section and party name of the original (values.ts, the same
 * check as the local engine) and reads no harder than the local version; otherwise, or if it fails or is slow, the
 * local version stands. Without the variables nothing leaves the server.
 */
import { chatOnce, type ModelConfig } from "../ai/chat-model";
import { fleschKincaidGrade } from "./readability";
import { lostValues } from "./values";

/** Long papers are not sent: a model's answer would be slow and is likelier to drop something. */
export const MAX_MODEL_INPUT_CHARACTERS = 30_000;

const INSTRUCTIONS =
  "Rewrite the following text in plain English that an 8th grader can read: short sentences, everyday words. " +
  "Keep every dollar amount, date, time, number of days, percentage, statute section and name exactly as written. " +
  "Do not add facts, advice or opinions, and do not leave anything out. Answer with the rewritten text only.";

export type ModelOutcome = { used: true; text: string } | { used: false; reason: "too_long" | "failed" | "lost_values" | "harder" };

export async function rewriteWithModel(config: ModelConfig, original: string, local: string): Promise<ModelOutcome> {
  if (local.length > MAX_MODEL_INPUT_CHARACTERS) return { used: false, reason: "too_long" };
  const text = await chatOnce(config, [
    { role: "system", content: INSTRUCTIONS },
    { role: "user", content: local },
  ]);
  if (text === undefined || text.length > local.length * 3) return { used: false, reason: "failed" };
  if (lostValues(original, text).length > 0) return { used: false, reason: "lost_values" };
  if (fleschKincaidGrade(text) > fleschKincaidGrade(local)) return { used: false, reason: "harder" };
  return { used: true, text };
}
