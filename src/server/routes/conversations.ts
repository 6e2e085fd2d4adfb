/**
 * Saved conversations with the legal assistant (contracts in src/shared/api/assistant.ts). The questions and answers
 * are written by POST /api/ai/ask (assistant.ts). Another person's conversation answers 404.
 *
 * Caps (checked by POST /api/ai/ask before a question is answered, 409 with a message that says what to do):
 * MAX_CONVERSATIONS_PER_USER conversations, MAX_MESSAGES_PER_CONVERSATION messages in one conversation and
 * MAX_MESSAGES_PER_USER in all (a question and its answer are two).
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deleteConversation, listConversationMessages, listConversations } from "@shared/api/assistant";
import { isUuid } from "@shared/api/common";
import type { ConversationMessageJson } from "@shared/assistant";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { conversationMessages, conversations } from "../db/schema";
import { HttpError } from "../http-errors";
import { afterCursor, paged, pageWithCursor, searching, type Keyset } from "./pagination";

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
export async function refuseBeyondConversationCaps(
  db: Database,
  userId: string,
  conversationId: string | undefined,
): Promise<void> {
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
    ...(row.clarify ? { clarify: row.clarify } : {}),
    ...(row.nextSteps ? { nextSteps: row.nextSteps } : {}),
    timestamp: row.createdAt.toISOString(),
  };
}

const latestFirst: Keyset = {
  table: conversations,
  id: conversations.id,
  keys: [conversations.updatedAt, conversations.id],
  descending: true,
};

export function conversationRoutes(app: FastifyInstance, db: Database): void {
  const owned = (userId: string, id: string) => and(eq(conversations.id, id), eq(conversations.userId, userId));

  serve(app, listConversations, async ({ query }, request, reply) => {
    const mine = eq(conversations.userId, currentUser(request).id);
    const after = await afterCursor(db, latestFirst, mine, query);
    const rows = await pageWithCursor<{ id: string; topic: string | null; updatedAt: Date }>(
      db
        .select({ id: conversations.id, topic: conversations.topic, updatedAt: conversations.updatedAt })
        .from(conversations)
        .where(and(mine, after, searching(query.q, [conversations.topic])))
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .$dynamic(),
      query,
      reply,
    );
    return rows.map((row) => ({ id: row.id, topic: row.topic, updatedAt: row.updatedAt.toISOString() }));
  });

  /** The messages after the one `after` names (a message of this conversation), in the list's order. */
  async function afterMessage(id: string, after: string | undefined): Promise<SQL | undefined> {
    if (after === undefined) return undefined;
    const refuse = () =>
      new HttpError(400, ASSISTANT_MESSAGES.badMessageCursor, { after: [ASSISTANT_MESSAGES.badMessageCursor] });
    if (!isUuid(after)) throw refuse();
    const [cursor] = await db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, after.toLowerCase()), eq(conversationMessages.conversationId, id)));
    if (!cursor) throw refuse();
    // Compared in the database, at the stored timestamps' full precision.
    return sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) > (select m.created_at, m.id from conversation_messages m where m.id = ${cursor.id})`;
  }

  serve(app, listConversationMessages, async ({ params: { id }, query }, request) => {
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(owned(currentUser(request).id, id));
    if (!conversation) throw notFoundOf(listConversationMessages);
    const after = await afterMessage(id, query.after);
    const rows = await paged(
      db
        .select()
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, id), after))
        .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
        .$dynamic(),
      query,
    );
    return rows.map(toMessageJson);
  });

  serve(app, deleteConversation, async ({ params }, request) => {
    const [row] = await db
      .delete(conversations)
      .where(owned(currentUser(request).id, params.id))
      .returning({ id: conversations.id });
    if (!row) throw notFoundOf(deleteConversation);
  });
}
