/**
 * POST /api/ai/ask in Spanish: a question written in Spanish is answered in Spanish, from the Spanish
 * knowledge base, with the same citations as the same question in English, and follow-up questions in Spanish; a
 * question whose words do not tell follows the interface's language (the `lang` cookie or Accept-Language); an
 * English question stays English in the Spanish interface. The answer says which language it is written in (also
 * in the Content-Language header, before a streamed answer's text), and the conversation keeps it with the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskResponse, ConversationMessageJson } from "@shared/assistant";
import { knowledgeBase } from "../assistant/knowledge-base";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let lucia: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  lucia = await signUp(t, { firstName: "Lucía" });
});
afterAll(() => t.close());

const SPANISH_QUESTION = "¿Cuánto tiempo tiene el dueño para devolverme el depósito de seguridad?";
const ENGLISH_QUESTION = "How long does my landlord have to return my security deposit?";

async function answer(question: string, headers: Record<string, string> = {}): Promise<AskResponse> {
  const response = await lucia.request({ method: "POST", url: "/api/ai/ask", payload: { question }, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskResponse;
}

const spanishTexts = () => knowledgeBase("es").passages.map((passage) => passage.text);
const isSpanishAnswer = (result: AskResponse) => spanishTexts().some((text) => result.answer.includes(text));
const spanishFollowUps = () => new Set(knowledgeBase("es").passages.flatMap((passage) => passage.questions));

describe("POST /api/ai/ask in Spanish", () => {
  it("answers a Spanish question in Spanish, with the same citations as the English question", async () => {
    const spanish = await answer(SPANISH_QUESTION);
    const english = await answer(ENGLISH_QUESTION);
    expect(spanish.scope).toBe("florida_civil");
    expect(spanish.answeredBy).toBe("local");
    expect(isSpanishAnswer(spanish)).toBe(true);
    expect(spanish.language).toBe("es");
    expect(english.language).toBe("en");
    expect(spanish.answer).toMatch(/15 días/);
    expect(english.answer).toMatch(/15 days/);
    expect(spanish.sources).toContain("Fla. Stat. § 83.49(3)(a)");
    expect(spanish.sources).toEqual(english.sources);
    expect(spanish.sourceLinks).toEqual(english.sourceLinks);
    expect(spanish.followUpQuestions.length).toBeGreaterThan(0);
    for (const question of spanish.followUpQuestions) expect(spanishFollowUps().has(question), question).toBe(true);
  });

  it("answers a Spanglish question in Spanish, whatever the interface's language", async () => {
    const result = await answer("tengo un desalojo, how many days to answer?");
    expect(isSpanishAnswer(result)).toBe(true);
    expect(result.sources).toContain("Fla. Stat. §§ 83.60(2), 51.011");
  });

  it("follows the interface's language when the words do not tell, and keeps an English question English", async () => {
    const ambiguous = "eviction 3 days";
    expect(isSpanishAnswer(await answer(ambiguous))).toBe(false);
    const inSpanish = await answer(ambiguous, { cookie: `${lucia.cookie}; lang=es` });
    expect(isSpanishAnswer(inSpanish)).toBe(true);
    expect(inSpanish.language).toBe("es");
    const byBrowser = await answer(ambiguous, { "accept-language": "es-US,es;q=0.9" });
    expect(isSpanishAnswer(byBrowser)).toBe(true);
    expect(byBrowser.sources).toEqual(inSpanish.sources);
    const english = await answer(ENGLISH_QUESTION, { cookie: `${lucia.cookie}; lang=es` });
    expect(isSpanishAnswer(english)).toBe(false);
    expect(english.answer).toMatch(/15 days/);
    // The screen marks it as English inside the Spanish page.
    expect(english.language).toBe("en");
  });

  it("refers and declines in Spanish, with where to get help", async () => {
    const { replies } = knowledgeBase("es");
    const referred = await answer("Me arrestaron anoche por manejar borracho, ¿qué hago?");
    expect(referred.scope).toBe("referred");
    expect(referred.answer).toContain(replies.referred.criminal);
    expect(referred.answer).toContain("FloridaLawHelp.org");
    expect(referred.sources).toEqual([]);
    const outside = await answer("¿Cómo funciona el desalojo en Texas?");
    expect(outside.scope).toBe("out_of_scope");
    expect(outside.answer).toContain(replies.outOfScope);
  });

  it("saves the Spanish answer in the conversation like any other", async () => {
    const result = await answer(SPANISH_QUESTION);
    const messages = await lucia.request({ method: "GET", url: `/api/conversations/${result.conversationId}/messages` });
    expect(messages.statusCode).toBe(200);
    const body = JSON.stringify(messages.json());
    expect(body).toContain("15 días");
  });

  it("keeps each answer's language in the conversation and says it in Content-Language, JSON or streamed", async () => {
    const inSpanish = { cookie: `${lucia.cookie}; lang=es` };
    const json = await lucia.request({
      method: "POST",
      url: "/api/ai/ask",
      payload: { question: ENGLISH_QUESTION },
      headers: inSpanish,
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers["content-language"]).toBe("en");
    const { conversationId } = json.json() as AskResponse;
    const streamed = await lucia.request({
      method: "POST",
      url: "/api/ai/ask",
      payload: { question: SPANISH_QUESTION, conversationId },
      headers: { ...inSpanish, accept: "text/event-stream" },
    });
    expect(streamed.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(streamed.headers["content-language"]).toBe("es");
    expect(streamed.body).toMatch(/event: done\ndata: .*"language":"es"/);

    // Reopened from the list, in the Spanish interface: the English answer is still marked English.
    const reopened = await lucia.request({
      method: "GET",
      url: `/api/conversations/${conversationId}/messages`,
      headers: inSpanish,
    });
    const messages = reopened.json() as ConversationMessageJson[];
    expect(messages.map((message) => [message.role, message.language])).toEqual([
      ["user", null],
      ["assistant", "en"],
      ["user", null],
      ["assistant", "es"],
    ]);
    expect(messages[1]!.content).toMatch(/15 days/);
    expect(messages[3]!.content).toMatch(/15 días/);
  });
});
