/**
 * The legal assistant's questions and answers (POST /api/ai/ask; its contract is in src/shared/api/assistant.ts).
 * Conversations are in conversations.ts, AI polish in ai-rewrite.ts.
 *
 * Without conversationId a new conversation starts (topic: the first question, shortened); with one, the question
 * and answer are added to it and its updatedAt moves to now. Every refusal comes before any streaming starts, as
 * ordinary JSON; once the stream began, a failure is its last event, "error", and nothing is saved.
 *
 * Where the answer comes from: the local engine (src/server/assistant/local-engine.ts) retrieves knowledge-base
 * passages and composes the answer; sources are always those passages' citations. The answer is in the language
 * the question is written in (question-language.ts), else the interface's (the `lang` cookie or Accept-Language),
 * each language from its own knowledge base, with the same citations. With AI_BASE_URL and AI_MODEL set
 * (config.ts), an OpenAI-compatible model words the answer from the same passages only (model-answer.ts): an
 * answer citing any section, rule or case the passages do not hold, or naming an amount or period they do not,
 * an error, or no answer within AI_TIMEOUT_MS (default 20 s), and the local answer is given instead.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PassThrough } from "node:stream";
import { askQuestion } from "@shared/api/assistant";
import { isUuid } from "@shared/api/common";
import { ASK_PROBLEMS, type AskResponse, type AskStreamEvents } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import type { ModelConfig } from "../ai/chat-model";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { answerLocally, type LocalAnswer } from "../assistant/local-engine";
import { answerWithModel } from "../assistant/model-answer";
import { questionLanguage } from "../assistant/question-language";
import { consume, type Limit } from "../auth/rate-limit";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve, type EndpointHandler } from "../api/serve";
import type { ChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/connect";
import { conversationMessages, conversations } from "../db/schema";
import { describeError, HttpError } from "../http-errors";
import { currentLanguage } from "../request-language";
import { refuseBeyondConversationCaps } from "./conversations";

/** Questions one person may ask a minute: a fast typist's pace, far below what a script would send. */
export const QUESTIONS_PER_USER: Limit = { max: 20, windowSeconds: 60 };
/** A conversation's topic: its first question, cut at a word to about this length. */
const TOPIC_CHARACTERS = 80;

export interface AssistantRouteOptions {
  db: Database;
  changes: ChangeFeed;
  /** The optional OpenAI-compatible model (src/server/ai/chat-model.ts); none: everything stays on this server. */
  model?: ModelConfig | undefined;
}

/** The message of a problem the question's schema names. */
const askProblem = (key: string): string | undefined =>
  ({
    [ASK_PROBLEMS.required]: ASSISTANT_MESSAGES.questionRequired,
    [ASK_PROBLEMS.notText]: ASSISTANT_MESSAGES.questionNotText,
    [ASK_PROBLEMS.tooLong]: ASSISTANT_MESSAGES.questionTooLong,
    [ASK_PROBLEMS.conversationIdNotText]: ASSISTANT_MESSAGES.conversationIdNotText,
  })[key];

