import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { ChangeFeed } from "../cache/change-feed";
import type { Database } from "../db/connect";
import { endpointOfRoute } from "../api/route-endpoint";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";
import { consume, WRITES_PER_USER } from "./rate-limit";
import { SessionCache } from "./session-cache";
import { findSession, hashToken, SESSION_COOKIE, SESSION_DAYS, type FoundSession } from "./sessions";

export type SessionUser = FoundSession["user"];

declare module "fastify" {
  interface FastifyRequest {
    session: { tokenHash: string; csrfToken: string } | null;
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 50_000;

function attach(request: FastifyRequest, found: FoundSession): void {
  request.session = { tokenHash: found.tokenHash, csrfToken: found.csrfToken };
  request.user = found.user;
}

/**
 * The hooks run on every request, so they are callback hooks that finish at once when there is nothing to wait for:
 * an async hook costs a promise per request, which is a good part of an API answer's time.
 */
export function registerSessions(app: FastifyInstance, db: Database, changes: ChangeFeed): void {
  const cache = new SessionCache<FoundSession>(SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_ENTRIES);
  changes.onUserChanged((userId) => cache.userChanged(userId));

  app.decorateRequest("session", null);
  app.decorateRequest("user", null);

  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") ? request.cookies[SESSION_COOKIE] : undefined;
    if (!token) return done();
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    if (cached) {
      attach(request, cached);
      return done();
    }
    cache
      .load(tokenHash, () => findSession(db, tokenHash))
      .then((found) => {
        if (found) attach(request, found);
        done();
      }, done);
  });

  // Before the answer leaves, so the person's next request already sees the change.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.user && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) changes.userChanged(request.user.id);
    done(null, payload);
  });

  /**
   * Every change through the API: 401 without a valid session (before the CSRF check, so a signed-out page
   * gets the spec's "Unauthorized" and goes to sign in), then 403 without the session's CSRF token, then a
   * per-person limit on changes.
   */
  const checkChange = async (request: FastifyRequest): Promise<void> => {
    // The route's contract says who may call it; an unknown path is treated as signed-in only.
    const endpoint = endpointOfRoute(request.routeOptions);
    if (endpoint?.beforeSession) return;
    const signedInOnly = endpoint?.signedIn ?? true;
    if (!request.session || !request.user) {
      // Logging out without a session has nothing to protect and nothing to end.
      if (!signedInOnly) return;
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    const header = request.headers["x-csrf-token"];
    if (typeof header !== "string" || !sameToken(header, request.session.csrfToken)) {
      throw new HttpError(403, MESSAGES.badCsrfToken);
    }
    if (!signedInOnly) return;
    const wait = await consume(db, `write:user:${request.user.id}`, WRITES_PER_USER);
    if (wait > 0) throw new HttpError(429, MESSAGES.tooManyWrites(wait), undefined, { "retry-after": String(wait) });
  };
  app.addHook("preHandler", (request, _reply, done) => {
    if (!request.url.startsWith("/api/") || SAFE_METHODS.has(request.method)) return done();
    checkChange(request).then(() => done(), done);
  });
}

/** A route's preHandler: 401 unless someone is signed in. A callback, not async: it runs on most API requests. */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.user ? undefined : new HttpError(401, MESSAGES.unauthorized));
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
