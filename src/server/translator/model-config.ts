/** The translator's optional model from the environment (config.ts): all of AI_BASE_URL and AI_MODEL, or none. */
import type { Config } from "../config";
import type { ModelConfig } from "./model-rewrite";

export function translatorModelFromConfig(config: Pick<Config, "AI_BASE_URL" | "AI_MODEL" | "AI_API_KEY">): ModelConfig | undefined {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return undefined;
  return { baseUrl: config.AI_BASE_URL, model: config.AI_MODEL, ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}) };
}
