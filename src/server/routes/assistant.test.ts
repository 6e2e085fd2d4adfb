/**
 * POST /api/ai/ask and the saved conversations, with the local engine (no model configured): validation, answers
 * with their sources, conversations kept per person (another person's answers 404), aiConsultations in
 * /api/stats, the per-person limit, and the streamed answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskResponse, ConversationJson, ConversationMessageJson } from "@shared/assistant";
import { knowledgeBase } from "../assistant/knowledge-base";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { QUESTIONS_PER_USER } from "./assistant";

let t: TestApp;
let maria: SignedIn;
let james: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
  james = await signUp(t, { firstName: "James" });
});
afterAll(() => t.close());

const DEPOSIT_QUESTION = "How long does my landlord have to return my security deposit?";

async function ask(user: SignedIn, payload: unknown, headers: Record<string, string> = {}) {
  return user.request({ method: "POST", url: "/api/ai/ask", payload: payload as object, headers });
}

async function answer(user: SignedIn, question: string, conversationId?: string): Promise<AskResponse> {
  const response = await ask(user, { question, ...(conversationId ? { conversationId } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskResponse;
}

/** The events of a Server-Sent Events body, in order. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as unknown;
      return { event, data };
    });
}

describe("POST /api/ai/ask", () => {
  it("answers 401 when signed out and 403 without the CSRF token", async () => {
    const signedOut = await t.app.inject({ method: "POST", url: "/api/ai/ask", payload: { question: "Hello?" } });
    expect(signedOut.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/ai/ask",
      payload: { question: "Hello?" },
      headers: { cookie: maria.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("refuses an empty, blank, missing, non-text or too long question with a 400 and a message", async () => {
    for (const payload of [{ question: "" }, { question: "   \n\t " }, {}, { question: null }]) {
      const response = await ask(maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Please enter a question.",
        fieldErrors: { question: ["Please enter a question."] },
      });
    }
    expect((await ask(maria, { question: 42 })).json().message).toBe("question must be text");
    const long = await ask(maria, { question: "a".repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Your question is too long. Please keep it under 2,000 characters.");
    // 2,000 characters (spaces around it do not count) are still a question.
    expect((await ask(maria, { question: ` ${"deposit ".repeat(250).slice(0, 2_000)} ` })).statusCode).toBe(200);
    expect((await ask(maria, { question: "deposit\u0000" })).statusCode).toBe(400);
    expect((await ask(maria, { question: "deposit", conversationId: 7 })).statusCode).toBe(400);
  });

  it("answers from the knowledge base, with sources that are its citations and a confidence from 0 to 1", async () => {
    const result = await answer(maria, DEPOSIT_QUESTION);
    expect(result.scope).toBe("florida_civil");
    expect(result.answeredBy).toBe("local");
    expect(result.answer).toMatch(/15 days/);
    expect(result.sources.some((source) => source.includes("83.49"))).toBe(true);
    const citations = new Set(
      knowledgeBase().passages.flatMap((passage) => passage.citations.map((citation) => citation.citation)),
    );
    for (const source of result.sources) expect(citations.has(source), source).toBe(true);
    expect(result.sourceLinks.map((link) => link.citation)).toEqual(result.sources);
    for (const link of result.sourceLinks) expect(link.url).toMatch(/^https:\/\/www\.leg\.state\.fl\.us\//);
    expect(result.followUpQuestions.length).toBeGreaterThan(0);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it("says the answer's language in the Content-Language header, as in the answer", async () => {
    const response = await ask(maria, { question: DEPOSIT_QUESTION });
    expect(response.headers["content-language"]).toBe("en");
    expect((response.json() as AskResponse).language).toBe("en");
  });

  it("refers a criminal question and says plainly when a question is outside Florida civil law", async () => {
    const referred = await answer(maria, "I was arrested for DUI last night, what should I do?");
    expect(referred.scope).toBe("referred");
    expect(referred.sources).toEqual([]);
    expect(referred.confidence).toBeLessThan(0.35);
    const outside = await answer(maria, "What is the best recipe for key lime pie?");
    expect(outside.scope).toBe("out_of_scope");
    expect(outside.answer).toMatch(/FloridaLawHelp\.org/);
    expect(outside.confidence).toBeLessThan(0.35);
  });
});

describe("conversations", () => {
  it("keeps each question and answer, continues a conversation, and lists the newest first", async () => {
    const user = await signUp(t);
    const first = await answer(user, DEPOSIT_QUESTION);
    const second = await answer(user, "Can my landlord change the locks to kick me out?");
    expect(second.conversationId).not.toBe(first.conversationId);
    const followUp = await answer(user, first.followUpQuestions[0]!, first.conversationId);
    expect(followUp.conversationId).toBe(first.conversationId);

    const list = (await user.request({ method: "GET", url: "/api/conversations" })).json() as ConversationJson[];
    expect(list.map((conversation) => conversation.id)).toEqual([first.conversationId, second.conversationId]);
    expect(list[0]!.topic).toBe(DEPOSIT_QUESTION);
    expect(Date.parse(list[0]!.updatedAt)).toBeGreaterThan(Date.parse(list[1]!.updatedAt));

    const messages = (
      await user.request({ method: "GET", url: `/api/conversations/${first.conversationId}/messages` })
    ).json() as ConversationMessageJson[];
    expect(
      messages.map((message) => [
        message.role,
        message.role === "user" ? message.content : message.content === first.answer || message.content === followUp.answer,
      ]),
    ).toEqual([
      ["user", DEPOSIT_QUESTION],
      ["assistant", true],
      ["user", first.followUpQuestions[0]],
      ["assistant", true],
    ]);
    expect(messages[1]).toMatchObject({
      sources: first.sources,
      sourceLinks: first.sourceLinks,
      followUpQuestions: first.followUpQuestions,
      confidence: first.confidence,
      language: "en",
    });
    expect(messages[0]).toMatchObject({ sources: [], followUpQuestions: [], confidence: null, language: null });
    const times = messages.map((message) => Date.parse(message.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("shortens a long first question into the topic", async () => {
    const user = await signUp(t);
    const question = `My landlord ${"kept saying he would return the deposit and then did not, ".repeat(4)}what now?`;
    await answer(user, question);
    const [conversation] = (await user.request({ method: "GET", url: "/api/conversations" })).json() as ConversationJson[];
    expect(conversation!.topic!.length).toBeLessThanOrEqual(81);
    expect(conversation!.topic).toMatch(/^My landlord kept saying .*…$/);
  });

  it("answers 404 for another person's conversation, an unknown one and a malformed id, and deletes only one's own", async () => {
    const mine = await answer(maria, DEPOSIT_QUESTION);
    const theirs = `/api/conversations/${mine.conversationId}`;
    expect((await james.request({ method: "GET", url: `${theirs}/messages` })).statusCode).toBe(404);
    expect((await james.request({ method: "DELETE", url: theirs })).statusCode).toBe(404);
    const continued = await ask(james, { question: "And then?", conversationId: mine.conversationId });
    expect(continued.statusCode).toBe(404);
    expect(continued.json()).toEqual({ message: "Conversation not found" });
    expect((await ask(maria, { question: "And then?", conversationId: "not-a-uuid" })).statusCode).toBe(404);
    expect(
      (await maria.request({ method: "GET", url: "/api/conversations/00000000-0000-4000-8000-000000000000/messages" }))
        .statusCode,
    ).toBe(404);
    const jamesList = (await james.request({ method: "GET", url: "/api/conversations" })).json() as ConversationJson[];
    expect(jamesList.map((conversation) => conversation.id)).not.toContain(mine.conversationId);

    expect((await maria.request({ method: "DELETE", url: theirs })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `${theirs}/messages` })).statusCode).toBe(404);
    expect((await maria.request({ method: "DELETE", url: theirs })).statusCode).toBe(404);
    const list = (await maria.request({ method: "GET", url: "/api/conversations" })).json() as ConversationJson[];
    expect(list.map((conversation) => conversation.id)).not.toContain(mine.conversationId);
  });

  it("answers 401 to every conversation call when signed out", async () => {
    for (const [method, url] of [
      ["GET", "/api/conversations"],
      ["GET", "/api/conversations/00000000-0000-4000-8000-000000000000/messages"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("aiConsultations in /api/stats", () => {
  it("counts the questions asked, at once after each answer", async () => {
    const user = await signUp(t);
    const consultations = async () => (await user.request({ method: "GET", url: "/api/stats" })).json().aiConsultations as number;
    expect(await consultations()).toBe(0);
    const first = await answer(user, DEPOSIT_QUESTION);
    expect(await consultations()).toBe(1);
    await answer(user, "What is the small claims limit in Florida?", first.conversationId);
    await answer(user, "What is the best recipe for key lime pie?");
    expect(await consultations()).toBe(3);
    // A refused question is not a consultation.
    await ask(user, { question: " " });
    expect(await consultations()).toBe(3);
  });
});

describe("the per-person limit", () => {
  it(`allows ${QUESTIONS_PER_USER.max} questions a minute, then answers 429 with retry-after, for that person only`, async () => {
    const user = await signUp(t);
    for (let i = 0; i < QUESTIONS_PER_USER.max; i++)
      expect((await ask(user, { question: `Question ${i} about my deposit` })).statusCode).toBe(200);
    const refused = await ask(user, { question: "One more about my deposit" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many questions\. Please wait (\d+ seconds?|1 minute) and ask again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await ask(await signUp(t), { question: "Is my deposit safe?" })).statusCode).toBe(200);
  });
});

describe("the streamed answer (Accept: text/event-stream)", () => {
  it("sends the answer as deltas and ends with the whole answer, saved like any other", async () => {
    const user = await signUp(t);
    const response = await ask(user, { question: DEPOSIT_QUESTION }, { accept: "text/event-stream" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(response.headers["content-language"]).toBe("en");
    const events = eventsOf(response.body);
    expect(events.at(-1)!.event).toBe("done");
    const done = events.at(-1)!.data as AskResponse;
    const streamed = events
      .filter((event) => event.event === "delta")
      .map((event) => (event.data as { text: string }).text)
      .join("");
    expect(streamed).toBe(done.answer);
    const messages = (
      await user.request({ method: "GET", url: `/api/conversations/${done.conversationId}/messages` })
    ).json() as ConversationMessageJson[];
    expect(messages[1]).toMatchObject({
      content: done.answer,
      sources: done.sources,
      followUpQuestions: done.followUpQuestions,
      confidence: done.confidence,
      language: "en",
    });
  });

  it("refuses bad input before streaming, as ordinary JSON", async () => {
    const response = await ask(maria, { question: "" }, { accept: "text/event-stream" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json().message).toBe("Please enter a question.");
  });
});
