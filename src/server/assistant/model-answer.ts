/**
 * The optional model writes the answer from the retrieved passages only. Its text is checked as it arrives: a
 * piece reaches the person only once it is a whole sentence (or line) and everything written so far cites nothing
 * and states no amount, date or period the passages do not hold (unsupported-claims.ts). The first unsupported
 * claim ends the model's answer and the caller gives the local one instead; so does an error or the time limit.
 */
import { chatStream, type ChatMessage, type ModelConfig } from "../ai/chat-model";
import { SERVER_LANGUAGES } from "../languages";
import type { AssistantLanguage, AssistantPassage } from "./local-engine";
import { supportedClaims, unsupportedClaims } from "./unsupported-claims";

/** Longer than any answer the passages support: a model that goes on past it is rambling. */
const MAX_MODEL_ANSWER_CHARACTERS = 8_000;

const RULES = [
  "Answer the question using ONLY the numbered passages below. Do not add any fact, number, amount, date, deadline,",
  "statute, rule, case or website that the passages do not contain. Cite sections exactly as the passages write them.",
  "If the passages do not answer the question, say so and suggest talking to a lawyer or legal aid.",
  "Write short paragraphs or a short list in Markdown, without HTML and without headings above level 3.",
];

/** The instructions in each language the assistant answers in (src/server/languages/<language>.ts): the passages given are in that language. */
function instructions(language: AssistantLanguage): string {
  const { before, after } = SERVER_LANGUAGES[language].assistantInstructions;
  return [...before, ...RULES, ...after].join(" ");
}

export type ModelAnswerOutcome =
  | { used: true; text: string }
  | { used: false; reason: "failed" | "unsupported_claim" | "too_long" | "empty"; claims?: string[] };

function passageBlock(passages: AssistantPassage[]): string {
  return passages
    .map((passage, index) => {
      const citations = passage.citations.map((citation) => citation.citation).join("; ");
      return `[${index + 1}] ${passage.title}${citations ? ` (${citations})` : ""}\n${passage.text}`;
    })
    .join("\n\n");
}

export function modelMessages(question: string, passages: AssistantPassage[], language: AssistantLanguage = "en"): ChatMessage[] {
  return [
    { role: "system", content: `${instructions(language)}\n\nPassages:\n\n${passageBlock(passages)}` },
    { role: "user", content: question },
  ];
}

/** Where the text may be cut for showing: after a sentence's end ("v." and initials are not one) or a line. */
const BOUNDARY = /(?<!\bv)(?<!\b[A-Z])[.!?:](?=\s)|\n/g;

function lastBoundary(text: string): number {
  let end = 0;
  for (const match of text.matchAll(BOUNDARY)) end = match.index + match[0].length;
  return end;
}

/**
 * Asks the model; `onText` gets each checked piece as it is written (streaming), and the whole checked text
 * comes back. `signal`: the person went away. `language`: the language of the passages and of the answer.
 */
export async function answerWithModel(
  config: ModelConfig,
  question: string,
  passages: AssistantPassage[],
  onText: (text: string) => void = () => undefined,
  signal?: AbortSignal,
  language: AssistantLanguage = "en",
): Promise<ModelAnswerOutcome> {
  const supported = supportedClaims(passages, question, language);
  const stop = new AbortController();
  let written = "";
  let shown = 0;
  const check = (text: string) => unsupportedClaims(text, supported, language);
  try {
    for await (const piece of chatStream(
      config,
      modelMessages(question, passages, language),
      signal ? AbortSignal.any([stop.signal, signal]) : stop.signal,
    )) {
      written += piece;
      if (written.length > MAX_MODEL_ANSWER_CHARACTERS) return { used: false, reason: "too_long" };
      const end = lastBoundary(written);
      if (end <= shown) continue;
      const claims = check(written.slice(0, end));
      if (claims.length > 0) return { used: false, reason: "unsupported_claim", claims };
      onText(written.slice(shown, end));
      shown = end;
    }
  } catch {
    return { used: false, reason: "failed" };
  } finally {
    stop.abort();
  }
  const claims = check(written);
  if (claims.length > 0) return { used: false, reason: "unsupported_claim", claims };
  if (!written.trim()) return { used: false, reason: "empty" };
  if (shown < written.length) onText(written.slice(shown));
  return { used: true, text: written.trim() };
}
