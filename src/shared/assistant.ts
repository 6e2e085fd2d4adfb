/**
 * The legal assistant's and the AI polish's API shapes and limits (conversations, the AI answer, and
 * POST /api/ai/rewrite), shared by the server and the screens. See src/server/routes/assistant.ts
 * for the calls and the streaming contract.
 */
import type { ChoosableLanguage } from "./i18n/languages";

/** Longest question the assistant takes (400 above it). */
export const MAX_QUESTION_CHARACTERS = 2_000;
/** AI polish needs more than this many characters (the button shows only above it). */
export const MIN_REWRITE_CHARACTERS = 20;
/** Longest text AI polish takes at once (a wizard's text area). */
export const MAX_REWRITE_CHARACTERS = 10_000;
/** Longest fieldType or documentType label sent with a text to polish. */
export const MAX_REWRITE_LABEL_CHARACTERS = 100;

export interface AskRequest {
  question: string;
  /** Continue this conversation; without it a new conversation starts. */
  conversationId?: string;
}

/** A source as a link: the citation as written ("§ 83.49, Fla. Stat.") and the statute's text on the Legislature's site. */
export interface SourceLinkJson {
  citation: string;
  url: string;
}

/** Whether the answer is about Florida civil law, outside it, or a matter the assistant refers elsewhere. */
export type AnswerScope = "florida_civil" | "out_of_scope" | "referred";

/** The AI answer, as the published API has it, and what the screen needs beyond it. */
export interface AskResponse {
  /** Markdown; render it safely (no raw HTML). */
  answer: string;
  /** The citations of the knowledge-base passages the answer was composed from (spec: list of text). */
  sources: string[];
  /** The same sources, each with a link, in the same order. */
  sourceLinks: SourceLinkJson[];
  followUpQuestions: string[];
  /** 0 to 1; shown as a rounded percentage. */
  confidence: number;
  scope: AnswerScope;
  /** "model" when the configured AI model wrote the wording; the sources are the retrieved ones either way. */
  answeredBy: "local" | "model";
  /**
   * The language the answer is written in: the question's, else the interface's. The screen marks an answer in
   * another language than the interface's with it (WCAG 3.1.2, Language of Parts).
   */
  language: ChoosableLanguage;
  conversationId: string;
}

/** GET /api/conversations: newest first. topic null: the screen shows "General Legal Question". */
export interface ConversationJson {
  id: string;
  topic: string | null;
  updatedAt: string;
}

/** GET /api/conversations/:id/messages: oldest first. */
export interface ConversationMessageJson {
  id: string;
  role: "user" | "assistant";
  /** The question as asked, or the answer's Markdown. */
  content: string;
  /** An assistant message's sources and follow-up questions; empty for the person's questions. */
  sources: string[];
  sourceLinks: SourceLinkJson[];
  followUpQuestions: string[];
  /** An assistant message's confidence; null for the person's questions. */
  confidence: number | null;
  /**
   * The language an answer is written in (AskResponse.language); null for the person's questions and for an answer
   * stored before it was recorded.
   */
  language: ChoosableLanguage | null;
  timestamp: string;
}

/** Streamed answer (Accept: text/event-stream): the events' data, by event name. */
export interface AskStreamEvents {
  /** A piece of the answer's Markdown: append it. */
  delta: { text: string };
  /** Throw away what was streamed so far (the model's answer was not used); the local answer follows. */
  reset: Record<string, never>;
  /** The whole answer, as the JSON answer would be: it replaces everything streamed. Last event. */
  done: AskResponse;
  /** Something failed after the stream began; nothing was saved. Last event. */
  error: { message: string };
}

export interface RewriteRequest {
  text: string;
  /** The field's name or kind ("description", "damagesExplanation"); optional context. */
  fieldType?: string;
  /** The paper the text goes into ("small_claims", "demand_letter"); optional context. */
  documentType?: string;
}

export interface RewriteResponse {
  rewrittenText: string;
  /** Whether anything changed (the text was already fine otherwise). */
  changed: boolean;
  rewrittenBy: "local" | "model";
}
