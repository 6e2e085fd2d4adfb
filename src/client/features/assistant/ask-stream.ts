/**
 * POST /api/ai/ask with Accept: text/event-stream (src/server/routes/assistant.ts): the answer's language comes first,
 * in the Content-Language header; its Markdown arrives in "delta" events and ends with "done" (the whole answer, as
 * the JSON call gives it) or "error". A server that answers with JSON instead is read as the whole answer at once.
 */
import { askQuestion } from "@shared/api/assistant";
import type { AskRequest, AskResponse, AskStreamEvents } from "@shared/assistant";
import { isChoosableLanguage, type ChoosableLanguage } from "@shared/i18n/languages";
import { ApiError, callApiForResponse } from "@client/lib/api";

export interface StreamHandlers {
  /** The language the answer is written in, before its text. */
  onLanguage(language: ChoosableLanguage): void;
  /** The answer so far (everything streamed since the last reset). */
  onText(text: string): void;
}

interface ServerEvent {
  event: string;
  data: string;
}

/** Splits a buffer of server-sent events into whole events and the unfinished rest. */
export function parseEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks.map((block) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    return { event, data: data.join("\n") };
  });
  return { events, rest };
}

/** Thrown when the stream reports a failure after it began (or ends without its last event): a 500 with the server's message. */
const streamError = (message: string) => new ApiError(500, message, {}, askQuestion.path);

export async function askStreaming(request: AskRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<AskResponse> {
  const response = await callApiForResponse(askQuestion, { body: request }, { accept: "text/event-stream", signal });
  const language = response.headers.get("content-language");
  if (isChoosableLanguage(language)) handlers.onLanguage(language);
  if (!response.headers.get("content-type")?.includes("text/event-stream") || !response.body) {
    return (await response.json()) as AskResponse;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      if (event === "delta") {
        text += (JSON.parse(data) as AskStreamEvents["delta"]).text;
        handlers.onText(text);
      } else if (event === "reset") {
        text = "";
        handlers.onText(text);
      } else if (event === "done") {
        return JSON.parse(data) as AskStreamEvents["done"];
      } else if (event === "error") {
        throw streamError((JSON.parse(data) as AskStreamEvents["error"]).message);
      }
    }
  }
  throw streamError("");
}
