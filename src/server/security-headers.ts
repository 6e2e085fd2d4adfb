import type { FastifyInstance } from "fastify";

/**
 * The security headers every answer carries: a fixed set (the ones helmet would send, written out), so what the
 * server sends is plain to read and is asserted header by header in security-headers.test.ts.
 */
const CSP_DIRECTIVES = (relaxed: boolean): [string, string][] => [
  ["default-src", "'self'"],
  ["base-uri", "'self'"],
  ["font-src", "'self' data:"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'self'"],
  ["img-src", "'self' data: blob:"],
  ["object-src", "'none'"],
  // Development serves Vite's inline preamble script and its websocket, which a strict policy blocks.
  ["script-src", relaxed ? "'self' 'unsafe-inline'" : "'self'"],
  ["script-src-attr", "'none'"],
  ["style-src", "'self' 'unsafe-inline'"],
  ["connect-src", relaxed ? "'self' ws:" : "'self'"],
  ["manifest-src", "'self'"],
  ["frame-src", "'self' blob:"],
];

export function contentSecurityPolicy(relaxed: boolean): string {
  return CSP_DIRECTIVES(relaxed)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

export function securityHeaders(relaxedCsp: boolean): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(relaxedCsp),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/** Sent only on answers to https requests (directly, or through a trusted proxy): browsers ignore it over http. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export function registerSecurityHeaders(app: FastifyInstance, relaxedCsp: boolean): void {
  const headers = securityHeaders(relaxedCsp);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    done();
  });
}