export function topicOf(question: string): string {
  const flat = question.replace(/\s+/g, " ");
  if (flat.length <= TOPIC_CHARACTERS) return flat;
  const cut = flat.slice(0, TOPIC_CHARACTERS);
  const space = cut.lastIndexOf(" ");
  return `${(space > TOPIC_CHARACTERS / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** Server-Sent Events on one response, an answer in `language`: each event a name and a JSON line. */
function eventStream(reply: FastifyReply, language: ChoosableLanguage) {
  const stream = new PassThrough();
  void reply
    .header("content-type", "text/event-stream; charset=utf-8")
    .header("content-language", language)
    .header("cache-control", "no-store")
    .header("x-accel-buffering", "no")
    .send(stream);
  return {
    send<Name extends keyof AskStreamEvents>(name: Name, data: AskStreamEvents[Name]) {
      stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => stream.end(),
  };
}

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/event-stream");

export function assistantRoutes(app: FastifyInstance, options: AssistantRouteOptions): void {
  const { db, changes, model } = options;

  async function ownedConversation(userId: string, id: string | undefined): Promise<string | undefined> {
    if (id === undefined) return undefined;
    if (!isUuid(id)) throw notFoundOf(askQuestion);
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, id.toLowerCase()), eq(conversations.userId, userId)));
    if (!row) throw notFoundOf(askQuestion);
    return row.id;
  }

  /** The question and its answer, in a new conversation or the given one; the conversation's id. */
  async function save(
    userId: string,
    conversationId: string | undefined,
    question: string,
    askedAt: Date,
    answer: Omit<AskResponse, "conversationId">,
  ): Promise<string> {
    const id = await db.transaction(async (tx) => {
      let target = conversationId;
      if (target) {
        const [updated] = await tx
          .update(conversations)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(conversations.id, target), eq(conversations.userId, userId)))
          .returning({ id: conversations.id });
        // Deleted while the answer was being written.
        if (!updated) throw notFoundOf(askQuestion);
      } else {
        const [created] = await tx
          .insert(conversations)
          .values({ userId, topic: topicOf(question) })
          .returning({ id: conversations.id });
        target = created!.id;
      }
      await tx.insert(conversationMessages).values([
        { conversationId: target, role: "user", content: question, createdAt: askedAt },
        {
          conversationId: target,
          role: "assistant",
          content: answer.answer,
          sources: answer.sourceLinks,
          followUpQuestions: answer.followUpQuestions,
          confidence: answer.confidence,
          language: answer.language,
          clarify: answer.clarify ?? null,
          nextSteps: answer.nextSteps ?? null,
          // After the question, however fast the answer came.
          createdAt: new Date(Math.max(Date.now(), askedAt.getTime() + 1)),
        },
      ]);
      return target;
    });
    changes.userChanged(userId);
    return id;
  }

  /**
   * The answer in `language`: the model's wording when it is configured and keeps to the passages, else the local
   * one. The answer, its follow-up questions and its replies come from that language's knowledge base; its sources
   * are the same law citations.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    question: string,
    language: ChoosableLanguage,
    onText: (text: string) => void,
    onReset: () => void,
  ) {
    const local: LocalAnswer = answerLocally(question, language);
    const sourceLinks = uniqueLinks(local);
    const base = {
      sources: local.sources,
      sourceLinks,
      followUpQuestions: local.followUpQuestions,
      confidence: local.confidence,
      scope: local.scope,
      language,
      ...(local.clarify ? { clarify: local.clarify } : {}),
      ...(local.nextSteps ? { nextSteps: local.nextSteps } : {}),
    };
    if (model && local.scope === "florida_civil" && local.passages.length > 0) {
      let streamed = false;
      // The person went away before the answer was sent: the model may stop writing.
      const gone = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const outcome = await answerWithModel(
        model,
        question,
        local.passages,
        (text) => {
          streamed = true;
          onText(text);
        },
        gone.signal,
        language,
      );
      if (outcome.used) return { ...base, answer: outcome.text, answeredBy: "model" as const };
      request.log.info({ reason: outcome.reason, unsupportedClaims: outcome.claims?.length ?? 0 }, "model answer not used");
      if (streamed) onReset();
    }
    onText(local.answer);
    return { ...base, answer: local.answer, answeredBy: "local" as const };
  }

  const handleAsk: EndpointHandler<typeof askQuestion> = async ({ body: ask }, request, reply) => {
    const user = currentUser(request);
    const conversationId = await ownedConversation(user.id, ask.conversationId);
    await refuseBeyondConversationCaps(db, user.id, conversationId);
    const wait = await consume(db, `ask:user:${user.id}`, QUESTIONS_PER_USER);
    if (wait > 0) throw new HttpError(429, ASSISTANT_MESSAGES.tooManyQuestions(wait), undefined, { "retry-after": String(wait) });
    const askedAt = new Date();
    // The language the question is written in, else the interface's; the header says it before any text comes.
    const language = questionLanguage(ask.question, currentLanguage());

    if (!wantsStream(request)) {
      const result = await answer(
        request,
        reply,
        ask.question,
        language,
        () => undefined,
        () => undefined,
      );
      const id = await save(user.id, conversationId, ask.question, askedAt, result);
      void reply.header("content-language", language);
      return { ...result, conversationId: id };
    }

    const events = eventStream(reply, language);
    try {
      const result = await answer(
        request,
        reply,
        ask.question,
        language,
        (text) => events.send("delta", { text }),
        () => events.send("reset", {}),
      );
      const id = await save(user.id, conversationId, ask.question, askedAt, result);
      events.send("done", { ...result, conversationId: id });
    } catch (error) {
      if (!(error instanceof HttpError)) request.log.error({ error: describeError(error) }, "streamed answer failed");
      events.send("error", { message: error instanceof HttpError ? error.message : ASSISTANT_MESSAGES.answerFailed });
    }
    events.end();
    return reply;
  };
  serve(app, askQuestion, handleAsk, { bodyProblems: askProblem });
}

/** The passages' citations as links, each once, in the order of the answer's sources. */
function uniqueLinks(local: LocalAnswer) {
  const links = new Map(local.passages.flatMap((passage) => passage.citations).map((citation) => [citation.citation, citation]));
  return local.sources.map((source) => links.get(source)).filter((link) => link !== undefined);
}
