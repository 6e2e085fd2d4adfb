import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TtlCache } from "../cache/ttl-cache";
import type { ChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/connect";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { consume, WRITES_PER_USER } from "./rate-limit";
import { findSession, hashToken, SESSION_COOKIE, SESSION_DAYS } from "./sessions";

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findSession>>>["user"];

declare module "fastify" {
  interface FastifyRequest {
    session: { tokenHash: string; csrfToken: string } | null;
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Login and register check the Origin header instead: before them there is no session to hold a token. */
const CSRF_EXEMPT = new Set(["/api/login", "/api/register"]);
/** Logging out without a session has nothing to protect and nothing to end: it just clears the cookie. */
const SESSION_OPTIONAL = new Set(["/api/logout"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sessions found in the database are remembered for a short while, so reading a page does not cost a query.
 * Any successful write by a user (logout, password or profile change, new data) drops that user's entries on
 * every instance through the change feed.
 */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

export function registerSessions(app: FastifyInstance, db: Database, changes: ChangeFeed): void {
  const cache = new TtlCache<string, NonNullable<Awaited<ReturnType<typeof findSession>>>>(
    SESSION_CACHE_TTL_MS,
    SESSION_CACHE_MAX_ENTRIES,
  );
  changes.onUserChanged((userId) => cache.deleteWhere((session) => session.user.id === userId));

  app.decorateRequest("session", null);
  app.decorateRequest("user", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    let found = cache.get(tokenHash);
    if (!found) {
      found = (await findSession(db, token)) ?? undefined;
      if (found) cache.set(tokenHash, found, found.expiresAt.getTime());
    }
    if (!found) return;
    request.session = { tokenHash: found.tokenHash, csrfToken: found.csrfToken };
    request.user = found.user;
  });

  // Before the answer leaves, so the person's next request already sees the change.
  app.addHook("onSend", async (request, reply) => {
    if (request.user && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) changes.userChanged(request.user.id);
  });

  /**
   * Every change through the API: 401 without a valid session (before the CSRF check, so a signed-out page
   * gets the spec's "Unauthorized" and goes to sign in), then 403 without the session's CSRF token, then a
   * per-person limit on changes.
   */
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/") || SAFE_METHODS.has(request.method)) return;
    const path = request.url.split("?")[0] ?? "";
    if (CSRF_EXEMPT.has(path)) return;
    if (!request.session || !request.user) {
      if (SESSION_OPTIONAL.has(path)) return;
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    const header = request.headers["x-csrf-token"];
    if (typeof header !== "string" || !sameToken(header, request.session.csrfToken)) {
      throw new HttpError(403, MESSAGES.badCsrfToken);
    }
    if (SESSION_OPTIONAL.has(path)) return;
    const wait = await consume(db, `write:user:${request.user.id}`, WRITES_PER_USER);
    if (wait > 0) throw new HttpError(429, MESSAGES.tooManyWrites(wait), undefined, { "retry-after": String(wait) });
  });
}

/** A route's preHandler: 401 unless someone is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** Login and register: a browser always sends Origin on a POST; a foreign one is refused. */
export function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, MESSAGES.originNotAllowed);
  }
  if (host !== request.host) throw new HttpError(403, MESSAGES.originNotAllowed);
}
