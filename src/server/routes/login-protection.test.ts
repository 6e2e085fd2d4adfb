/** What stands in front of login, register and password change: the Origin check and the throttles. */
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { throttles } from "../db/schema";
import { authRequests } from "../test-support/auth-requests";
import { createTestApp, PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Tests that are not about per-address limits each use their own address, so they cannot disturb each other.
const { csrfTokenFor, freshAddress, inject, login, register } = authRequests(() => t.app, "10.30");

/** Lets the growing delays of keys matching `pattern` run out, as if time had passed. */
const waitOut = (pattern: string) =>
  t.db
    .update(throttles)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(like(throttles.key, pattern));

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
      expect(response.json().message).toMatch(/^This request came from another website, so it was refused\./);
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
    expect((await login(email, PASSWORD, { headers: { host, origin: `http://${host}` } })).statusCode).toBe(200);
    expect((await login(email, PASSWORD, { headers: { host } })).statusCode).toBe(200);
  });
});

describe("login throttling: per (account, address) and per address, slowing down instead of locking", () => {
  it("checks at most 5 of 20 guesses sent at once for one account from one address", async () => {
    const { email } = await register();
    const address = "192.0.2.10";
    // 19 wrong guesses and the right password, all at the same moment.
    const passwords = [...Array.from({ length: 19 }, (_, i) => `wrong-guess-${i}`), PASSWORD];
    const responses = await Promise.all(passwords.map((password) => login(email, password, { remoteAddress: address })));
    const statuses = responses.map((response) => response.statusCode);
    // 401 and 200 are answers to a checked password; 429 means the password was never looked at.
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - checked.length);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("slows one address down on one account with growing delays, while the owner signs in from elsewhere", async () => {
    const { email } = await register();
    const attacker = "192.0.2.1";
    for (let i = 0; i < 5; i++) expect((await login(email, "wrong-password", { remoteAddress: attacker })).statusCode).toBe(401);

    const slowed = await login(email, PASSWORD, { remoteAddress: attacker });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ message: "Too many attempts. Please wait 30 seconds and try again." });
    const wait = Number(slowed.headers["retry-after"]);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(slowed.cookies).toHaveLength(0);

    // The account is not locked: the owner, from an address that has not failed, signs in.
    const owner = await login(email, PASSWORD, { remoteAddress: "192.0.2.2" });
    expect(owner.statusCode).toBe(200);

    // Each further failure from the attacker's address waits twice as long.
    await waitOut(`login:pair:${email}|${attacker}`);
    expect((await login(email, "wrong-password", { remoteAddress: attacker })).statusCode).toBe(401);
    const longer = await login(email, "wrong-password", { remoteAddress: attacker });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(55);
    // The e-mail's letter case makes no difference.
    expect((await login(email.toUpperCase(), PASSWORD, { remoteAddress: attacker })).statusCode).toBe(429);

    // Once the delay has run out, the right password from there works again, and forgets that pair's failures.
    await waitOut(`login:pair:${email}|${attacker}`);
    expect((await login(email, PASSWORD, { remoteAddress: attacker })).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(throttles)
        .where(eq(throttles.key, `login:pair:${email}|${attacker}`)),
    ).toHaveLength(0);
  });

  it("throttles unknown e-mails the same way", async () => {
    const ghost = uniqueEmail("ghost");
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await login(ghost, PASSWORD, { remoteAddress: address })).statusCode).toBe(401);
    expect((await login(ghost, PASSWORD, { remoteAddress: address })).statusCode).toBe(429);
  });

  it("slows an address down after 30 failures over many accounts; other addresses are not affected", async () => {
    const address = "198.51.100.7";
    const accounts = await Promise.all(Array.from({ length: 8 }, () => register().then((r) => r.email)));
    let failures = 0;
    for (const email of accounts) {
      for (let i = 0; i < 4 && failures < 30; i++, failures++) {
        // Spoofed forwarding headers do not count as another address (TRUST_PROXY is off).
        const response = await login(email, "wrong-password", {
          remoteAddress: address,
          headers: { "x-forwarded-for": `203.0.113.${failures}` },
        });
        expect(response.statusCode).toBe(401);
      }
    }
    expect(failures).toBe(30);
    const [row] = await t.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `login:ip:${address}`));
    expect(row?.count).toBe(30);

    const slowed = await login(accounts[7]!, PASSWORD, { remoteAddress: address });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(accounts[7]!, PASSWORD, { remoteAddress: "198.51.100.8" })).statusCode).toBe(200);
  });

  it("does not count successful sign-ins against an address", async () => {
    const accounts = [(await register()).email, (await register()).email];
    const address = freshAddress();
    for (let i = 0; i < 36; i++) {
      expect((await login(accounts[i % 2]!, PASSWORD, { remoteAddress: address })).statusCode).toBe(200);
    }
    const [row] = await t.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `login:ip:${address}`));
    expect(row?.count).toBe(0);
  }, 60_000);

  it("limits new sessions of one account to 30 an hour", async () => {
    // Registering opened the first.
    const { email } = await register();
    for (let i = 0; i < 29; i++) expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const limited = await login(email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^This account has signed in too many times in a short while\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(59 * 60);
    expect(limited.cookies).toHaveLength(0);
  }, 60_000);

  it("lets 10 registrations from one address go at once, then paces the rest, counting those sent together", async () => {
    const address = "192.0.2.200";
    const attempt = () =>
      inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: address,
        payload: { email: uniqueEmail("bulk"), password: PASSWORD },
      });
    const responses = await Promise.all(Array.from({ length: 14 }, attempt));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const paced = responses.filter((r) => r.statusCode === 429);
    expect(paced).toHaveLength(4);
    // A short wait (the 11th needs 1.5 seconds after the 10th), not an hour's block.
    expect(Number(paced[0]!.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(paced[0]!.headers["retry-after"])).toBeLessThanOrEqual(2);
    const [row] = await t.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `register:ip:${address}`));
    expect(row?.count).toBe(10);
  });
});

