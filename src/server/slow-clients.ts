/**
 * Slow and idle sockets are closed, and the number of open connections is capped, so a few hundred clients that
 * send a byte now and then cannot hold the server's connections (slow-clients.test.ts):
 * - a request's headers must arrive within `headersMs` (Node's headersTimeout; a new connection that sends nothing
 *   counts too), checked every `checkEveryMs`;
 * - a request's body within `bodyMs` after its headers, except uploads (multipart/form-data), which have the whole
 *   `requestMs` (Node's requestTimeout, for headers and body together): a 10 MB file on a slow phone connection;
 * - a keep-alive connection may sit idle between requests for `keepAliveMs`;
 * - past `maxConnections` open connections, new ones are closed at once (Node's server.maxConnections).
 * Only the time to *receive* a request is limited: a slow answer (a large PDF, a streamed assistant answer) is not.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";

export interface ConnectionLimits {
  headersMs: number;
  bodyMs: number;
  requestMs: number;
  keepAliveMs: number;
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  bodyMs: 20_000,
  requestMs: 120_000,
  // Above the 60 seconds most load balancers keep an idle connection to the server (Fastify's own default).
  keepAliveMs: 72_000,
  maxConnections: 2_000,
};

/** How often Node looks for requests past their time: often enough that a short headersMs is kept to. */
const checkEveryMs = (limits: ConnectionLimits) => Math.max(50, Math.min(1_000, Math.floor(limits.headersMs / 4)));

/** Fastify's options for these limits (Node's own checks). */
export function connectionOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, "requestTimeout" | "keepAliveTimeout"> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const requestMs = Math.max(limits.requestMs, limits.headersMs);
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    http: { headersTimeout: limits.headersMs, requestTimeout: requestMs, connectionsCheckingInterval: checkEveryMs(limits) },
  };
}

const TIMED_OUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

const hasBody = (raw: IncomingMessage) =>
  raw.headers["transfer-encoding"] !== undefined ||
  (raw.headers["content-length"] !== undefined && raw.headers["content-length"] !== "0");
/**
 * A multipart body sent to a route that takes uploads: @fastify/multipart decorates requests only in the plugin scope
 * that registered it (the translator's), so a multipart body sent anywhere else keeps the short time.
 */
const isUpload = (request: FastifyRequest) =>
  typeof (request as { isMultipart?: unknown }).isMultipart === "function" &&
  (request.raw.headers["content-type"] ?? "").trimStart().toLowerCase().startsWith("multipart/");

/** The connection cap, and the shorter time for bodies other than uploads. */
export function registerConnectionLimits(app: FastifyInstance, limits: ConnectionLimits): void {
  app.server.maxConnections = limits.maxConnections;
  const timers = new WeakMap<IncomingMessage, NodeJS.Timeout>();
  const stop = (raw: IncomingMessage) => {
    const timer = timers.get(raw);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(raw);
  };
  // Callback hooks: they run on every request, and a promise each would cost throughput.
  app.addHook("onRequest", (request, _reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw) || isUpload(request)) return done();
    const timer = setTimeout(() => {
      timers.delete(raw);
      const socket = raw.socket as IncomingMessage["socket"] | undefined;
      if (raw.complete || !socket || socket.destroyed) return;
      // As Node does past its own timeouts: a bare 408, and the connection closed.
      socket.end(TIMED_OUT, () => socket.destroy());
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, limits.bodyMs);
    timer.unref();
    timers.set(raw, timer);
    done();
  });
  // The body has been read (or the answer is sent): the handler's own time is not limited here.
  app.addHook("preValidation", (request, _reply, done) => {
    stop(request.raw);
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    stop(request.raw);
    done();
  });
}
