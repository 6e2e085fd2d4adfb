/**
 * The optional OpenAI-compatible chat model (OpenAI, Ollama, vLLM, llama.cpp server...), configured by
 * AI_BASE_URL, AI_MODEL, AI_API_KEY and AI_TIMEOUT_MS (config.ts, model-config.ts). The translator, the assistant
 * and AI polish use it on top of their local engines; every caller checks what it answers and falls back to its
 * local result when the call fails, is slow, or answers something it may not use.
 */

export interface ModelConfig {
  /** e.g. "http://localhost:11434/v1": the path before /chat/completions. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long a whole answer may take; DEFAULT_MODEL_TIMEOUT_MS when not set. */
  timeoutMs?: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 20_000;

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

interface ChatAnswer {
  choices?: { message?: { content?: unknown }; delta?: { content?: unknown } }[];
}

function post(config: ModelConfig, messages: ChatMessage[], stream: boolean, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS);
  return fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, temperature: 0, stream, messages }),
    signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
  });
}

/** The model's whole answer, or undefined when it fails, is slow or answers no text. */
export async function chatOnce(config: ModelConfig, messages: ChatMessage[]): Promise<string | undefined> {
  try {
    const response = await post(config, messages, false);
    if (!response.ok) return undefined;
    const content = ((await response.json()) as ChatAnswer).choices?.[0]?.message?.content;
    return typeof content === "string" && content.trim() ? content.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The model's answer as it is written: each piece of text in order. Throws when the call fails or the time
 * (AI_TIMEOUT_MS, for the whole answer) runs out. A server that answers with one JSON body instead of a stream
 * gives one piece.
 */
export async function* chatStream(config: ModelConfig, messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const response = await post(config, messages, true, signal);
  if (!response.ok || !response.body) throw new Error(`model answered ${response.status}`);
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const content = ((await response.json()) as ChatAnswer).choices?.[0]?.message?.content;
    if (typeof content === "string") yield content;
    return;
  }
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      const data = line.startsWith("data:") ? line.slice(5).trim() : "";
      if (!data) continue;
      if (data === "[DONE]") return;
      const content = (JSON.parse(data) as ChatAnswer).choices?.[0]?.delta?.content;
      if (typeof content === "string" && content) yield content;
    }
  }
}
