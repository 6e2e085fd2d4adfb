/**
 * Saved conversations with the legal assistant. The questions and
 * answers are written by POST /api/ai/ask (assistant.ts). Another person's conversation answers 404.
 *
 * GET /api/conversations[?limit=&offset=] → 200 ConversationJson[] { id, topic, updatedAt }, newest first.
 * GET /api/conversations/:id/messages → 200 ConversationMessageJson[] { id, role, content, sources, sourceLinks,
 *   followUpQuestions, confidence, language ("en" | "es" | null), timestamp }, oldest first · 404 "Conversation not
 *   found".
 * DELETE /api/conversations/:id → 204 (its messages go with it) · 404 "Conversation not found".
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ConversationJson, ConversationMessageJson } from "@shared/assistant";
import { ASSISTANT_MESSAGES } from "../assistant/assistant-messages";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { conversationMessages, conversations } from "../db/schema";
import { notFound } from "../http-errors";
import { isUuid } from "./id-param";
import { pageOf } from "./pagination";

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

  app.get("/api/conversations/:id/messages", { preHandler: requireUser }, async (request): Promise<ConversationMessageJson[]> => {
    const user = currentUser(request);
    const id = conversationId(request.params);
    const [conversation] = await db.select({ id: conversations.id }).from(conversations).where(owned(user.id, id));
    if (!conversation) throw notFound(ASSISTANT_MESSAGES.conversationNotFound);
    const rows = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    return rows.map(toMessageJson);
  });

  app.delete("/api/conversations/:id", { preHandler: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const [row] = await db.delete(conversations).where(owned(user.id, conversationId(request.params))).returning({ id: conversations.id });
    if (!row) throw notFound(ASSISTANT_MESSAGES.conversationNotFound);
    return reply.code(204).send();
  });
}
