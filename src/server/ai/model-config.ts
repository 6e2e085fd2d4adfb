/** The optional model from the environment (config.ts): AI_BASE_URL and AI_MODEL both, or none. */
import type { Config } from "../config";
import type { ModelConfig } from "./chat-model";

export function modelFromConfig(
  config: Pick<Config, "AI_BASE_URL" | "AI_MODEL" | "AI_API_KEY" | "AI_TIMEOUT_MS">,
): ModelConfig | undefined {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return undefined;
  return {
    baseUrl: config.AI_BASE_URL,
    model: config.AI_MODEL,
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    ...(config.AI_TIMEOUT_MS ? { timeoutMs: config.AI_TIMEOUT_MS } : {}),
  };
}
