/**
 * Hardening 2, 3 and 9: sign-in throttling per account over every address, passwords as NIST SP 800-63B
 * asks, and registrations from a shared address paced instead of blocked.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { breachedPasswordCount } from "../auth/common-passwords";
import { hashPassword } from "../auth/passwords";
import { setRateLimitClock } from "../auth/rate-limit";
import { throttles, users } from "../db/schema";
import { authRequests } from "../test-support/auth-requests";
import { createTestApp, PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => setRateLimitClock(undefined));

const { csrfTokenFor, freshAddress, inject, login, register } = authRequests(() => t.app, "10.34");

const registerWith = (email: string, password: string, remoteAddress = freshAddress()) =>
  inject({ method: "POST", url: "/api/register", remoteAddress, payload: { email, password } });

const TOO_SHORT = "Password must be at least 8 characters";
const REPEATED = "Password cannot be one character repeated";
const BLANK = "Password cannot be only spaces";
const HAS_EMAIL = "Password cannot contain your email address or the part before the @";
const COMMON = "This password is on a list of common or leaked passwords that are easy to guess. Please choose a different one.";

describe("Hardening 3: passwords", () => {
  it("Hardening 3: refuses the probe's weak passwords at registration, each with a clear message, and creates nothing", async () => {
    const email = uniqueEmail("weak");
    const local = email.split("@")[0]!;
    const cases: [string, string][] = [
      ["aaaaaa", TOO_SHORT],
      ["Abc!234", TOO_SHORT],
      ["aaaaaaaaaa", REPEATED],
      ["ÀÀÀÀÀÀÀÀ", REPEATED],
      // The same letters, written as a letter and a combining accent: the same password.
      ["A\u0300".repeat(8), REPEATED],
      [" ".repeat(8), BLANK],
      ["Summer2024", COMMON],
      ["password123!", COMMON],
      [email, HAS_EMAIL],
      [email.toUpperCase(), HAS_EMAIL],
      [`${local.toUpperCase()}-tulip-9`, HAS_EMAIL],
    ];
    for (const [password, message] of cases) {
      const response = await registerWith(email, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fieldErrors, password).toEqual({ password: [message] });
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // A password that keeps every rule is taken.
    expect((await registerWith(email, "granite-meadow-owl-61")).statusCode).toBe(201);
  });

  it("Hardening 3: checks against 100,000 breached passwords or more, shipped with the app", async () => {
    expect(await breachedPasswordCount()).toBeGreaterThanOrEqual(100_000);
    // From deep in the breach list (rank 400,000 or so of 1,000,000), in any letter case.
    for (const password of ["summer2009", "Summer2009", "GEORGE2010"]) {
      const response = await registerWith(uniqueEmail("breached"), password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fieldErrors, password).toEqual({ password: [COMMON] });
    }
  });

  it("Hardening 3: a password change follows the same rules, the e-mail included, and keeps the old password", async () => {
    const { email, cookie } = await register();
    const csrfToken = await csrfTokenFor(cookie);
    const change = (newPassword: string) =>
      inject({
        method: "POST",
        url: "/api/user/password",
        headers: { cookie, "x-csrf-token": csrfToken },
        payload: { currentPassword: PASSWORD, newPassword },
      });
    const local = email.split("@")[0]!;
    for (const [password, message] of [
      ["zzzzzzzzzzzz", REPEATED],
      [`my ${local} pass`, HAS_EMAIL],
      ["Summer2024", COMMON],
    ] as const) {
      const response = await change(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fieldErrors, password).toEqual({ newPassword: [message] });
    }
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("Hardening 3: the Spanish messages follow the request's language", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/register",
      headers: { cookie: "lang=es" },
      payload: { email: uniqueEmail("es"), password: "bbbbbbbbbb" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: ["La contraseña no puede ser un solo carácter repetido"] });
  });

  it("Hardening 3: an account with a password weak by the new rules still signs in, and is asked to change it", async () => {
    const email = uniqueEmail("legacy");
    await t.db.insert(users).values({ email, passwordHash: await hashPassword("aaaaaa") });
    const weak = await login(email, "aaaaaa");
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toMatchObject({ email, passwordChangeRequired: true });

    // She changes it; from then on the sign-in answer has no such request.
    const cookie = sessionCookie(weak);
    const csrfToken = await csrfTokenFor(cookie);
    const changed = await inject({
      method: "POST",
      url: "/api/user/password",
      headers: { cookie, "x-csrf-token": csrfToken },
      payload: { currentPassword: "aaaaaa", newPassword: "granite-meadow-owl-62" },
    });
    expect(changed.statusCode).toBe(200);
    const strong = await login(email, "granite-meadow-owl-62");
    expect(strong.statusCode).toBe(200);
    expect(strong.json()).not.toHaveProperty("passwordChangeRequired");

    // A breached password chosen under the old list is asked about too.
    const breached = uniqueEmail("legacy-breached");
    await t.db.insert(users).values({ email: breached, passwordHash: await hashPassword("summer2009") });
    expect((await login(breached, "summer2009")).json()).toMatchObject({ passwordChangeRequired: true });
  });
});

describe("Hardening 2: sign-in throttling per account over every address", () => {
  const accountKey = (email: string) => `login:account:${email}`;
  const waitOut = (email: string) =>
    t.db
      .update(throttles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(throttles.key, accountKey(email)));

  it("Hardening 2: 10 failures from 10 addresses, then doubling waits for every address, even for the right password", async () => {
    const { email } = await register();
    const { email: neighbour } = await register();
    const addresses = Array.from({ length: 10 }, () => freshAddress());
    for (const address of addresses) {
      expect((await login(email, "wrong-password", { remoteAddress: address })).statusCode).toBe(401);
    }
    // The right password, from an address that never failed: refused while the wait lasts.
    const slowed = await login(email, PASSWORD, { remoteAddress: freshAddress() });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^Too many attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    const wait = Number(slowed.headers["retry-after"]);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(slowed.cookies).toHaveLength(0);
    // Another account, from the same addresses, is not affected.
    expect((await login(neighbour, PASSWORD, { remoteAddress: addresses[0] })).statusCode).toBe(200);

    // Each further failure waits twice as long, whatever the address.
    await waitOut(email);
    expect((await login(email, "wrong-password", { remoteAddress: freshAddress() })).statusCode).toBe(401);
    const longer = await login(email, "wrong-password", { remoteAddress: freshAddress() });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(115);
    expect(Number(longer.headers["retry-after"])).toBeLessThanOrEqual(120);

    // The owner is not locked out for good: once the wait is over, her password works.
    await waitOut(email);
    expect((await login(email, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
  }, 60_000);

  it("Hardening 2: an unknown e-mail is throttled the same way, so the answers tell nothing of who has an account", async () => {
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 10; i++) expect((await login(ghost, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(401);
    expect((await login(ghost, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(429);
  }, 60_000);
});

describe("Hardening 9: registrations from a shared address are paced, not blocked", () => {
  /** The pacing's clock, moved by hand: an hour of registrations in a few seconds. */
  function manualClock() {
    const start = Date.now();
    let offsetMs = 0;
    setRateLimitClock(() => new Date(start + offsetMs));
    return (seconds: number) => {
      offsetMs = seconds * 1000;
    };
  }

  it("Hardening 9: 50 people signing up over an hour from one library's address all get in", async () => {
    const at = manualClock();
    const library = "198.51.100.50";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      at(i * 72);
      statuses.push((await registerWith(uniqueEmail("library"), PASSWORD, library)).statusCode);
    }
    expect(statuses).toEqual(Array(50).fill(201));
  }, 120_000);

  it("Hardening 9: 200 registrations in a minute from one address are mostly refused with a short Retry-After; the next person gets in later", async () => {
    const at = manualClock();
    const flood = "198.51.100.51";
    const responses = [];
    for (let i = 0; i < 200; i++) {
      at(i * 0.3);
      responses.push(await registerWith(uniqueEmail("flood"), PASSWORD, flood));
    }
    const created = responses.filter((response) => response.statusCode === 201).length;
    expect(created).toBeGreaterThanOrEqual(10);
    expect(created).toBeLessThanOrEqual(25);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(200 - created);
    for (const response of refused) {
      const wait = Number(response.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Someone at that address twenty minutes later is not locked out.
    at(20 * 60);
    expect((await registerWith(uniqueEmail("after-flood"), PASSWORD, flood)).statusCode).toBe(201);
  }, 120_000);
});
