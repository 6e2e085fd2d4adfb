/**
 * The legal assistant's and the AI polish's API shapes and limits (conversations, the AI answer, and
 * POST /api/ai/rewrite), shared by the server and the screens. The calls are in src/shared/api/assistant.ts.
 */
import { z } from "zod";
import { timestamp } from "./api/common";
import { CHOOSABLE_LANGUAGE_CODES } from "./i18n/languages";
import { textProblem } from "./safe-text";

/** Longest question the assistant takes (400 above it). */
export const MAX_QUESTION_CHARACTERS = 2_000;
/** AI polish needs more than this many characters (the button shows only above it). */
export const MIN_REWRITE_CHARACTERS = 20;
/** Longest text AI polish takes at once (a wizard's text area). */
export const MAX_REWRITE_CHARACTERS = 10_000;
/** Longest fieldType or documentType label sent with a text to polish. */
export const MAX_REWRITE_LABEL_CHARACTERS = 100;

/**
 * What is wrong with a question, as server catalog keys (server.json `assistant.*`) or a safe-text message: the
 * server writes them out, with the first problem's message alone (serve()'s bodyProblems).
 */
export const ASK_PROBLEMS = {
  required: "assistant.questionRequired",
  notText: "assistant.questionNotText",
  tooLong: "assistant.questionTooLong",
  conversationIdNotText: "assistant.conversationIdNotText",
} as const;

const missing = (input: unknown) => input === undefined || input === null;

/** A question: text that can be stored, not blank, at most MAX_QUESTION_CHARACTERS once trimmed; answered trimmed. */
const question = z
  .string({ error: (issue) => (missing(issue.input) ? ASK_PROBLEMS.required : ASK_PROBLEMS.notText) })
  .check((ctx) => {
    const trimmed = ctx.value.trim();
    const problem =
      textProblem(ctx.value) ??
      (!trimmed ? ASK_PROBLEMS.required : trimmed.length > MAX_QUESTION_CHARACTERS ? ASK_PROBLEMS.tooLong : undefined);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .transform((value) => value.trim());

export const askRequestSchema = z.object(
  {
    question,
    /** Continue this conversation; without it a new conversation starts (one that is not hers: 404). */
    conversationId: z
      .string(ASK_PROBLEMS.conversationIdNotText)
      .nullish()
      .transform((id) => id ?? undefined),
  },
  { error: ASK_PROBLEMS.required },
);
export type AskRequest = z.input<typeof askRequestSchema>;

/** A source as a link: the citation as written ("§ 83.49, Fla. Stat.") and the statute's text on the Legislature's site. */
export const sourceLinkJsonSchema = z.object({ citation: z.string(), url: z.string() });
export type SourceLinkJson = z.infer<typeof sourceLinkJsonSchema>;

/** A question back to her and its options, each option's `question` the question to ask next. */
export const askClarifySchema = z.object({
  question: z.string(),
  options: z.array(z.object({ label: z.string(), question: z.string() })),
});
export type AskClarify = z.infer<typeof askClarifySchema>;

/** A path inside the app ("/landlord-tenant?tab=defense") or an https address (free legal help). */
export const askNextStepSchema = z.object({ label: z.string(), path: z.string() });
export type AskNextStep = z.infer<typeof askNextStepSchema>;

/** Whether the answer is about Florida civil law, outside it, or a matter the assistant refers elsewhere. */

export const ANSWER_SCOPES = ["florida_civil", "out_of_scope", "referred"] as const;
export type AnswerScope = (typeof ANSWER_SCOPES)[number];

const languageSchema = z.enum(CHOOSABLE_LANGUAGE_CODES);

/** The AI answer, as the published API has it, and what the screen needs beyond it. */
export const askResponseSchema = z.object({
  /** Markdown; render it safely (no raw HTML). */
  answer: z.string(),
  /** The citations of the knowledge-base passages the answer was composed from (spec: list of text). */
  sources: z.array(z.string()),
  /** The same sources, each with a link, in the same order. */
  sourceLinks: z.array(sourceLinkJsonSchema),
  followUpQuestions: z.array(z.string()),
  /** 0 to 1; shown as a rounded percentage. */
  confidence: z.number().min(0).max(1),
  scope: z.enum(ANSWER_SCOPES),
  /** "model" when the configured AI model wrote the wording; the sources are the retrieved ones either way. */
  answeredBy: z.enum(["local", "model"]),
  /**
   * The language the answer is written in: the question's, else the interface's (also the Content-Language header).
   * The screen marks an answer in another language than the interface's with it (WCAG 3.1.2, Language of Parts).
   */
  language: languageSchema,
  conversationId: z.string(),
  /**
   * A question back when the facts she gave do not settle the answer (which court, which side, which paper), or the
   * closest topics to choose from; each option's `question` is the question to ask next. Absent: nothing to ask.
   */
  clarify: askClarifySchema.optional(),
  /** Where to go next in the app (a module's tab, the deadline calculator…) or for free legal help. */
  nextSteps: z.array(askNextStepSchema).optional(),
});
export type AskResponse = z.infer<typeof askResponseSchema>;

/** GET /api/conversations: newest first. topic null: the screen shows "General Legal Question". */
export const conversationJsonSchema = z.object({
  id: z.string(),
  topic: z.string().nullable(),
  updatedAt: timestamp,
});
export type ConversationJson = z.infer<typeof conversationJsonSchema>;

/** GET /api/conversations/:id/messages: oldest first. */
export const conversationMessageJsonSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  /** The question as asked, or the answer's Markdown. */
  content: z.string(),
  /** An assistant message's sources and follow-up questions; empty for the person's questions. */
  sources: z.array(z.string()),
  sourceLinks: z.array(sourceLinkJsonSchema),
  followUpQuestions: z.array(z.string()),
  /** An assistant message's confidence; null for the person's questions. */
  confidence: z.number().nullable(),
  /**
   * The language an answer is written in (AskResponse.language); null for the person's questions and for an answer
   * stored before it was recorded.
   */
  language: languageSchema.nullable(),
  /** An answer's question back and its options, as it was given (AskResponse.clarify); absent: none. */
  clarify: askClarifySchema.optional(),
  /** An answer's next steps, as they were given (AskResponse.nextSteps); absent: none. */
  nextSteps: z.array(askNextStepSchema).optional(),
  timestamp,
});
export type ConversationMessageJson = z.infer<typeof conversationMessageJsonSchema>;

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

