/** What the log says when something fails unexpectedly: codes and messages, never personal data. */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { users } from "./db/schema";
import { describeError } from "./http-errors";
import { createTestDatabase, type TestDatabase } from "./test-support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const EMAIL = "victim.person@example.com";
const HASH = "scrypt$16384$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5";
const MEDICAL = "Withhold life-prolonging procedures; no feeding tube";

describe("the log of an unexpected (500) error", () => {
  it("holds the database's error code and message, but none of the query's parameters", async () => {
    let log = "";
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildApp({ db: database.db, logger: { level: "info", stream } });
    // A route whose insert the database refuses (the same e-mail twice, 23505); a refused value (class 22, like
    // "a\u0000b") is a 400 instead (hardening-dates-names.test.ts).
    app.post("/test/failing-insert", async () => {
      const row = { email: EMAIL, passwordHash: HASH, firstName: "Ana", lastName: MEDICAL };
      await database.db.insert(users).values(row);
      await database.db.insert(users).values(row);
      return { ok: true };
    });
    app.post("/test/failing-json", async () => JSON.parse(`{"name": "${EMAIL}" oops}`));
    await app.ready();
    try {
      for (const url of ["/test/failing-insert", "/test/failing-json"]) {
        const response = await app.inject({ method: "POST", url, payload: {} });
        expect(response.statusCode, url).toBe(500);
        expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
      }
    } finally {
      await app.close();
    }
    const errors = log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; error?: Record<string, string> })
      .filter((entry) => entry.msg === "unhandled error");
    expect(errors).toHaveLength(2);
    const [database_, json] = errors.map((entry) => entry.error!);
    expect(database_).toMatchObject({ type: "DatabaseQueryError", code: expect.stringMatching(/^[0-9A-Z]{5}$/) });
    expect(database_!.message).toEqual(expect.any(String));
    expect(json).toMatchObject({ type: "SyntaxError" });
    for (const secret of [EMAIL, "victim", HASH, "c2FsdHNhbHRzYWx0", MEDICAL, "feeding tube"]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe("describeError", () => {
  it("keeps a plain error's kind, code, message (quoted values left out) and stack frames", () => {
    const error = Object.assign(new TypeError(`Cannot use "${EMAIL}" here`), { code: "E_TEST" });
    const described = describeError(error);
    expect(described).toMatchObject({ type: "TypeError", code: "E_TEST", message: 'Cannot use "…" here' });
    expect(described.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(described)).not.toContain(EMAIL);
  });

  it("describes something thrown that is not an Error", () => {
    expect(describeError("boom")).toMatchObject({ type: "Error", message: "boom" });
  });
});
