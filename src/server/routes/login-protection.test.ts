/** What stands in front of login and register: the Origin check and the rate limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { authRequests } from "../test-support/auth-requests";
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tests that are not about per-address limits each use their own address, so they cannot disturb each other.
const { inject, login, register } = authRequests(() => t.app, "10.30");

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
