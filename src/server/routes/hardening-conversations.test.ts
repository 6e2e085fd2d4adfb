/** Hardening 6: caps on the assistant's conversations and messages, and pages of messages. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationMessageJson } from "@shared/assistant";
import { conversationMessages, conversations } from "../db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { MAX_CONVERSATIONS_PER_USER, MAX_MESSAGES_PER_CONVERSATION, MAX_MESSAGES_PER_USER } from "./conversations";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUESTION = "How long does my landlord have to return my security deposit?";
const ask = (user: SignedIn, conversationId?: string) =>
  user.request({
    method: "POST",
    url: "/api/ai/ask",
    payload: { question: QUESTION, ...(conversationId ? { conversationId } : {}) },
  });

/** `conversationsCount` conversations of `user`, each with `messages` messages a second apart; their ids. */
async function seed(user: SignedIn, conversationsCount: number, messages: number): Promise<string[]> {
  const made = await t.db
    .insert(conversations)
    .values(Array.from({ length: conversationsCount }, (_, i) => ({ userId: user.user.id, topic: `Topic ${i}` })))
    .returning({ id: conversations.id });
  const start = Date.now() - 10_000_000;
  const rows = made.flatMap(({ id }) =>
    Array.from({ length: messages }, (_, i) => ({
      conversationId: id,
      role: i % 2 === 0 ? "user" : "assistant",
      content: `Message ${i}`,
      createdAt: new Date(start + i * 1000),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) await t.db.insert(conversationMessages).values(rows.slice(i, i + 1000));
  return made.map(({ id }) => id);
}

const conversationsOf = async (user: SignedIn) =>
  (await t.db.select({ count: count() }).from(conversations).where(eq(conversations.userId, user.user.id)))[0]!.count;

describe("Hardening 6: conversation caps", () => {
  it(`Hardening 6: refuses a new conversation beyond ${MAX_CONVERSATIONS_PER_USER} with a clear 409`, async () => {
    const maria = await signUp(t);
    const [first] = await seed(maria, MAX_CONVERSATIONS_PER_USER, 0);
    const refused = await ask(maria);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You have reached the limit of ${MAX_CONVERSATIONS_PER_USER} conversations. Please delete conversations you no longer need before starting another.`,
    });
    expect(await conversationsOf(maria)).toBe(MAX_CONVERSATIONS_PER_USER);
    // An existing conversation goes on; after deleting one, a new one may start.
    expect((await ask(maria, first)).statusCode).toBe(200);
    expect((await maria.request({ method: "DELETE", url: `/api/conversations/${first}` })).statusCode).toBe(204);
    expect((await ask(maria)).statusCode).toBe(200);
    // In Spanish, with usted.
    const spanish = await maria.request({
      method: "POST",
      url: "/api/ai/ask",
      headers: { "accept-language": "es" },
      payload: { question: QUESTION },
    });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toBe(
      `Llegó al límite de ${MAX_CONVERSATIONS_PER_USER} conversaciones. Borre las conversaciones que ya no necesite antes de empezar otra.`,
    );
  });

  it(`Hardening 6: refuses a question in a conversation that holds ${MAX_MESSAGES_PER_CONVERSATION} messages`, async () => {
    const maria = await signUp(t);
    const [id] = await seed(maria, 1, MAX_MESSAGES_PER_CONVERSATION - 2);
    expect((await ask(maria, id)).statusCode).toBe(200);
    const refused = await ask(maria, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `This conversation has reached the limit of ${MAX_MESSAGES_PER_CONVERSATION} messages. Please start a new conversation.`,
    });
    const [held] = await t.db
      .select({ count: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id!));
    expect(held!.count).toBe(MAX_MESSAGES_PER_CONVERSATION);
  });

  it(`Hardening 6: refuses a question once a person holds ${MAX_MESSAGES_PER_USER} messages in all`, async () => {
    const maria = await signUp(t);
    await seed(maria, MAX_MESSAGES_PER_USER / MAX_MESSAGES_PER_CONVERSATION, MAX_MESSAGES_PER_CONVERSATION);
    const refused = await ask(maria);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You have reached the limit of ${MAX_MESSAGES_PER_USER.toLocaleString("en-US")} saved messages with the assistant. Please delete conversations you no longer need before asking another question.`,
    });
    // Someone else is not affected.
    expect((await ask(await signUp(t))).statusCode).toBe(200);
  });
});

describe("Hardening 6: pages of a conversation's messages", () => {
  it("Hardening 6: GET /api/conversations/{id}/messages takes limit and an after cursor; without them, every message", async () => {
    const maria = await signUp(t);
    const [id] = await seed(maria, 1, 7);
    const list = async (query = "") => {
      const response = await maria.request({ method: "GET", url: `/api/conversations/${id}/messages${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ConversationMessageJson[]).map((message) => message.content);
    };
    const all = await maria.request({ method: "GET", url: `/api/conversations/${id}/messages` });
    const ids = (all.json() as ConversationMessageJson[]).map((message) => message.id);
    expect(await list()).toEqual(Array.from({ length: 7 }, (_, i) => `Message ${i}`));

    expect(await list("?limit=3")).toEqual(["Message 0", "Message 1", "Message 2"]);
    expect(await list(`?limit=3&after=${ids[2]}`)).toEqual(["Message 3", "Message 4", "Message 5"]);
    expect(await list(`?limit=3&after=${ids[5]}`)).toEqual(["Message 6"]);
    expect(await list(`?after=${ids[6]}`)).toEqual([]);
    expect(await list("?limit=2&offset=5")).toEqual(["Message 5", "Message 6"]);

    for (const query of ["?limit=0", "?limit=501", "?limit=abc"]) {
      const bad = await maria.request({ method: "GET", url: `/api/conversations/${id}/messages${query}` });
      expect(bad.statusCode, query).toBe(400);
    }
    // A cursor that is not a message of this conversation: another's, or not an id at all.
    const [other] = await seed(maria, 1, 1);
    const otherMessage = (
      (await maria.request({ method: "GET", url: `/api/conversations/${other}/messages` })).json() as ConversationMessageJson[]
    )[0]!.id;
    for (const after of ["not-an-id", otherMessage]) {
      const bad = await maria.request({ method: "GET", url: `/api/conversations/${id}/messages?after=${after}` });
      expect(bad.statusCode, after).toBe(400);
      expect(bad.json()).toEqual({
        message: "after must be the id of a message in this conversation",
        fieldErrors: { after: ["after must be the id of a message in this conversation"] },
      });
    }
  });
});
