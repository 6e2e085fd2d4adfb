/**
 * The bell's notifications, the reminder settings, and the two pages e-mail links open without a session:
 * GET /reminders/confirm?token= (confirms her address) and GET/POST /reminders/unsubscribe?token= (the page asks
 * first; a mail program's one-click POST, RFC 8058, needs no page). Those two live outside /api/ as the calendar
 * feed does: every change under /api/ needs a session and its CSRF token (session-plugin.ts), which a mail program
 * has not. Hooks on other contracts' answers add the bell's lines (a paper, a data download), queue the address
 * confirmation at sign-up, and the notice when her sign-ins are being slowed.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DateTime } from "luxon";
import { exportData } from "@shared/api/account";
import { login, register } from "@shared/api/auth";
import { createDocument } from "@shared/api/documents";
import {
  getReminderSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  sendConfirmation,
  updateReminderSettings,
  type NotificationJson,
  type ReminderSettingsJson,
} from "@shared/api/notifications";
import { currentLanguage } from "../request-language";
import { currentUser } from "../auth/session-plugin";
import { endpointOfRoute } from "../api/route-endpoint";
import { notFoundOf, serve } from "../api/serve";
import type { Database } from "../db/connect";
import { notifications, reminderJobs, reminderSettings, throttles, users } from "../db/schema";
import { HttpError } from "../http-errors";
import { say } from "../interface-text";
import type { Mailer } from "../mail/mailer";
import { lastConfirmationAt, queueConfirmation, queueLoginSlowed, scheduleReminders } from "../reminders/jobs";
import { CONFIRM_PATH, hashLinkToken, isLinkToken, UNSUBSCRIBE_PATH } from "../reminders/links";
import { exportReadyNotice, paperReadyNotice } from "../reminders/message-text";
import { addNotification } from "../reminders/notify";
import { readSettings } from "../reminders/settings";
import { paged } from "./pagination";

export interface ReminderOptions {
  /** The mail server (SMTP_URL); without one, reminders reach the bell only. */
  mailer?: Mailer;
}

/** How long a confirmation link works. */
const CONFIRM_LINK_DAYS = 7;
const DEFAULT_PAGE = 50;

const t = (key: string, values: Record<string, unknown> = {}) => say(`notifications:${key}`, values);

type NotificationRow = typeof notifications.$inferSelect;
const toNotificationJson = (row: NotificationRow): NotificationJson => ({
  id: row.id,
  kind: row.kind as NotificationJson["kind"],
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** Writes her settings, creating the row the first time. */
async function saveSettings(db: Database, userId: string, values: Partial<typeof reminderSettings.$inferInsert>): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: sql`now()` } });
}

export async function notificationRoutes(app: FastifyInstance, db: Database, options: ReminderOptions = {}): Promise<void> {
  const mail = options.mailer !== undefined;

  async function settingsJson(user: { id: string; email: string }): Promise<ReminderSettingsJson> {
    const settings = await readSettings(db, user.id);
    const sentAt = await lastConfirmationAt(db, user.id, user.email);
    return {
      enabled: settings.enabled,
      byEmail: settings.byEmail,
      schedule: settings.slots,
      quietStart: settings.quietStart,
      quietEnd: settings.quietEnd,
      email: {
        available: mail,
        address: user.email,
        confirmed: settings.confirmedEmail === user.email,
        confirmationSentAt: sentAt?.toISOString() ?? null,
      },
    };
  }

  serve(app, listNotifications, async ({ query }, request) => {
    const rows = await paged(
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, currentUser(request).id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .$dynamic(),
      { limit: query.limit ?? DEFAULT_PAGE, offset: query.offset },
    );
    return rows.map(toNotificationJson);
  });

  serve(app, readNotification, async ({ params }, request) => {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, currentUser(request).id)))
      .returning();
    if (!row) throw notFoundOf(readNotification);
    return toNotificationJson(row);
  });

  serve(app, readAllNotifications, async (_input, request) => {
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, currentUser(request).id), isNull(notifications.readAt)));
  });

  serve(app, getReminderSettings, async (_input, request) => settingsJson(currentUser(request)));

  serve(app, updateReminderSettings, async ({ body }, request) => {
    const user = currentUser(request);
    const before = await readSettings(db, user.id);
    await saveSettings(db, user.id, {
      enabled: body.enabled,
      byEmail: body.byEmail,
      schedule: body.schedule,
      quietStart: body.quietStart,
      quietEnd: body.quietEnd,
    });
    await scheduleReminders(db, user.id, DateTime.now());
    // E-mail turned on for an address not yet confirmed: the link goes now (once; Settings can ask again).
    const turnedOn = body.enabled && body.byEmail && !(before.enabled && before.byEmail);
    if (mail && turnedOn && before.confirmedEmail !== user.email) await queueConfirmation(db, user.id, user.email);
    return settingsJson(user);
  });

  serve(app, sendConfirmation, async (_input, request) => {
    const user = currentUser(request);
    if (!mail) throw new HttpError(409, t("errors.mailUnavailable"));
    const settings = await readSettings(db, user.id);
    if (settings.confirmedEmail === user.email) throw new HttpError(409, t("errors.alreadyConfirmed"));
    await queueConfirmation(db, user.id, user.email);
    return settingsJson(user);
  });

  registerAnswerHooks(app, db, mail);
  await app.register(async (scope) => linkPages(scope, db));
}

