/**
 * POST /api/ai/ask passes the local engine's clarifying question and next steps through, as optional fields of the
 * answer (the test app checks every answer against the contract).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskResponse } from "@shared/assistant";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
});
afterAll(() => t.close());

async function answer(question: string): Promise<AskResponse> {
  const response = await maria.request({ method: "POST", url: "/api/ai/ask", payload: { question } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskResponse;
}

describe("POST /api/ai/ask: clarifying questions and next steps", () => {
  it("gives a tenant served with eviction papers her next steps in the app", async () => {
    const result = await answer("I am a tenant and I was just served eviction papers, what do I do?");
    expect(result.nextSteps?.map((step) => step.path)).toEqual(expect.arrayContaining(["/deadlines"]));
  });

  it("asks which court when the answer depends on it, with options that ask again", async () => {
    const result = await answer("I got sued. Do I have to file a written answer?");
    expect(result.clarify?.options.length).toBe(2);
    for (const option of result.clarify?.options ?? []) expect(option.question).toMatch(/court\?$/);
  });

  it("leaves both fields out when there is nothing to ask or do", async () => {
    const result = await answer("What is the best recipe for chocolate cake?");
    expect(result.clarify).toBeUndefined();
    expect(result.nextSteps).toBeUndefined();
  });
});
