/** The session: its cookie, its token and expiry, and the CSRF token that goes with it. */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { SESSION_DAYS } from "../auth/sessions";
import { buildApp } from "../app";
import { sessions } from "../db/schema";
import { authRequests } from "../test-support/auth-requests";
import { createTestApp, PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tests that are not about per-address limits each use their own address, so they cannot disturb each other.
const { csrfTokenFor, freshAddress, inject, login, register } = authRequests(() => t.app, "10.30");

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

    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
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
    // A write with its CSRF token is refused as signed out (401, before the CSRF check).
    const patch = await inject({
      method: "PATCH",
      url: "/api/user",
      payload: { firstName: "Late" },
      headers: { cookie, "x-csrf-token": csrfToken },
    });
    expect(patch.statusCode).toBe(401);
    expect(patch.json()).toEqual({ message: "Unauthorized" });
  });

  it("clears a user's expired sessions when they sign in again", async () => {
    const { email, cookie } = await register();
    const oldHash = sha256(tokenOf(cookie));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, oldHash));
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

  it("comes after the session check: a signed-out write is 401 whether or not it carries a token", async () => {
    const { cookie } = await register();
    const csrfToken = await csrfTokenFor(cookie);
    for (const headers of [
      {},
      { "x-csrf-token": csrfToken },
      { cookie: "flc_session=not-a-session", "x-csrf-token": csrfToken },
    ]) {
      for (const [method, url] of [
        ["POST", "/api/cases"],
        ["PATCH", "/api/user"],
        ["POST", "/api/user/password"],
        ["DELETE", "/api/documents/00000000-0000-4000-8000-000000000000"],
      ] as const) {
        const response = await inject({ method, url, headers, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: "Unauthorized" });
      }
    }
  });

  it("lets a signed-out logout through: it only clears the cookie", async () => {
    const response = await inject({ method: "POST", url: "/api/logout" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === "flc_session")?.value).toBe("");
  });

  it("does not apply to GET requests", async () => {
    const { cookie } = await register();
    expect((await inject({ method: "GET", url: "/api/stats", headers: { cookie } })).statusCode).toBe(200);
  });
});
