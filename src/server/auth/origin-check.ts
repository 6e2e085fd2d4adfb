/**
 * Every change (any method but GET, HEAD and OPTIONS, on every route, sign-in and registration included) is refused
 * with 403 when a browser says it comes from another site: an `Origin` header that is not the app's public origin
 * (scheme, host and port compared exactly), or `Sec-Fetch-Site: cross-site`. A request without `Origin` (a program,
 * not a browser) goes on: the session's CSRF token still protects every change but sign-in and registration.
 *
 * The public origin is PUBLIC_ORIGIN (config.ts). Without it (production with the variable unset, and tests that
 * build the app without one) each request is compared with its own address: its scheme and its Host header, or
 * X-Forwarded-Proto and X-Forwarded-Host only when they come from a proxy trusted in TRUST_PROXY (Fastify's
 * request.protocol and request.host).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-errors";
import { MESSAGES } from "../messages";

declare module "fastify" {
  interface FastifyInstance {
    /** PUBLIC_ORIGIN, or "" when each request's own address stands in for it. */
    publicOrigin: string;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** "https://flc.example.org:443" → "https://flc.example.org"; undefined when it is not an http(s) origin. */
function normalized(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The origin links are built from and writes must come from: PUBLIC_ORIGIN, else the request's own address. */
export function publicOriginOf(request: FastifyRequest): string {
  const configured = request.server.publicOrigin;
  if (configured) return configured;
  return normalized(`${request.protocol}://${request.host}`) ?? "";
}

/** Whether a browser says this change comes from another site. */
function foreignOrigin(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const expected = publicOriginOf(request);
  return expected === "" || normalized(origin) !== expected;
}

export function registerOriginCheck(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.decorate("publicOrigin", publicOrigin ?? "");
  // A callback hook, first of all: a forged write is refused before its session is looked up or its body read.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !foreignOrigin(request)) return done();
    // The expected origin only (never the request's values): enough to see a PUBLIC_ORIGIN that does not match.
    request.log.info({ expected: publicOriginOf(request) }, "refused a change from another origin");
    done(new HttpError(403, MESSAGES.originNotAllowed));
  });
}
