import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { SESSION_DAYS } from "../auth/sessions";
import { buildApp } from "../app";
import { rateLimits, sessions } from "../db/schema";
import { createTestApp, sessionCookie, uniqueEmail, type TestApp } from "../test-support/test-app";

const PASSWORD = "secret123";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tests that are not about per-address limits each use their own address, so they cannot disturb each other.
let addressCounter = 0;
const freshAddress = () => `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: freshAddress(), ...options });

function login(email: string, password: string, extra: Partial<InjectOptions> = {}) {
  return inject({ method: "POST", url: "/api/login", payload: { email, password }, ...extra });
}

async function register(email = uniqueEmail("sec")) {
  const response = await inject({ method: "POST", url: "/api/register", payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(201);
  return { email, cookie: sessionCookie(response), response };
}

async function csrfTokenFor(cookie: string): Promise<string> {
  const response = await inject({ method: "GET", url: "/api/csrf-token", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().csrfToken;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (cookie: string) => cookie.slice("flc_session=".length);

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, lasts 30 days and is not Secure over plain HTTP", async () => {
    const { response } = await register();
    const cookie = response.cookies.find((c) => c.name === "flc_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeUndefined();
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
  });

  it("is Secure when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await buildApp({ db: t.db, trustProxy: true });
    try {
      const response = await proxied.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: freshAddress(),
        headers: { "x-forwarded-proto": "https" },
        payload: { email: uniqueEmail("https"), password: PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === "flc_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("carries a random 32-byte token of which only the SHA-256 is stored", async () => {
    const { email, cookie } = await register();
    const token = tokenOf(cookie);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    expect(row?.csrfToken).not.toBe(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    const all = await t.db.select().from(sessions);
    expect(all.some((s) => s.tokenHash === token || s.csrfToken === token)).toBe(false);

    const second = await login(email, PASSWORD);
    expect(tokenOf(sessionCookie(second))).not.toBe(token);
  });
});

describe("session expiry", () => {
  it("treats an expired session as signed out: user null, protected routes 401", async () => {
    const { cookie } = await register();
    const csrfToken = await csrfTokenFor(cookie);
    expect((await inject({ method: "GET", url: "/api/user", headers: { cookie } })).json()).not.toBeNull();
    // The clock moves past the session's 30 days (only Date is faked: the database's timers run as usual).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_DAYS * 24 + 1) * 60 * 60 * 1000);
    onTestFinished(() => {
      vi.useRealTimers();
    });

    const me = await inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    for (const url of ["/api/stats", "/api/csrf-token"]) {
      const response = await inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthorized" });
    }
    // Its CSRF token died with it.
    const patch = await inject({
      method: "PATCH",
      url: "/api/user",
      payload: { firstName: "Late" },
      headers: { cookie, "x-csrf-token": csrfToken },
    });
    expect(patch.statusCode).toBe(403);
  });

  it("clears a user's expired sessions when they sign in again", async () => {
    const { email, cookie } = await register();
    const oldHash = sha256(tokenOf(cookie));
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, oldHash));
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, oldHash))).toHaveLength(0);
  });
});

describe("CSRF protection", () => {
  const patchName = (cookie: string, token?: string) =>
    inject({
      method: "PATCH",
      url: "/api/user",
      payload: { firstName: "Changed" },
      headers: token === undefined ? { cookie } : { cookie, "x-csrf-token": token },
    });

  async function firstName(cookie: string) {
    return (await inject({ method: "GET", url: "/api/user", headers: { cookie } })).json()?.firstName;
  }

  it("refuses a missing token with 403 and changes nothing", async () => {
    const { cookie } = await register();
    const response = await patchName(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Invalid or missing CSRF token" });
    expect(await firstName(cookie)).toBeNull();
  });

  it("refuses a forged token, an empty one and one of another length", async () => {
    const { cookie } = await register();
    const real = await csrfTokenFor(cookie);
    const forged = `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`;
    for (const token of [forged, "", "short", `${real}x`]) {
      const response = await patchName(cookie, token);
      expect(response.statusCode, token).toBe(403);
    }
    expect(await firstName(cookie)).toBeNull();
    expect((await patchName(cookie, real)).statusCode).toBe(200);
    expect(await firstName(cookie)).toBe("Changed");
  });

  it("refuses the token of another person's session, and of the same person's other session", async () => {
    const alice = await register();
    const bob = await register();
    const bobToken = await csrfTokenFor(bob.cookie);
    expect((await patchName(alice.cookie, bobToken)).statusCode).toBe(403);

    const aliceElsewhere = sessionCookie(await login(alice.email, PASSWORD));
    expect((await patchName(aliceElsewhere, await csrfTokenFor(alice.cookie))).statusCode).toBe(403);
  });

  it("resets the token on logout: after signing in again the old one is refused", async () => {
    const { email, cookie } = await register();
    const oldToken = await csrfTokenFor(cookie);
    const logout = await inject({ method: "POST", url: "/api/logout", headers: { cookie, "x-csrf-token": oldToken } });
    expect(logout.statusCode).toBe(200);

    const newCookie = sessionCookie(await login(email, PASSWORD));
    const newToken = await csrfTokenFor(newCookie);
    expect(newToken).not.toBe(oldToken);
    expect((await patchName(newCookie, oldToken)).statusCode).toBe(403);
    expect((await patchName(newCookie, newToken)).statusCode).toBe(200);
  });

  it("protects logout and password change too (a forged logout does not sign anyone out)", async () => {
    const { cookie } = await register();
    const logout = await inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(403);
    expect((await inject({ method: "GET", url: "/api/user", headers: { cookie } })).json()).not.toBeNull();
    const password = await inject({
      method: "POST",
      url: "/api/user/password",
      headers: { cookie },
      payload: { currentPassword: PASSWORD, newPassword: "taken-over" },
    });
    expect(password.statusCode).toBe(403);
  });

  it("does not apply to GET requests", async () => {
    const { cookie } = await register();
    expect((await inject({ method: "GET", url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
  });
});

describe("Origin check on login and register", () => {
  const host = "legal.example:5000";

  it("refuses a foreign Origin with 403 before doing anything", async () => {
    const email = uniqueEmail("origin");
    for (const origin of ["https://evil.example", "http://legal.example:5001", "null", "not a url"]) {
      const response = await inject({
        method: "POST",
        url: "/api/register",
        headers: { host, origin },
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ message: "Request origin not allowed" });
      expect(response.cookies).toHaveLength(0);
    }
    // Nothing was created: the same address can still register.
    const { cookie } = await register(email);

    const foreignLogin = await login(email, PASSWORD, { headers: { host, origin: "https://evil.example" } });
    expect(foreignLogin.statusCode).toBe(403);
    expect(foreignLogin.cookies).toHaveLength(0);
    expect(cookie).toBeTruthy();
  });

  it("allows the same origin, and a request without Origin", async () => {
    const email = uniqueEmail("origin-ok");
    const registered = await inject({
      method: "POST",
      url: "/api/register",
      headers: { host, origin: `http://${host}` },
      payload: { email, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expect((await login(email, PASSWORD, { headers: { host, origin: `https://${host}` } })).statusCode).toBe(200);
    expect((await login(email, PASSWORD, { headers: { host } })).statusCode).toBe(200);
  });
});

