import { and, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CASE_STATUS_GROUPS } from "@shared/case-enums";
import { getStats, type Stats } from "@shared/api/service";
import { currentUser } from "../auth/session-plugin";
import { serve } from "../api/serve";
import type { ChangeFeed } from "../cache/change-feed";
import { TtlCache } from "../cache/ttl-cache";
import type { Database } from "../db/connect";
import { cases, conversationMessages, conversations, documents } from "../db/schema";

/** Hours a self-represented person saves per document produced (the product's stated estimate). */
const HOURS_SAVED_PER_DOCUMENT = 2.5;

/** Figures change only when the user writes something, which drops the entry (see the change feed). */
const STATS_CACHE_TTL_MS = 5 * 60_000;
const STATS_CACHE_MAX_ENTRIES = 50_000;

export function statsRoutes(app: FastifyInstance, db: Database, changes: ChangeFeed): void {
  const cache = new TtlCache<string, Stats>(STATS_CACHE_TTL_MS, STATS_CACHE_MAX_ENTRIES);
  changes.onUserChanged((userId) => cache.deleteWhere((_stats, key) => key === userId));

  serve(app, getStats, async (_input, request) => {
    const user = currentUser(request);
    const cached = cache.get(user.id);
    if (cached) return cached;
    const [[activeCases], [documentsCreated], [aiConsultations]] = await Promise.all([
      db
        .select({ n: count() })
        .from(cases)
        .where(and(eq(cases.userId, user.id), inArray(cases.status, [...CASE_STATUS_GROUPS.active]))),
      db.select({ n: count() }).from(documents).where(eq(documents.userId, user.id)),
      db
        .select({ n: count() })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(eq(conversations.userId, user.id), eq(conversationMessages.role, "user"))),
    ]);
    const documentCount = documentsCreated?.n ?? 0;
    const stats: Stats = {
      activeCases: activeCases?.n ?? 0,
      documentsCreated: documentCount,
      aiConsultations: aiConsultations?.n ?? 0,
      timeSavedHours: Math.round(documentCount * HOURS_SAVED_PER_DOCUMENT),
    };
    cache.set(user.id, stats);
    return stats;
  });
}
