import { and, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CASE_STATUS_GROUPS } from "../../shared/case-enums";
import { currentUser, requireUser } from "../auth/session-plugin";
import type { Database } from "../db/connect";
import { cases, conversationMessages, conversations, documents } from "../db/schema";

/** Hours a self-represented person saves per document produced (spec part 1, section 9). */
const HOURS_SAVED_PER_DOCUMENT = 2.5;

export function statsRoutes(app: FastifyInstance, db: Database): void {
  app.get("/api/stats", { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    const [[activeCases], [documentsCreated], [aiConsultations]] = await Promise.all([
      db.select({ n: count() }).from(cases).where(and(eq(cases.userId, user.id), inArray(cases.status, [...CASE_STATUS_GROUPS.active]))),
      db.select({ n: count() }).from(documents).where(eq(documents.userId, user.id)),
      db
        .select({ n: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(eq(conversations.userId, user.id), eq(conversationMessages.role, "user"))),
    ]);
    const documentCount = documentsCreated?.n ?? 0;
    return {
      activeCases: activeCases?.n ?? 0,
      documentsCreated: documentCount,
      aiConsultations: aiConsultations?.n ?? 0,
      timeSavedHours: Math.round(documentCount * HOURS_SAVED_PER_DOCUMENT),
    };
  });
}
