/** What every API answer carries or says: the hardening headers, and a JSON 404 for a path that does not exist. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRequests } from "../test-support/auth-requests";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tests that are not about per-address limits each use their own address, so they cannot disturb each other.
const { csrfTokenFor, inject, register } = authRequests(() => t.app, "10.30");

describe("security headers", () => {
  it("sends a CSP without inline script, and the usual hardening headers, on API answers", async () => {
    for (const url of ["/api/health", "/api/user", "/api/nowhere"]) {
      const response = await inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      const directives = new Map(
        csp.split(";").map((d) => {
          const [name = "", ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get("script-src")).toEqual(["'self'"]);
      expect(directives.get("script-src-attr")).toEqual(["'none'"]);
      expect(directives.get("default-src")).toEqual(["'self'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      // HSTS goes with https answers only (security-headers.test.ts); inject speaks plain http.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });
});

describe("unknown paths", () => {
  it("answers unknown /api paths with a JSON 404 for any method", async () => {
    const { cookie } = await register();
    const csrfToken = await csrfTokenFor(cookie);
    for (const method of ["GET", "DELETE", "PUT"] as const) {
      const response = await inject({ method, url: "/api/no/such/thing", headers: { cookie, "x-csrf-token": csrfToken } });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: "Not found" });
    }
  });
});
