import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stats(user: SignedIn) {
  const response = await user.request({ method: "GET", url: "/api/stats" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Through the real API, as a person would: each write also drops the cached figures. */
async function addDocuments(user: SignedIn, n: number) {
  for (let i = 0; i < n; i++) {
    const response = await user.request({
      method: "POST",
      url: "/api/documents",
      payload: { title: `Document ${i + 1}`, type: "small_claims", templateData: SAMPLE_ANSWERS.small_claims_statement },
    });
    expect(response.statusCode).toBe(201);
  }
}

async function addCases(user: SignedIn, statuses: string[]) {
  for (const status of statuses) {
    const created = await user.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: `A ${status} case`, type: "small_claims", description: "" },
    });
    expect(created.statusCode).toBe(201);
    const patched = await user.request({ method: "PATCH", url: `/api/cases/${created.json().id}`, payload: { status } });
    expect(patched.statusCode).toBe(200);
  }
}

/** Conversation rows straight into the database, before the figures are first read (assistant.test.ts asks through the API). */
async function addConversation(userId: string, roles: string[]) {
  const [conversation] = await t.db.insert(conversations).values({ userId, topic: "Deposits" }).returning();
  for (const role of roles) {
    await t.db.insert(conversationMessages).values({ conversationId: conversation!.id, role, content: `${role} says hi` });
  }
}

describe("GET /api/stats", () => {
  it("answers 401 when signed out", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/stats" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers zeros for a new user, with exactly the four numbers", async () => {
    const user = await signUp(t);
    expect(await stats(user)).toEqual({ activeCases: 0, documentsCreated: 0, aiConsultations: 0, timeSavedHours: 0 });
  });

  it("counts active cases (in progress or filed), documents, questions asked, and 2.5 hours per document rounded", async () => {
    const user = await signUp(t);
    await addCases(user, ["draft", "in_progress", "filed", "in_progress", "completed", "resolved"]);
    await addDocuments(user, 1);
    await addConversation(user.user.id, ["user", "assistant", "user", "assistant"]);
    await addConversation(user.user.id, ["user", "assistant"]);
    expect(await stats(user)).toEqual({ activeCases: 3, documentsCreated: 1, aiConsultations: 3, timeSavedHours: 3 });

    await addDocuments(user, 2);
    expect((await stats(user)).timeSavedHours).toBe(8); // 3 × 2.5 = 7.5, rounded
    await addDocuments(user, 1);
    expect((await stats(user)).timeSavedHours).toBe(10);
  });

  it("counts only the signed-in user's own rows", async () => {
    const busy = await signUp(t);
    await addCases(busy, ["in_progress", "filed"]);
    await addDocuments(busy, 5);
    await addConversation(busy.user.id, ["user"]);
    const quiet = await signUp(t);
    expect(await stats(quiet)).toEqual({ activeCases: 0, documentsCreated: 0, aiConsultations: 0, timeSavedHours: 0 });
    expect(await stats(busy)).toEqual({ activeCases: 2, documentsCreated: 5, aiConsultations: 1, timeSavedHours: 13 });
  });
});
