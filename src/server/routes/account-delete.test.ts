import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimExport } from "../account/export-lock";
import { conversationMessages, conversations } from "../db/schema";
import { rowsMentioning, selectRows, tablesWithUserId } from "../test-support/rows-of";
import { seedAccount } from "../test-support/seed-account";
import { createTestApp, PASSWORD, sessionCookie, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAs = (as: SignedIn, password = PASSWORD) => as.request({ method: "DELETE", url: "/api/user", payload: { password } });
const userOf = async (cookie: string) => (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json();
const login = (email: string, address: string) =>
  t.app.inject({ method: "POST", url: "/api/login", remoteAddress: address, payload: { email, password: PASSWORD } });

/** Everything a person can have, each row marked with `label`: the tools through the API, a conversation directly. */
async function personWithEverything(label: string): Promise<SignedIn> {
  const person = await signUp(t);
  await seedAccount(person, label);
  // The assistant's tables: made directly, as their routes are not part of this test.
  const [conversation] = await t.db.insert(conversations).values({ userId: person.user.id, topic: label }).returning();
  await t.db
    .insert(conversationMessages)
    .values({ conversationId: conversation!.id, role: "user", content: `${label}: may my landlord keep my deposit?` });
  // A download of all her data under way.
  expect(await claimExport(t.db, person.user.id)).not.toBeNull();
  // A second device, and a mistyped password (a login counter under her e-mail address).
  expect((await login(person.user.email, "10.61.0.1")).statusCode).toBe(200);
  await t.app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: "10.61.0.2",
    payload: { email: person.user.email, password: "wrong-password" },
  });
  return person;
}

describe("DELETE /api/user", () => {
  it("asks for the password again (400), and answers 401 signed out and 403 without the CSRF token; nothing is deleted", async () => {
    const person = await signUp(t);
    const wrong = await deleteAs(person, "not-my-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: ["Your current password is not correct"] });
    expect((await t.app.inject({ method: "DELETE", url: "/api/user", payload: { password: PASSWORD } })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "DELETE",
      url: "/api/user",
      headers: { cookie: person.cookie },
      payload: { password: PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect(await userOf(person.cookie)).toMatchObject({ id: person.user.id });
  });

  it("deletes the account and everything it owns: no row of hers is left in any table, and nothing of anyone else goes", async () => {
    const label = `Marker${randomBytes(6).toString("hex")}`;
    const otherLabel = `Other${randomBytes(6).toString("hex")}`;
    const maria = await personWithEverything(label);
    const other = await personWithEverything(otherLabel);
    const hers = [maria.user.id, maria.user.email, label];
    const theirs = [other.user.id, other.user.email, otherLabel];

    // Every table that has an owner column holds something of hers, so the check below covers each one.
    const before = await rowsMentioning(t.db, hers);
    const expected = [...(await tablesWithUserId(t.db)), "conversation_messages", "rate_limits", "throttles"];
    // A table missing here has no row of hers yet: add one to personWithEverything, so her deletion is checked there.
    expect(expected.filter((table) => !before[table])).toEqual([]);
    const othersBefore = await rowsMentioning(t.db, theirs);

    const response = await deleteAs(maria);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((cookie) => cookie.name === "flc_session")?.value).toBe("");

    expect(await rowsMentioning(t.db, hers)).toEqual({});
    expect(await rowsMentioning(t.db, theirs)).toEqual(othersBefore);
    expect(await userOf(maria.cookie)).toBeNull();
    expect((await login(maria.user.email, "10.61.0.3")).statusCode).toBe(401);
  });

  it("leaves no foreign key that would stop a deletion or leave rows behind: each one cascades or lets go", async () => {
    const blocking = await selectRows(
      t.db,
      sql`select tc.table_name as "table", rc.delete_rule as rule from information_schema.referential_constraints rc
        join information_schema.table_constraints tc on tc.constraint_name = rc.constraint_name and tc.constraint_schema = rc.constraint_schema
        where rc.delete_rule not in ('CASCADE', 'SET NULL')`,
    );
    expect(blocking).toEqual([]);
  });

  it("lets the same e-mail address register again afterwards, as a new account with nothing in it", async () => {
    const person = await signUp(t);
    expect((await deleteAs(person)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: "10.61.0.9",
      payload: { email: person.user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(person.user.id);
    const cases = await t.app.inject({ method: "GET", url: "/api/cases", headers: { cookie: sessionCookie(again) } });
    expect(cases.json()).toEqual([]);
  });
});
