/** Hardening 4: writes from another site are refused on every route, against PUBLIC_ORIGIN. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedJson } from "@shared/deadlines/deadline-fields";
import { buildApp } from "../app";
import { cases } from "../db/schema";
import { createTestApp, PASSWORD, signUp, uniqueEmail, type SignedIn, type TestApp } from "../test-support/test-app";

const PUBLIC = "https://flc.example.org";
const REFUSED = /^This request came from another website, so it was refused\./;

let t: TestApp;
let maria: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: PUBLIC });
  maria = await signUp(t);
});
afterAll(() => t.close());

let address = 0;
const register = (headers: Record<string, string>, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/register",
    remoteAddress: `10.134.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    headers,
    payload: { email: uniqueEmail("origin"), password: PASSWORD },
  });
const casesOf = async (userId: string) =>
  (await t.db.select({ count: count() }).from(cases).where(eq(cases.userId, userId)))[0]!.count;

describe("Hardening 4: origins", () => {
  it("Hardening 4: refuses a change with a valid CSRF token from a foreign Origin with a clear 403", async () => {
    const before = await casesOf(maria.user.id);
    const forged = await maria.request({
      method: "POST",
      url: "/api/cases",
      headers: { origin: "https://evil.example" },
      payload: { title: "Forged", type: "small_claims" },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(REFUSED);
    const deleted = await maria.request({ method: "DELETE", url: "/api/deadlines/calendar-feed", headers: { origin: "null" } });
    expect(deleted.statusCode).toBe(403);
    expect(await casesOf(maria.user.id)).toBe(before);

    // The public origin, and no Origin at all (a program, not a browser: the CSRF token protects it), go on.
    const own = await maria.request({
      method: "POST",
      url: "/api/cases",
      headers: { origin: PUBLIC },
      payload: { title: "Mine", type: "small_claims" },
    });
    expect(own.statusCode, own.body).toBe(201);
    const program = await maria.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "Script", type: "small_claims" },
    });
    expect(program.statusCode, program.body).toBe(201);
    // Reading is never refused.
    expect(
      (await maria.request({ method: "GET", url: "/api/cases", headers: { origin: "https://evil.example" } })).statusCode,
    ).toBe(200);
  });

  it("Hardening 4: compares scheme, host and port exactly with PUBLIC_ORIGIN, on login and register too", async () => {
    for (const origin of [
      "http://flc.example.org",
      "https://flc.example.org:8443",
      "https://evil.example",
      "https://flc.example.org.evil.example",
      "https://sub.flc.example.org",
      "null",
      "not a url",
    ]) {
      // The Host header says the same host: it is not what is compared.
      const response = await register({ host: "flc.example.org", origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().message).toMatch(REFUSED);
      expect(response.cookies).toHaveLength(0);
      const login = await t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.135.0.1",
        headers: { host: "flc.example.org", origin },
        payload: { email: "nobody@example.com", password: PASSWORD },
      });
      expect(login.statusCode, origin).toBe(403);
    }
    expect((await register({ origin: PUBLIC })).statusCode).toBe(201);
    expect((await register({ origin: `${PUBLIC}:443` })).statusCode).toBe(201);
    expect((await register({})).statusCode).toBe(201);
  });

  it("Hardening 4: refuses Sec-Fetch-Site: cross-site on every change, login and register included", async () => {
    const headers = { "sec-fetch-site": "cross-site" };
    const registered = await register(headers);
    expect(registered.statusCode).toBe(403);
    expect(registered.json().message).toMatch(REFUSED);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.135.0.2",
      headers,
      payload: { email: maria.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toHaveLength(0);
    const change = await maria.request({
      method: "POST",
      url: "/api/cases",
      headers,
      payload: { title: "Forged", type: "small_claims" },
    });
    expect(change.statusCode).toBe(403);
    // Same-origin fetches go on.
    const own = await maria.request({
      method: "POST",
      url: "/api/cases",
      headers: { "sec-fetch-site": "same-origin", origin: PUBLIC },
      payload: { title: "Mine", type: "small_claims" },
    });
    expect(own.statusCode).toBe(201);
  });

  it("Hardening 4: never takes X-Forwarded-Host for the public origin, even behind a trusted proxy", async () => {
    const proxied = await buildApp({ db: t.db, trustProxy: 1, publicOrigin: PUBLIC });
    try {
      const spoofed = await register(
        { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
        proxied,
      );
      expect(spoofed.statusCode).toBe(403);
      const own = await register({ origin: PUBLIC, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, proxied);
      expect(own.statusCode, own.body).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it("Hardening 4: builds the calendar-feed address from PUBLIC_ORIGIN, not from the request's Host", async () => {
    const made = await maria.request({
      method: "POST",
      url: "/api/deadlines/calendar-feed",
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((made.json() as CalendarFeedJson).url).toMatch(/^https:\/\/flc\.example\.org\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it("Hardening 4: without PUBLIC_ORIGIN, compares with the request's own scheme, host and port", async () => {
    const plain = await buildApp({ db: t.db });
    try {
      const host = "legal.example:5000";
      expect((await register({ host, origin: `https://${host}` }, plain)).statusCode).toBe(403);
      expect((await register({ host, origin: "http://legal.example:5001" }, plain)).statusCode).toBe(403);
      expect((await register({ host, origin: `http://${host}` }, plain)).statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });
});
