import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_COST, hashPassword, verifyPassword } from "../auth/passwords";
import { sessions, users } from "../db/schema";
import { addressSequence, createTestApp, PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every response in this file passes through here: none may ever carry password material. */
const seen: LightMyRequestResponse[] = [];

// Each call comes from its own address, so the per-address limits never get in the way of these tests.
const freshAddress = addressSequence("10.20");

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ remoteAddress: freshAddress(), ...options });
  seen.push(response);
  return response;
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  send({ method: "POST", url, payload: payload as InjectOptions["payload"], headers });

/** A signed-in person: their cookie, their CSRF token, and a way to call the API as them. */
async function asSession(cookie: string) {
  const csrf = await send({ method: "GET", url: "/api/csrf-token", headers: { cookie } });
  expect(csrf.statusCode).toBe(200);
  const csrfToken = csrf.json().csrfToken as string;
  return {
    cookie,
    csrfToken,
    get: (url: string) => send({ method: "GET", url, headers: { cookie } }),
    call: (method: "POST" | "PATCH", url: string, payload?: unknown) =>
      send({ method, url, payload: payload as InjectOptions["payload"], headers: { cookie, "x-csrf-token": csrfToken } }),
  };
}

async function register(fields: Record<string, unknown> = {}) {
  const email = uniqueEmail("auth");
  const response = await post("/api/register", { email, password: PASSWORD, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return { email, response, session: await asSession(sessionCookie(response)) };
}

const login = (email: string, password: string) => post("/api/login", { email, password });

describe("POST /api/register", () => {
  it("creates the account, signs it in and answers 201 with the public user", async () => {
    const email = uniqueEmail("new");
    const response = await post("/api/register", {
      email,
      password: PASSWORD,
      firstName: "Maria",
      lastName: "Lopez",
      county: "Miami-Dade",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual([
      "county",
      "createdAt",
      "email",
      "firstName",
      "id",
      "language",
      "lastName",
      "textSize",
    ]);
    expect(user).toMatchObject({ email, firstName: "Maria", lastName: "Lopez", county: "Miami-Dade" });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);

    const me = await send({ method: "GET", url: "/api/user", headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it("stores the e-mail lower-cased and trimmed", async () => {
    const email = uniqueEmail("MixedCase");
    const response = await post("/api/register", { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(email.toLowerCase());
    const [row] = await t.db.select().from(users).where(eq(users.id, response.json().id));
    expect(row?.email).toBe(email.toLowerCase());
  });

  it("makes names and county optional (absent or empty become null)", async () => {
    const bare = await post("/api/register", { email: uniqueEmail("bare"), password: PASSWORD });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ firstName: null, lastName: null, county: null });

    const blank = await post("/api/register", {
      email: uniqueEmail("blank"),
      password: PASSWORD,
      firstName: "  ",
      lastName: "",
      county: "",
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ firstName: null, lastName: null, county: null });
  });

  it("refuses a county that is not in Florida with 400 and a county field error", async () => {
    const email = uniqueEmail("atlantis");
    const response = await post("/api/register", { email, password: PASSWORD, county: "Atlantis" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/county/i);
    expect(body.fieldErrors.county).toEqual(["Please choose a Florida county"]);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["not-an-email", PASSWORD, "email", "Please enter a valid email address"],
    ["", PASSWORD, "email", "Please enter a valid email address"],
    [uniqueEmail("short"), "12345", "password", "Password must be at least 8 characters"],
  ])("validates email %j / password %j: 400 with fieldErrors.%s", async (email, password, field, message) => {
    const response = await post("/api/register", { email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, fieldErrors: { [field]: [message] } });
    expect(response.cookies.find((c) => c.name === "flc_session")).toBeUndefined();
  });

  it("reports every invalid field at once", async () => {
    const response = await post("/api/register", { email: "nope", password: "1" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 8 characters"],
    });
  });

  it("answers 409 with a message for an e-mail already registered, in any letter case", async () => {
    const { email } = await register();
    const again = await post("/api/register", { email, password: "another-password" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "An account with this email already exists. Please log in instead." });
    expect(again.cookies.find((c) => c.name === "flc_session")).toBeUndefined();

    const shouting = await post("/api/register", { email: email.toUpperCase(), password: "another-password" });
    expect(shouting.statusCode).toBe(409);
    expect(shouting.json().message).toMatch(/already exists/);

    // The original password still works: the duplicate did not overwrite anything.
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, "another-password")).statusCode).toBe(401);
  });

  describe("bad bodies get a clear 4xx JSON answer, never a 500", () => {
    const raw = (payload: string, contentType = "application/json") =>
      send({ method: "POST", url: "/api/register", payload, headers: { "content-type": contentType } });

    it("malformed JSON: 400", async () => {
      const response = await raw('{"email": "a@b.co", "password": ');
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: "The request could not be read. Please check what you sent." });
    });

    it.each(["[]", '"just text"', "42", "true"])("a JSON body that is not an object (%s): 400", async (payload) => {
      const response = await raw(payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe("string");
      expect(response.json().message).not.toBe("");
    });

    it("JSON null or an empty object: 400 naming the missing fields", async () => {
      for (const payload of ["null", "{}"]) {
        const response = await raw(payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fieldErrors).sort()).toEqual(["email", "password"]);
      }
    });

    it("fields of the wrong type: 400 with field errors", async () => {
      const response = await post("/api/register", { email: ["a@b.co"], password: 123456, firstName: { x: 1 } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors).sort()).toEqual(["email", "firstName", "password"]);
    });

    it("an unsupported content type: 415", async () => {
      const response = await raw("email=a@b.co&password=secret123", "application/x-www-form-urlencoded");
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "That content type is not supported." });
    });

    it("a body over the size limit: 413", async () => {
      const response = await raw(JSON.stringify({ email: uniqueEmail(), password: "x".repeat(1024 * 1024 + 10) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "That upload is too large." });
    });

    it("a password over 200 characters: 400 on password", async () => {
      const response = await post("/api/register", { email: uniqueEmail(), password: "x".repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.password).toEqual(["Password must be at most 200 characters"]);
    });
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password and answers the public user with a fresh session", async () => {
    const { email, response: registered } = await register({ firstName: "Ana" });
    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registered.json());
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe(sessionCookie(registered));
    const me = await send({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ email, firstName: "Ana" });
  });

  it("ignores the letter case of the e-mail", async () => {
    const { email } = await register();
    const response = await login(`  ${email.toUpperCase()}`, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
  });

  it("answers the same 401 for a wrong password and for an unknown e-mail, and sets no cookie", async () => {
    const { email } = await register();
    const wrong = await login(email, "wrong-password");
    const unknown = await login(uniqueEmail("nobody"), PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid email or password" });
      expect(response.cookies.find((c) => c.name === "flc_session")).toBeUndefined();
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it("validates like registration: 400 with the spec's messages", async () => {
    const badEmail = await login("user@", PASSWORD);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors).toEqual({ email: ["Please enter a valid email address"] });
    const shortPassword = await login(uniqueEmail(), "abc");
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().fieldErrors).toEqual({ password: ["Password must be at least 6 characters"] });
    const malformed = await send({
      method: "POST",
      url: "/api/login",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/could not be read/);
  });
});

describe("GET /api/user", () => {
  it("answers null when signed out, and for a cookie that matches no session", async () => {
    const none = await send({ method: "GET", url: "/api/user" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const bogus = await send({ method: "GET", url: "/api/user", headers: { cookie: "flc_session=not-a-real-token" } });
    expect(bogus.statusCode).toBe(200);
    expect(bogus.json()).toBeNull();
  });

  it("answers the signed-in user", async () => {
    const { email, session } = await register({ county: "Leon" });
    const response = await session.get("/api/user");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, county: "Leon" });
  });
});

describe("GET /api/login", () => {
  it("redirects to the sign-in page", async () => {
    const response = await send({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth");
  });
});

describe("GET /api/csrf-token", () => {
  it("answers 401 when signed out", async () => {
    const response = await send({ method: "GET", url: "/api/csrf-token" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers the same token for the whole session", async () => {
    const { session } = await register();
    expect(session.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await session.get("/api/csrf-token");
    expect(again.json()).toEqual({ csrfToken: session.csrfToken });
  });
});

describe("POST /api/logout", () => {
  it("deletes the session, clears the cookie, and the old cookie no longer works", async () => {
    const { session } = await register();
    const before = await t.db.select().from(sessions);
    const response = await session.call("POST", "/api/logout");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const cleared = response.cookies.find((c) => c.name === "flc_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/");
    expect(cleared?.expires?.getTime()).toBe(0);

    expect(await t.db.select().from(sessions)).toHaveLength(before.length - 1);
    expect((await session.get("/api/user")).json()).toBeNull();
    expect((await session.get("/api/csrf-token")).statusCode).toBe(401);
    expect((await session.get("/api/stats")).statusCode).toBe(401);
  });

  it("signs out only that device", async () => {
    const { email, session: first } = await register();
    const second = await asSession(sessionCookie(await login(email, PASSWORD)));
    expect((await first.call("POST", "/api/logout")).statusCode).toBe(200);
    expect((await second.get("/api/user")).json()).toMatchObject({ email });
  });
});

describe("PATCH /api/user", () => {
  it("updates names and county and answers the updated user", async () => {
    const { email, session } = await register({ firstName: "Old", lastName: "Name" });
    const response = await session.call("PATCH", "/api/user", { firstName: " New ", lastName: "Person", county: "Duval" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, firstName: "New", lastName: "Person", county: "Duval" });
    expect((await session.get("/api/user")).json()).toMatchObject({ firstName: "New", lastName: "Person", county: "Duval" });
  });

  it("clears a field sent empty and keeps the fields not sent", async () => {
    const { session } = await register({ firstName: "Keep", lastName: "Me", county: "Polk" });
    const cleared = await session.call("PATCH", "/api/user", { county: "" });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ firstName: "Keep", lastName: "Me", county: null });
    const renamed = await session.call("PATCH", "/api/user", { lastName: "Changed" });
    expect(renamed.json()).toMatchObject({ firstName: "Keep", lastName: "Changed", county: null });
  });

  it("cannot change the e-mail and refuses a bad county", async () => {
    const { email, session } = await register();
    const sneaky = await session.call("PATCH", "/api/user", { email: "other@example.com", firstName: "X" });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().email).toBe(email);
    const bad = await session.call("PATCH", "/api/user", { county: "Gotham" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.county).toEqual(["Please choose a Florida county"]);
    const tooLong = await session.call("PATCH", "/api/user", { firstName: "x".repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ firstName: ["Name must be at most 80 characters"] });
  });

  it("keeps her text size, normal until she chooses, and refuses a size it does not offer", async () => {
    const { session } = await register();
    expect((await session.get("/api/user")).json().textSize).toBe("normal");
    const larger = await session.call("PATCH", "/api/user", { textSize: "larger" });
    expect(larger.statusCode).toBe(200);
    expect(larger.json().textSize).toBe("larger");
    expect((await session.get("/api/user")).json().textSize).toBe("larger");
    const bad = await session.call("PATCH", "/api/user", { textSize: "huge" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ textSize: ["Please choose normal, large or larger text"] });
    expect((await session.get("/api/user")).json().textSize).toBe("larger");
  });

  it("needs a CSRF token and a signed-in user", async () => {
    const { cookie } = (await register()).session;
    const noToken = await send({ method: "PATCH", url: "/api/user", payload: { firstName: "Z" }, headers: { cookie } });
    expect(noToken.statusCode).toBe(403);
    // Without a session the answer is 401, before any CSRF check, so the page can send the person to sign in.
    const signedOut = await send({ method: "PATCH", url: "/api/user", payload: { firstName: "Z" } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("POST /api/user/password", () => {
  it("refuses a wrong current password with 400 on currentPassword and changes nothing", async () => {
    const { email, session } = await register();
    const response = await session.call("POST", "/api/user/password", {
      currentPassword: "not-my-password",
      newPassword: "brand-new-pass",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Your current password is not correct",
      fieldErrors: { currentPassword: ["Your current password is not correct"] },
    });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("validates the new password", async () => {
    const { session } = await register();
    const response = await session.call("POST", "/api/user/password", { currentPassword: PASSWORD, newPassword: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ newPassword: ["Password must be at least 8 characters"] });
    const missing = await session.call("POST", "/api/user/password", {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(["currentPassword", "newPassword"]);
  });

  it("changes the password: the old one fails, the new one works, every session but a new one for this device ends", async () => {
    const { email, session } = await register();
    const otherDevice = await asSession(sessionCookie(await login(email, PASSWORD)));
    const [{ passwordHash: before } = { passwordHash: "" }] = await t.db.select().from(users).where(eq(users.email, email));

    const response = await session.call("POST", "/api/user/password", {
      currentPassword: PASSWORD,
      newPassword: "brand-new-pass",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordHash).not.toBe(before);
    expect(after?.passwordHash.startsWith("scrypt$")).toBe(true);

    // This device continues under a new token (rotated); the old one is dead like every other session.
    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(session.cookie);
    expect((await send({ method: "GET", url: "/api/user", headers: { cookie: rotated } })).json()).toMatchObject({ email });
    expect((await session.get("/api/user")).json()).toBeNull();
    expect((await otherDevice.get("/api/user")).json()).toBeNull();
    const userSessions = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, after?.id ?? ""));
    expect(userSessions).toHaveLength(1);

    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, "brand-new-pass")).statusCode).toBe(200);
  });
});

describe("common and breached passwords", () => {
  it.each(["password", "12345678", "qwerty123", "iloveyou", "Sunshine1", "secret123"])(
    "refuses %j at registration with a plain message on the password field",
    async (password) => {
      const email = uniqueEmail("common");
      const response = await post("/api/register", { email, password });
      expect(response.statusCode).toBe(400);
      const message =
        "This password is on a list of common or leaked passwords that are easy to guess. Please choose a different one.";
      expect(response.json()).toEqual({ message, fieldErrors: { password: [message] } });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it("asks for 8 characters at least (NIST SP 800-63B; the spec's 6 raised)", async () => {
    const response = await post("/api/register", { email: uniqueEmail(), password: "k9#zq!x" });
    expect(response.json().fieldErrors).toEqual({ password: ["Password must be at least 8 characters"] });
  });

  it("refuses a common new password when changing it, and keeps the old one", async () => {
    const { email, session } = await register();
    const response = await session.call("POST", "/api/user/password", { currentPassword: PASSWORD, newPassword: "letmein123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      newPassword: [
        "This password is on a list of common or leaked passwords that are easy to guess. Please choose a different one.",
      ],
    });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("still lets an existing account with such a password sign in", async () => {
    const email = uniqueEmail("legacy");
    await t.db.insert(users).values({ email, passwordHash: await hashPassword("password1") });
    expect((await login(email, "password1")).statusCode).toBe(200);
  });
});

describe("rehashing when the scrypt cost rises", () => {
  it("replaces a hash made with a lower cost at the next sign-in, and the password still works", async () => {
    const email = uniqueEmail("rehash");
    const weak = await hashPassword("river-stone-58", { ...CURRENT_COST, cost: 1024 });
    await t.db.insert(users).values({ email, passwordHash: weak });
    expect((await login(email, "river-stone-58")).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).not.toBe(weak);
    expect(row?.passwordHash.split("$")[1]).toBe(String(CURRENT_COST.cost));
    expect(await verifyPassword("river-stone-58", row!.passwordHash)).toBe(true);
    expect((await login(email, "river-stone-58")).statusCode).toBe(200);
  });

  it("leaves a current hash as it is", async () => {
    const { email } = await register();
    const [before] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });
});

describe("password material", () => {
  it("is stored as an scrypt hash, never as the password", async () => {
    const { email } = await register();
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const hash = row?.passwordHash ?? "";
    expect(hash).not.toContain(PASSWORD);
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
  });

  it("appears in no response of this file", async () => {
    expect(seen.length).toBeGreaterThan(30);
    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((row) => row.hash);
    for (const response of seen) {
      expect(response.body).not.toMatch(/password_?hash|scrypt\$/i);
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toContain("brand-new-pass");
      for (const hash of hashes) expect(response.body).not.toContain(hash.split("$")[5]);
    }
  });
});
