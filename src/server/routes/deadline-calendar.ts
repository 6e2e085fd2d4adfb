/**
 * The deadlines as calendar files: a download of all pending ones, one deadline's "Add to calendar" file, and a
 * subscription address (GET /calendar/<token>.ics) that calendar programs fetch without a session. Only the
 * token's hash is stored; a new token replaces the old one and deleting it turns the address off. Calendar files
 * hold personal data: no shared cache may keep them.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  calendarFeed,
  createCalendarFeed,
  deleteCalendarFeed,
  downloadDeadline,
  downloadDeadlines,
  getCalendarFeed,
} from "@shared/api/deadlines";
import { pdfFileName } from "@shared/file-name";
import { DEFAULT_LANGUAGE, isChoosableLanguage } from "@shared/i18n/languages";
import { publicOriginOf } from "../auth/origin-check";
import { currentUser } from "../auth/session-plugin";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { calendarFeeds, deadlines, users } from "../db/schema";
import { toDeadlineJson, type DeadlineRow } from "../deadlines/deadline-json";
import { feedPath, hashFeedToken, newFeedToken, tokenOfFeedFile } from "../deadlines/feed-token";
import { deadlinesIcs } from "../deadlines/ics";
import { contentDisposition } from "../documents/content-disposition";
import { MESSAGES } from "../messages";
import { inLanguage } from "../request-language";
import { deadlineOrder } from "./deadlines";

const NO_STORE = "private, no-store";
const ICS_TYPE = "text/calendar; charset=utf-8";

/** A deadline's title as a file name, like a document's (file-name.ts), ending in .ics. */
const icsFileName = (title: string) => `${pdfFileName(title).slice(0, -".pdf".length)}.ics`;

function sendIcs(reply: FastifyReply, rows: readonly DeadlineRow[], disposition: string, feed = false) {
  return reply
    .header("content-type", ICS_TYPE)
    .header("content-disposition", disposition)
    .header("cache-control", NO_STORE)
    .header("x-robots-tag", "noindex")
    .send(deadlinesIcs(rows.map(toDeadlineJson), { name: MESSAGES.calendarName, feed }));
}

/** Built from PUBLIC_ORIGIN, never from what the request says its host is (origin-check.ts). */
const feedUrl = (request: FastifyRequest, token: string) => `${publicOriginOf(request)}${feedPath(token)}`;

export function deadlineCalendarRoutes(app: FastifyInstance, db: Database): void {
  const pendingOf = (userId: string) =>
    db
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.userId, userId), eq(deadlines.status, "pending")))
      .orderBy(...deadlineOrder);

  serve(app, downloadDeadlines, async (_input, request, reply) =>
    sendIcs(reply, await pendingOf(currentUser(request).id), contentDisposition("attachment", "deadlines.ics")),
  );

  serve(app, downloadDeadline, async ({ params }, request, reply) => {
    const [row] = await db
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.id, params.id), eq(deadlines.userId, currentUser(request).id)));
    if (!row) throw notFoundOf(downloadDeadline);
    return sendIcs(reply, [row], contentDisposition("attachment", icsFileName(row.title)));
  });

  /** The address is shown once, when it is made (only its hash is kept): afterwards `url` is null and `active` true. */
  serve(app, getCalendarFeed, async (_input, request, reply) => {
    const [feed] = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, currentUser(request).id));
    reply.header("cache-control", NO_STORE);
    return { url: null, active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
  });

  /** Makes a new address; any earlier one stops working at once. */
  serve(app, createCalendarFeed, async (_input, request, reply) => {
    const token = newFeedToken();
    const tokenHash = hashFeedToken(token);
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ userId: currentUser(request).id, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
      .returning({ createdAt: calendarFeeds.createdAt });
    reply.header("cache-control", NO_STORE);
    return { url: feedUrl(request, token), active: true, createdAt: feed!.createdAt.toISOString() };
  });

  serve(app, deleteCalendarFeed, async (_input, request) => {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, currentUser(request).id));
  });

  serve(app, calendarFeed, async ({ params }, _request, reply) => {
    reply.header("cache-control", NO_STORE);
    const token = tokenOfFeedFile(params.file);
    const [feed] = token
      ? await db
          .select({ userId: calendarFeeds.userId, language: users.language })
          .from(calendarFeeds)
          .innerJoin(users, eq(users.id, calendarFeeds.userId))
          .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
      : [];
    if (!feed) throw notFoundOf(calendarFeed);
    const pending = await pendingOf(feed.userId);
    // A calendar app sends no cookie: the feed's own words (its name) follow the account's language.
    const language = isChoosableLanguage(feed.language) ? feed.language : DEFAULT_LANGUAGE;
    return inLanguage(language, () => sendIcs(reply, pending, contentDisposition("inline", "deadlines.ics"), true));
  });
}
