import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DraftJson } from "@shared/api/drafts";
import { createTestAppWithTwoUsers, PASSWORD, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { drafts } from "../db/schema";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const KIND = "living_will";
const url = (questionnaire = KIND) => `/api/drafts/${questionnaire}`;
const read = (as: SignedIn, questionnaire = KIND) => as.request({ method: "GET", url: url(questionnaire) });
const save = (as: SignedIn, payload: Record<string, unknown>, questionnaire = KIND) =>
  as.request({ method: "PUT", url: url(questionnaire), payload });
const remove = (as: SignedIn, questionnaire = KIND) => as.request({ method: "DELETE", url: url(questionnaire) });

describe("/api/drafts/:questionnaire", () => {
  it("saves, reads back and deletes her draft; each save moves the version on", async () => {
    expect((await read(maria)).statusCode).toBe(404);
    const first = await save(maria, { step: 0, answers: { declarant_name: "Maria Alvarez" }, version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      questionnaire: KIND,
      step: 0,
      answers: { declarant_name: "Maria Alvarez" },
      version: 1,
    });

    const second = await save(maria, {
      step: 1,
      answers: { declarant_name: "Maria Alvarez", declarant_address: "12 Palm St" },
      version: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<DraftJson>().version).toBe(2);

    const got = await read(maria);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ step: 1, version: 2, answers: { declarant_address: "12 Palm St" } });

    expect((await remove(maria)).statusCode).toBe(204);
    expect((await read(maria)).statusCode).toBe(404);
    expect((await remove(maria)).statusCode).toBe(404);
  });

  it("keeps one draft per kind", async () => {
    await save(maria, { step: 0, answers: { a: "will" }, version: 0 });
    await save(maria, { step: 2, answers: { a: "claim" }, version: 0 }, "small_claims_statement");
    expect((await read(maria)).json()).toMatchObject({ answers: { a: "will" }, step: 0 });
    expect((await read(maria, "small_claims_statement")).json()).toMatchObject({ answers: { a: "claim" }, step: 2 });
    await remove(maria);
    await remove(maria, "small_claims_statement");
  });

  it("never shows, changes or deletes another person's draft: to her it is a 404", async () => {
    await save(maria, { step: 0, answers: { declarant_name: "Maria Alvarez" }, version: 0 });
    expect((await read(other)).statusCode).toBe(404);
    expect((await remove(other)).statusCode).toBe(404);
    // Saving makes the other person's own draft; Maria's stays as it was.
    expect((await save(other, { step: 1, answers: { declarant_name: "Someone Else" }, version: 0 })).statusCode).toBe(200);
    expect((await read(maria)).json()).toMatchObject({ answers: { declarant_name: "Maria Alvarez" }, version: 1 });
    await remove(maria);
    await remove(other);
  });

  it("refuses a save made from an older version (409, with a message), and keeps the newer answers", async () => {
    await save(maria, { step: 0, answers: { declarant_name: "Phone" }, version: 0 });
    expect((await save(maria, { step: 1, answers: { declarant_name: "Laptop" }, version: 1 })).statusCode).toBe(200);
    const stale = await save(maria, { step: 0, answers: { declarant_name: "Phone again" }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/another tab or device/);
    const fresh = await save(maria, { step: 0, answers: { declarant_name: "Brand new" }, version: 0 });
    expect(fresh.statusCode).toBe(409);
    expect((await read(maria)).json()).toMatchObject({ answers: { declarant_name: "Laptop" }, version: 2 });
    await remove(maria);
  });

  it("answers 404 for a questionnaire that is not a document kind", async () => {
    expect((await read(maria, "no_such_kind")).statusCode).toBe(404);
    expect((await save(maria, { step: 0, answers: {}, version: 0 }, "no_such_kind")).statusCode).toBe(404);
    expect((await remove(maria, "no_such_kind")).statusCode).toBe(404);
  });

  it("refuses a malformed body and answers too large, with field messages (400)", async () => {
    const badStep = await save(maria, { step: -1, answers: {}, version: 0 });
    expect(badStep.statusCode).toBe(400);
    expect(Object.keys(badStep.json().fieldErrors)).toContain("step");
    const notObject = await save(maria, { step: 0, answers: "text", version: 0 });
    expect(notObject.statusCode).toBe(400);
    expect(Object.keys(notObject.json().fieldErrors)).toContain("answers");
    const noVersion = await save(maria, { step: 0, answers: {} });
    expect(noVersion.statusCode).toBe(400);
    const huge = await save(maria, { step: 0, answers: { story: "x".repeat(200_001) }, version: 0 });
    expect(huge.statusCode).toBe(400);
    const many = await save(maria, {
      step: 0,
      answers: Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}`, "y"])),
      version: 0,
    });
    expect(many.statusCode).toBe(400);
    expect((await read(maria)).statusCode).toBe(404);
  });

  it("needs a signed-in person (401) and the request-forgery token for a change (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: url() })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "PUT",
      url: url(),
      headers: { cookie: maria.cookie },
      payload: { step: 0, answers: {}, version: 0 },
    });
    expect(forged.statusCode).toBe(403);
  });

  it("goes with her account when she deletes it", async () => {
    const leaving = await signUp(t);
    expect((await save(leaving, { step: 0, answers: { declarant_name: "Leaving" }, version: 0 })).statusCode).toBe(200);
    const deleted = await leaving.request({ method: "DELETE", url: "/api/user", payload: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await t.db.select().from(drafts);
    expect(left.filter((row) => row.userId === leaving.user.id)).toEqual([]);
  });
});