/** What is wrong with a text to polish, as server catalog keys (server.json `assistant.*`) or a safe-text message. */
export const REWRITE_PROBLEMS = {
  required: "assistant.textRequired",
  notText: "assistant.textNotText",
  tooLong: "assistant.textTooLong",
  labelNotText: "assistant.labelNotText",
} as const;

const textToPolish = z
  .string({ error: (issue) => (missing(issue.input) ? REWRITE_PROBLEMS.required : REWRITE_PROBLEMS.notText) })
  .check((ctx) => {
    const problem =
      textProblem(ctx.value) ??
      (ctx.value.trim().length < MIN_REWRITE_CHARACTERS
        ? REWRITE_PROBLEMS.required
        : ctx.value.length > MAX_REWRITE_CHARACTERS
          ? REWRITE_PROBLEMS.tooLong
          : undefined);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });

/** An optional label sent as context: text of at most MAX_REWRITE_LABEL_CHARACTERS; a blank one is none. */
const rewriteLabel = z
  .string(REWRITE_PROBLEMS.labelNotText)
  .max(MAX_REWRITE_LABEL_CHARACTERS, REWRITE_PROBLEMS.labelNotText)
  .refine((value) => textProblem(value) === undefined, REWRITE_PROBLEMS.labelNotText)
  .nullish()
  .transform((value) => value?.trim() || undefined);

export const rewriteRequestSchema = z.object(
  {
    text: textToPolish,
    /** The field's name or kind ("description", "damagesExplanation"); optional context. */
    fieldType: rewriteLabel,
    /** The paper the text goes into ("small_claims", "demand_letter"); optional context. */
    documentType: rewriteLabel,
  },
  { error: REWRITE_PROBLEMS.required },
);
export type RewriteRequest = z.input<typeof rewriteRequestSchema>;

export const rewriteResponseSchema = z.object({
  rewrittenText: z.string(),
  /** Whether anything changed (the text was already fine otherwise). */
  changed: z.boolean(),
  rewrittenBy: z.enum(["local", "model"]),
});
export type RewriteResponse = z.infer<typeof rewriteResponseSchema>;