describe("login rate limits (kept in the database)", () => {
  it("locks an account after 5 failures: the 6th attempt gets 429 with Retry-After, even with the right password", async () => {
    const { email } = await register();
    const address = "192.0.2.1";
    for (let i = 0; i < 5; i++) {
      expect((await login(email, "wrong-password", { remoteAddress: address })).statusCode).toBe(401);
    }
    const locked = await login(email, PASSWORD, { remoteAddress: address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: "Too many attempts. Please wait 15 minutes and try again." });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.cookies).toHaveLength(0);

    // The lock is per account, wherever the attempt comes from, and whatever the e-mail's letter case.
    expect((await login(email.toUpperCase(), PASSWORD)).statusCode).toBe(429);

    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:account:${email}`));
    expect(row?.count).toBe(5);
    expect(Date.now() - (row?.windowStart.getTime() ?? 0)).toBeLessThan(60_000);
    const [ipRow] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:ip:${address}`));
    expect(ipRow?.count).toBe(5);

    // When the window has passed, the account opens again.
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(rateLimits.key, `login:account:${email}`));
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful login", async () => {
    const { email } = await register();
    for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password")).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:account:${email}`))).toHaveLength(0);
    for (let i = 0; i < 4; i++) expect((await login(email, "wrong-password")).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures for unknown e-mails too", async () => {
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 5; i++) expect((await login(ghost, PASSWORD)).statusCode).toBe(401);
    expect((await login(ghost, PASSWORD)).statusCode).toBe(429);
  });

  it("limits one address to 20 failures across accounts; other accounts are allowed until then", async () => {
    const address = "198.51.100.7";
    const accounts = [];
    for (let i = 0; i < 6; i++) accounts.push((await register()).email);
    const [first, second, ...rest] = accounts as [string, string, ...string[]];

    for (let i = 0; i < 5; i++) await login(first, "wrong-password", { remoteAddress: address });
    expect((await login(first, PASSWORD, { remoteAddress: address })).statusCode).toBe(429);
    // Another account from the same address is still fine.
    expect((await login(second, PASSWORD, { remoteAddress: address })).statusCode).toBe(200);

    // 15 more failures (under 5 per account), spread over the other accounts: 20 in all from this address.
    let failures = 5;
    for (const email of rest) {
      for (let i = 0; i < 4 && failures < 20; i++, failures++) {
        // Spoofed forwarding headers do not count as another address (trustProxy is off).
        const response = await login(email, "wrong-password", {
          remoteAddress: address,
          headers: { "x-forwarded-for": `203.0.113.${failures}` },
        });
        expect(response.statusCode).toBe(401);
      }
    }
    expect(failures).toBe(20);
    const [ipRow] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:ip:${address}`));
    expect(ipRow?.count).toBe(20);

    const blocked = await login(second, PASSWORD, { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The same account from another address is not blocked.
    expect((await login(second, PASSWORD, { remoteAddress: "198.51.100.8" })).statusCode).toBe(200);
  });

  it("limits registrations from one address to 10 an hour", async () => {
    const address = "192.0.2.200";
    const attempt = () =>
      inject({ method: "POST", url: "/api/register", remoteAddress: address, payload: { email: uniqueEmail("bulk"), password: PASSWORD } });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(201);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(59 * 60);
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `register:ip:${address}`));
    expect(rows.map((r) => r.count)).toEqual([10]);
  });
});

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
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
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
