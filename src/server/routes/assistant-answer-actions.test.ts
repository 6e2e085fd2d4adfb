/**
 * An answer's question back (clarify) and next steps are kept with the conversation: reopened, its messages show the
 * same buttons and steps as when it was given (JSON or streamed), and "Download all my data" holds them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskResponse, ConversationMessageJson } from "@shared/assistant";
import { readZip } from "../test-support/read-zip";
import { createTestAppWithTwoUsers, PASSWORD, type SignedIn, type TestApp } from "../test-support/test-app";

const GOT_SUED = "I got sued. Do I have to file a written answer?";
const SERVED_EVICTION = "I am a tenant and I was just served eviction papers, what do I do?";
const CAKE = "What is the best recipe for chocolate cake?";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;
/** Maria's three answers, in the order given, all in one conversation. */
const given: AskResponse[] = [];

/** The last event's data of a Server-Sent Events body: the streamed answer's `done`. */
function doneOf(body: string): AskResponse {
  const last = body.trim().split("\n\n").at(-1)!;
  expect(last).toMatch(/^event: done$/m);
  return JSON.parse(/^data: (.*)$/m.exec(last)![1]!) as AskResponse;
}

async function ask(question: string, conversationId: string | undefined, stream: boolean): Promise<AskResponse> {
  const response = await maria.request({
    method: "POST",
    url: "/api/ai/ask",
    payload: { question, ...(conversationId ? { conversationId } : {}) },
    headers: stream ? { accept: "text/event-stream" } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return stream ? doneOf(response.body) : (response.json() as AskResponse);
}

const messagesOf = (as: SignedIn, id: string) => as.request({ method: "GET", url: `/api/conversations/${id}/messages` });

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
  given.push(await ask(GOT_SUED, undefined, false));
  given.push(await ask(SERVED_EVICTION, given[0]!.conversationId, true));
  given.push(await ask(CAKE, given[0]!.conversationId, false));
});
afterAll(() => t.close());

describe("an answer's buttons and next steps, kept with the conversation", () => {
  it("were given: a question back with options, next steps, and an answer with neither", () => {
    expect(given[0]!.clarify?.options.length).toBeGreaterThan(1);
    expect(given[0]!.nextSteps?.length).toBeGreaterThan(0);
    expect(given[1]!.nextSteps?.length).toBeGreaterThan(0);
    expect(given[2]!.clarify).toBeUndefined();
    expect(given[2]!.nextSteps).toBeUndefined();
  });

  it("shows the same question back and next steps when the conversation is reopened, and none where there were none", async () => {
    const response = await messagesOf(maria, given[0]!.conversationId);
    expect(response.statusCode, response.body).toBe(200);
    const messages = response.json<ConversationMessageJson[]>();
    const questions = messages.filter((message) => message.role === "user");
    expect(questions.map((message) => message.content)).toEqual([GOT_SUED, SERVED_EVICTION, CAKE]);
    for (const message of questions) expect("clarify" in message || "nextSteps" in message).toBe(false);

    const answers = messages.filter((message) => message.role === "assistant");
    expect(answers.map(({ content, clarify, nextSteps }) => ({ content, clarify, nextSteps }))).toEqual(
      given.map(({ answer, clarify, nextSteps }) => ({ content: answer, clarify, nextSteps })),
    );
    // Absent, not null, where an answer had none: the same shape as a fresh answer.
    expect("clarify" in answers[2]!).toBe(false);
    expect("nextSteps" in answers[2]!).toBe(false);
  });

  it("answers 404 to another person asking for her conversation's messages", async () => {
    const response = await messagesOf(other, given[0]!.conversationId);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(given[0]!.clarify!.question);
  });

  it("puts them in Download all my data, with each answer", async () => {
    const response = await maria.request({ method: "POST", url: "/api/user/export", payload: { password: PASSWORD } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const files = await readZip(response.rawPayload);
    const [conversation] = JSON.parse(files.get("conversations.json")!.toString("utf8")) as {
      messages: { role: string; clarify: unknown; nextSteps: unknown }[];
    }[];
    const answers = conversation!.messages.filter((message) => message.role === "assistant");
    expect(answers.map(({ clarify, nextSteps }) => ({ clarify, nextSteps }))).toEqual(
      given.map(({ clarify, nextSteps }) => ({ clarify: clarify ?? null, nextSteps: nextSteps ?? null })),
    );
  });
});
