/**
 * The optional language model: when an OpenAI-compatible chat model is configured (AI_BASE_URL, AI_MODEL and
 * AI_API_KEY, see config.ts), it may rewrite the local plain version more smoothly. Its answer is used only if it
 * keeps every amount, date, deadline, percentage, section and party name of the original (values.ts, the same
 * check as the local engine) and reads no harder than the local version; otherwise, or if it fails or is slow, the
 * local version stands. Without the variables nothing leaves the server.
 */
import { fleschKincaidGrade } from "./readability";
import { lostValues } from "./values";

export interface ModelConfig {
  /** e.g. "http://localhost:11434/v1": the path before /chat/completions. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** Long papers are not sent: a model's answer would be slow and is likelier to drop something. */
export const MAX_MODEL_INPUT_CHARACTERS = 30_000;
const DEFAULT_TIMEOUT_MS = 20_000;

const INSTRUCTIONS =
  "Rewrite the following text in plain English that an 8th grader can read: short sentences, everyday words. " +
  "Keep every dollar amount, date, time, number of days, percentage, statute section and name exactly as written. " +
  "Do not add facts, advice or opinions, and do not leave anything out. Answer with the rewritten text only.";

export type ModelOutcome = { used: true; text: string } | { used: false; reason: "too_long" | "failed" | "lost_values" | "harder" };

interface ChatAnswer {
  choices?: { message?: { content?: unknown } }[];
}

export async function rewriteWithModel(config: ModelConfig, original: string, local: string): Promise<ModelOutcome> {
  if (local.length > MAX_MODEL_INPUT_CHARACTERS) return { used: false, reason: "too_long" };
  let text: string;
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: INSTRUCTIONS },
          { role: "user", content: local },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) return { used: false, reason: "failed" };
    const answer = (await response.json()) as ChatAnswer;
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim() || content.length > local.length * 3) return { used: false, reason: "failed" };
    text = content.trim();
  } catch {
    return { used: false, reason: "failed" };
  }
  if (lostValues(original, text).length > 0) return { used: false, reason: "lost_values" };
  if (fleschKincaidGrade(text) > fleschKincaidGrade(local)) return { used: false, reason: "harder" };
  return { used: true, text };
}
