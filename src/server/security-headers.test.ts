/** The fixed security header set, and HSTS only on https requests (built-server.test.ts checks them on the build). */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers";

async function appWith({ trustProxy = false, relaxedCsp = false } = {}) {
  const app = Fastify({ trustProxy });
  registerSecurityHeaders(app, relaxedCsp);
  app.get("/", async () => ({ ok: true }));
  await app.ready();
  return app;
}

const csp = (headers: Record<string, unknown>) =>
  new Map(
    String(headers["content-security-policy"])
      .split(";")
      .map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );

describe("security headers", () => {
  it("sends exactly the fixed set", async () => {
    const app = await appWith();
    const { headers } = await app.inject({ url: "/" });
    const { "content-security-policy": policy, ...others } = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !["content-type", "content-length", "date", "connection"].includes(name)),
    );
    expect(others).toEqual({
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
    });
    expect(Object.fromEntries(csp({ "content-security-policy": policy }))).toEqual({
      "default-src": "'self'",
      "base-uri": "'self'",
      "font-src": "'self' data:",
      "form-action": "'self'",
      "frame-ancestors": "'self'",
      "img-src": "'self' data: blob:",
      "object-src": "'none'",
      "script-src": "'self'",
      "script-src-attr": "'none'",
      "style-src": "'self' 'unsafe-inline'",
      "connect-src": "'self'",
      "manifest-src": "'self'",
      "frame-src": "'self' blob:",
    });
    await app.close();
  });

  it("lets development run Vite's inline preamble and websocket, and nothing more", async () => {
    const app = await appWith({ relaxedCsp: true });
    const directives = csp((await app.inject({ url: "/" })).headers);
    expect(directives.get("script-src")).toBe("'self' 'unsafe-inline'");
    expect(directives.get("connect-src")).toBe("'self' ws:");
    expect(directives.get("object-src")).toBe("'none'");
    await app.close();
  });

  it("sends HSTS only when the request came over https", async () => {
    const behindProxy = await appWith({ trustProxy: true });
    const https = await behindProxy.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=31536000; includeSubDomains$/);
    const http = await behindProxy.inject({ url: "/", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    expect((await behindProxy.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    await behindProxy.close();

    // Without a trusted proxy, anyone could claim https with the header: it is ignored.
    const direct = await appWith({ trustProxy: false });
    const claimed = await direct.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    await direct.close();
  });
});
