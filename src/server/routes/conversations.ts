/**
 * Saved conversations with the legal assistant. The questions and
 * answers are written by POST /api/ai/ask (assistant.ts). Another person's conversation answers 404.
 *
 * GET /api/conversations[?limit=&offset=] → 200 ConversationJson[] { id, topic, updatedAt }, newest first.
 * GET /api/conversations/:id/messages[?limit=&offset=&after=] → 200 ConversationMessageJson[] { id, role, content,
 *   sources, sourceLinks, followUpQuestions, confidence, language ("en" | "es" | null), timestamp }, oldest first;
 *   without parameters every message. `after` (a message's id) starts after that message: the next page is
 *   `?after=<the last id>&limit=<n>`, and a page shorter than `limit` is the last · 400 bad limit, offset or `after`
 *   (not a message of this conversation) · 404 "Conversation not found".
 * DELETE /api/conversations/:id → 204 (its messages go with it) · 404 "Conversation not found".
 *
 * Caps (checked by POST /api/ai/ask before a question is answered, 409 with a message that says what to do):
 * MAX_CONVERSATIONS_PER_USER conversations, MAX_MESSAGES_PER_CONVERSATION messages in one conversation and
 * MAX_MESSAGES_PER_USER in all (a question and its answer are two).
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ConversationJson, ConversationMessageJson } from "@shared/assistant";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { conversationMessages, conversations } from "../db/schema";
import { HttpError, notFound } from "../http-errors";
import { isUuid } from "./id-param";
import { pageOf } from "./pagination";

/** Far more than anyone needs, few enough that no account can fill the database (like the other collections). */
export const MAX_CONVERSATIONS_PER_USER = 500;
export const MAX_MESSAGES_PER_CONVERSATION = 200;
export const MAX_MESSAGES_PER_USER = 5_000;
/** A question and its answer. */
const MESSAGES_PER_QUESTION = 2;

/**
 * 409 when one more question (in a new conversation, or in `conversationId`) would pass a cap. Writes per person are
 * rate limited, so questions sent together overshoot by a few at most, as with the other caps.
 */
export async function refuseBeyondConversationCaps(db: Database, userId: string, conversationId: string | undefined): Promise<void> {
  if (conversationId === undefined) {
    const [held] = await db.select({ count: count() }).from(conversations).where(eq(conversations.userId, userId));
    if ((held?.count ?? 0) >= MAX_CONVERSATIONS_PER_USER) {
      throw new HttpError(409, ASSISTANT_MESSAGES.tooManyConversations(MAX_CONVERSATIONS_PER_USER));
    }
  } else {
    const [inOne] = await db
      .select({ count: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    if ((inOne?.count ?? 0) + MESSAGES_PER_QUESTION > MAX_MESSAGES_PER_CONVERSATION) {
      throw new HttpError(409, ASSISTANT_MESSAGES.conversationFull(MAX_MESSAGES_PER_CONVERSATION));
    }
  }
  const [inAll] = await db
    .select({ count: count() })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversations.userId, userId));
  if ((inAll?.count ?? 0) + MESSAGES_PER_QUESTION > MAX_MESSAGES_PER_USER) {
    throw new HttpError(409, ASSISTANT_MESSAGES.tooManyMessages(MAX_MESSAGES_PER_USER));
  }
}

type MessageRow = typeof conversationMessages.$inferSelect;

function toMessageJson(row: MessageRow): ConversationMessageJson {
  return {
    id: row.id,
    role: row.role === "assistant" ? "assistant" : "user",
    content: row.content,
    sources: row.sources.map((source) => source.citation),
    sourceLinks: row.sources,
    followUpQuestions: row.followUpQuestions,
    confidence: row.confidence,
    language: row.language,
    timestamp: row.createdAt.toISOString(),
  };
}

function conversationId(params: unknown): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== "string" || !isUuid(id)) throw notFound(ASSISTANT_MESSAGES.conversationNotFound);
  return id.toLowerCase();
}

export function conversationRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(conversations.id, id), eq(conversations.userId, userId));

  app.get("/api/conversations", { preHandler: requireUser }, async (request): Promise<ConversationJson[]> => {
    const user = currentUser(request);
    const page = pageOf(request.query);
    const query = db
      .select({ id: conversations.id, topic: conversations.topic, updatedAt: conversations.updatedAt })
      .from(conversations)
      .where(eq(conversations.userId, user.id))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map((row) => ({ id: row.id, topic: row.topic, updatedAt: row.updatedAt.toISOString() }));
  });

  /** The messages after the one `after` names (a message of this conversation), in the list's order. */
  async function afterMessage(id: string, after: unknown): Promise<SQL | undefined> {
    if (after === undefined) return undefined;
    const refuse = () => new HttpError(400, ASSISTANT_MESSAGES.badMessageCursor, { after: [ASSISTANT_MESSAGES.badMessageCursor] });
    if (typeof after !== "string" || !isUuid(after)) throw refuse();
    const [cursor] = await db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, after.toLowerCase()), eq(conversationMessages.conversationId, id)));
    if (!cursor) throw refuse();
    // Compared in the database, at the stored timestamps' full precision.
    return sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) > (select m.created_at, m.id from conversation_messages m where m.id = ${cursor.id})`;
  }

  app.get("/api/conversations/:id/messages", { preHandler: requireUser }, async (request): Promise<ConversationMessageJson[]> => {
    const user = currentUser(request);
    const id = conversationId(request.params);
    const [conversation] = await db.select({ id: conversations.id }).from(conversations).where(owned(user.id, id));
    if (!conversation) throw notFound(ASSISTANT_MESSAGES.conversationNotFound);
    const page = pageOf(request.query);
    const after = await afterMessage(id, (request.query as { after?: unknown } | undefined)?.after);
    const query = db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, id), after))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
      .offset(page.offset);
    const rows = await (page.limit === undefined ? query : query.limit(page.limit));
    return rows.map(toMessageJson);
  });

  app.delete("/api/conversations/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const [row] = await db.delete(conversations).where(owned(user.id, conversationId(request.params))).returning({ id: conversations.id });
    if (!row) throw notFound(ASSISTANT_MESSAGES.conversationNotFound);
    return reply.code(204).send();
  });
}