const endpointOf = (request: FastifyRequest) => endpointOfRoute(request.routeOptions);

/** Reads the JSON a route answered (an onSend payload), or undefined. */
function answered(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== "string") return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Work that follows other contracts' answers, so their routes need not know about reminders. A failure here is
 * logged and never changes the answer.
 */
function registerAnswerHooks(app: FastifyInstance, db: Database, mail: boolean): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const endpoint = endpointOf(request);
    if (endpoint !== createDocument && endpoint !== register && endpoint !== login) return payload;
    const body = answered(payload);
    try {
      if (endpoint === login && reply.statusCode === 429 && mail) await noticeSlowedSignIns(db, request.body);
      if (reply.statusCode !== 201) return payload;
      if (endpoint === createDocument && request.user && typeof body?.title === "string") {
        await addNotification(db, request.user.id, paperReadyNotice(currentLanguage(), body.title), `paper:${String(body.id)}`);
      }
      // Her address is confirmed by a link sent at sign-up, before any reminder goes to it.
      if (endpoint === register && mail && typeof body?.id === "string" && typeof body.email === "string") {
        await queueConfirmation(db, body.id, body.email);
      }
    } catch (error) {
      request.log.error({ err: error }, "could not record what followed an answer");
    }
    return payload;
  });

  app.addHook("onResponse", async (request, reply) => {
    const endpoint = endpointOf(request);
    try {
      if (endpoint === exportData && reply.statusCode === 200 && request.user) {
        await addNotification(db, request.user.id, exportReadyNotice(currentLanguage()));
      }
    } catch (error) {
      request.log.error({ err: error }, "could not record what followed an answer");
    }
  });
}

/**
 * A sign-in refused because the account's own backoff (LOGIN_ACCOUNT_BACKOFF, auth/rate-limit.ts) is making it wait:
 * the owner hears of it by e-mail, once a day at most, at her confirmed address only (the worker checks that).
 */
async function noticeSlowedSignIns(db: Database, body: unknown): Promise<void> {
  const email =
    typeof (body as { email?: unknown } | null)?.email === "string" ? (body as { email: string }).email.trim().toLowerCase() : "";
  if (!email) return;
  const [slowed] = await db
    .select({ userId: users.id })
    .from(throttles)
    .innerJoin(users, eq(users.email, email))
    .where(and(eq(throttles.key, `login:account:${email}`), gt(throttles.blockedUntil, new Date())));
  if (slowed) await queueLoginSlowed(db, slowed.userId, DateTime.now());
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small page in the request's language: a heading, a sentence, an optional button, a link into the app. */
function page(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  form?: { action: string; button: string },
): FastifyReply {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : "";
  const html = `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}<p><a href="/">${escapeHtml(t("page.open"))}</a></p></main></body></html>
`;
  return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}

function linkPages(app: FastifyInstance, db: Database): void {
  // A mail program's one-click unsubscribe posts "List-Unsubscribe=One-Click"; the page's own button posts nothing.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  );

  /** The row a link's token was sent with, and its person. */
  async function jobOfLink(request: FastifyRequest) {
    const token = (request.query as { token?: unknown }).token;
    if (!isLinkToken(token)) return undefined;
    const [found] = await db
      .select({ job: reminderJobs, email: users.email })
      .from(reminderJobs)
      .innerJoin(users, eq(users.id, reminderJobs.userId))
      .where(eq(reminderJobs.tokenHash, hashLinkToken(token)));
    return found;
  }
  const badLink = (reply: FastifyReply) => page(reply, 404, t("page.badLink"), t("page.badLink"));

  app.get(CONFIRM_PATH, async (request, reply) => {
    const found = await jobOfLink(request);
    const sentAt = found?.job.sentAt ?? found?.job.createdAt;
    const fresh = sentAt !== undefined && Date.now() - sentAt.getTime() < CONFIRM_LINK_DAYS * 86_400_000;
    // A link sent to an address she has since changed confirms nothing.
    if (!found || found.job.kind !== "confirm" || found.job.slot !== found.email || !fresh) return badLink(reply);
    await saveSettings(db, found.job.userId, { confirmedEmail: found.email, confirmedAt: new Date() });
    return page(reply, 200, t("page.confirmedTitle"), t("page.confirmedBody", { address: found.email }));
  });

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const found = await jobOfLink(request);
    if (!found) return badLink(reply);
    return page(reply, 200, t("page.unsubscribeTitle"), t("page.unsubscribeBody"), {
      action: request.url,
      button: t("page.unsubscribeButton"),
    });
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const found = await jobOfLink(request);
    if (!found) return badLink(reply);
    await saveSettings(db, found.job.userId, { byEmail: false });
    return page(reply, 200, t("page.unsubscribedTitle"), t("page.unsubscribedBody"));
  });
}