describe("password change: the current-password check is throttled too", () => {
  it("slows guesses down after 5 wrong current passwords, and the right one works once the delay is over", async () => {
    const { cookie } = await register();
    const csrfToken = await csrfTokenFor(cookie);
    const change = (currentPassword: string) =>
      inject({
        method: "POST",
        url: "/api/user/password",
        headers: { cookie, "x-csrf-token": csrfToken },
        payload: { currentPassword, newPassword: "violet-harbor-77" },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const slowed = await change(PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(25);
    await waitOut("password:user:%");
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as a hop count", () => {
  it("reads the address the proxy added: a client-written X-Forwarded-For changes nothing", async () => {
    const proxied = await buildApp({ db: t.db, trustProxy: 1 });
    try {
      const { email } = await register();
      const proxy = "10.99.0.1";
      const client = "203.0.113.77";
      const statuses: number[] = [];
      for (let i = 0; i < 44; i++) {
        const response = await proxied.inject({
          method: "POST",
          url: "/api/login",
          remoteAddress: proxy,
          // What the client wrote, then what the proxy appended: the client's real address.
          headers: { "x-forwarded-for": `198.18.${i}.${i + 1}, 127.0.0.1, ${client}` },
          payload: { email, password: "wrong-password" },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(39);
      const keys = (
        await t.db
          .select({ key: throttles.key })
          .from(throttles)
          .where(like(throttles.key, `login:pair:${email}|%`))
      ).map((row) => row.key);
      expect(keys).toEqual([`login:pair:${email}|${client}`]);

      // Registrations past the free ones are paced whatever the client writes.
      const registrations = [];
      for (let i = 0; i < 12; i++) {
        registrations.push(
          await proxied.inject({
            method: "POST",
            url: "/api/register",
            remoteAddress: proxy,
            headers: { "x-forwarded-for": `198.19.${i}.1, ${"203.0.113.78"}` },
            payload: { email: uniqueEmail("proxied"), password: PASSWORD },
          }),
        );
      }
      expect(registrations.map((r) => r.statusCode)).toEqual([...Array(10).fill(201), 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe("session tokens are rotated", () => {
  it("at login: the session the browser had before is ended", async () => {
    const { email, cookie: before } = await register();
    const response = await login(email, PASSWORD, { headers: { cookie: before } });
    expect(response.statusCode).toBe(200);
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect((await inject({ method: "GET", url: "/api/user", headers: { cookie: before } })).json()).toBeNull();
    expect((await inject({ method: "GET", url: "/api/user", headers: { cookie: after } })).json()).toMatchObject({ email });
  });

  it("at password change: a new token for this device, the page's CSRF token still works, every other session ends", async () => {
    const { email, cookie } = await register();
    const other = sessionCookie(await login(email, PASSWORD));
    const csrfToken = await csrfTokenFor(cookie);
    const response = await inject({
      method: "POST",
      url: "/api/user/password",
      headers: { cookie, "x-csrf-token": csrfToken },
      payload: { currentPassword: PASSWORD, newPassword: "violet-harbor-77" },
    });
    expect(response.statusCode).toBe(200);
    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(cookie);
    for (const old of [cookie, other]) {
      expect((await inject({ method: "GET", url: "/api/user", headers: { cookie: old } })).json()).toBeNull();
    }
    const patch = await inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: rotated, "x-csrf-token": csrfToken },
      payload: { firstName: "Rotated" },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ email, firstName: "Rotated" });
  });
});
