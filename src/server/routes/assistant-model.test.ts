/**
 * The assistant and AI polish with the optional model, against a small OpenAI-compatible test server on the
 * loopback interface: the model words the answer from the retrieved passages, streamed as it writes; an answer
 * that cites a section the passages do not hold (or states an amount they do not), an error, or a model that
 * does not answer in time, and the local answer is given instead, without the invented citation ever reaching
 * the person. AI polish uses the model's version only when it keeps every fact and adds none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskResponse, RewriteResponse } from "@shared/assistant";
import { answerLocally } from "../assistant/local-engine";
import { startLoopbackModel, type LoopbackModel, type ModelReply } from "../test-support/loopback-model";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let model: LoopbackModel;
/** What the test model does with the next request. */
let behaviour: ModelReply;
let t: TestApp;
let maria: SignedIn;

const TIMEOUT_MS = 3_000;
const QUESTION = "How long does my landlord have to return my security deposit?";

beforeAll(async () => {
  model = await startLoopbackModel(() => behaviour);
  t = await createTestApp({
    assistantModel: { baseUrl: model.baseUrl, model: "answer-test", apiKey: "test-key", timeoutMs: TIMEOUT_MS },
  });
  maria = await signUp(t);
});

afterAll(async () => {
  await t.close();
  await model.stop();
});

const ask = (question: string, stream = false) =>
  maria.request({
    method: "POST",
    url: "/api/ai/ask",
    payload: { question },
    headers: stream ? { accept: "text/event-stream" } : {},
  });

function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? "",
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as unknown,
    }));
}

const local = answerLocally(QUESTION);
const MODEL_ANSWER = [
  "Your landlord must return the whole deposit within 15 days after you move out. ",
  "If the landlord wants to keep some of it, a written notice must reach you within 30 days ",
  "(Fla. Stat. § 83.49(3)(a)).",
];

describe("the assistant with a model", () => {
  it("lets the model word the answer from the retrieved passages only, and keeps the retrieved sources", async () => {
    behaviour = { kind: "stream", pieces: MODEL_ANSWER };
    const response = await ask(QUESTION);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as AskResponse;
    expect(result.answeredBy).toBe("model");
    expect(result.answer).toBe(MODEL_ANSWER.join("").trim());
    expect(result.sources).toEqual(local.sources);
    const request = model.seen.at(-1)!.body;
    expect(request.stream).toBe(true);
    expect(request.messages.at(-1)).toEqual({ role: "user", content: QUESTION });
    const system = request.messages[0]!.content;
    expect(system).toMatch(/ONLY the numbered passages/);
    for (const passage of local.passages) expect(system).toContain(passage.text);
  });

  it("streams the model's checked sentences as they come, then the whole answer", async () => {
    behaviour = { kind: "stream", pieces: MODEL_ANSWER };
    const events = eventsOf((await ask(QUESTION, true)).body);
    const deltas = events.filter((event) => event.event === "delta").map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("").trim()).toBe(MODEL_ANSWER.join("").trim());
    expect(events.at(-1)).toMatchObject({ event: "done", data: { answeredBy: "model", sources: local.sources } });
  });

  it("sends each sentence over the network as soon as it is checked, before the model has finished", async () => {
    let release = () => undefined as void;
    behaviour = { kind: "stream", pieces: MODEL_ANSWER, gate: new Promise<void>((resolve) => (release = resolve)) };
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${address}/api/ai/ask`, {
      method: "POST",
      headers: {
        cookie: maria.cookie,
        "x-csrf-token": maria.csrfToken,
        "content-type": "application/json",
        accept: "text/event-stream",
      },
      body: JSON.stringify({ question: QUESTION }),
    });
    // The answer's language comes with the headers, before the model has written more than its first sentence.
    expect(response.headers.get("content-language")).toBe("en");
    let received = "";
    let releasedAfterFirstDelta = false;
    for await (const chunk of response.body!) {
      received += Buffer.from(chunk as Uint8Array).toString("utf8");
      // The model holds back the rest of its answer until the first sentence has reached this client.
      if (!releasedAfterFirstDelta && received.includes("event: delta")) {
        releasedAfterFirstDelta = true;
        expect(received).not.toContain("event: done");
        release();
      }
    }
    expect(releasedAfterFirstDelta).toBe(true);
    expect(eventsOf(received).at(-1)).toMatchObject({ event: "done", data: { answeredBy: "model" } });
  });

  it("never lets an invented citation reach the person: the local answer is given instead", async () => {
    const invented = [
      "Your landlord must return the deposit within 15 days. ",
      "Under Fla. Stat. § 83.99 you may also get triple damages. ",
      "See Smith v. Jones for more.",
    ];
    behaviour = { kind: "stream", pieces: invented };
    const plain = (await ask(QUESTION)).json() as AskResponse;
    expect(plain.answeredBy).toBe("local");
    expect(plain.answer).toBe(local.answer);
    expect(plain.sources).toEqual(local.sources);

    behaviour = { kind: "stream", pieces: invented };
    const response = await ask(QUESTION, true);
    expect(response.body).not.toContain("83.99");
    expect(response.body).not.toContain("Smith v. Jones");
    const events = eventsOf(response.body);
    const names = events.map((event) => event.event);
    // What was shown of the model's answer is taken back, then the local answer comes.
    expect(names.slice(0, 2)).toEqual(["delta", "reset"]);
    expect(names.at(-1)).toBe("done");
    expect((events.at(-1)!.data as AskResponse).answer).toBe(local.answer);

    for (const text of [
      "See Smith v. Jones, 123 So. 3d 456.",
      "Chapter 718 also applies.",
      "You can recover $5,000 in damages.",
    ]) {
      behaviour = { kind: "json", text: `Your landlord must return the deposit within 15 days. ${text}` };
      expect(((await ask(QUESTION)).json() as AskResponse).answeredBy, text).toBe("local");
    }
    // A model server that answers in one piece is fine when it keeps to the passages.
    behaviour = { kind: "json", text: MODEL_ANSWER.join("") };
    expect(((await ask(QUESTION)).json() as AskResponse).answeredBy).toBe("model");
  });

  it("falls back to the local answer when the model fails or does not finish in time", async () => {
    behaviour = { kind: "fail" };
    expect((await ask(QUESTION)).json() as AskResponse).toMatchObject({ answeredBy: "local", answer: local.answer });

    behaviour = { kind: "hang" };
    const started = Date.now();
    const response = await ask(QUESTION, true);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    const events = eventsOf(response.body);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { answeredBy: "local", answer: local.answer } });
  });

  it("does not ask the model about questions it refers or cannot answer", async () => {
    const before = model.seen.length;
    const result = (await ask("I was arrested for DUI last night, what should I do?")).json() as AskResponse;
    expect(result.scope).toBe("referred");
    expect(model.seen.length).toBe(before);
  });
});

describe("the assistant with a model, in Spanish", () => {
  const SPANISH_QUESTION = "¿Cuánto tiempo tiene el dueño para devolverme el depósito de seguridad?";
  const spanishLocal = answerLocally(SPANISH_QUESTION, "es");
  let lucia: SignedIn;
  beforeAll(async () => {
    lucia = await signUp(t, { firstName: "Lucía" });
  });
  const askInSpanish = (question: string) => lucia.request({ method: "POST", url: "/api/ai/ask", payload: { question } });

  it("asks for a Spanish answer from the Spanish passages, and accepts the same figures written the Spanish way", async () => {
    const answerText =
      "El dueño debe devolverle el depósito dentro de quince (15) días después de que usted se mude. " +
      "Si quiere quedarse con una parte, debe avisarle por escrito dentro de treinta días (Fla. Stat. § 83.49(3)(a)).";
    behaviour = { kind: "stream", pieces: [answerText] };
    const result = (await askInSpanish(SPANISH_QUESTION)).json() as AskResponse;
    expect(result.answeredBy).toBe("model");
    expect(result.answer).toBe(answerText);
    expect(result.sources).toEqual(spanishLocal.sources);
    expect(result.sources).toEqual(local.sources);
    const system = model.seen.at(-1)!.body.messages[0]!.content;
    expect(system).toMatch(/answer in Spanish/);
    expect(system).toMatch(/Responda en español/);
    for (const passage of spanishLocal.passages) expect(system).toContain(passage.text);
  });

  it("gives the local Spanish answer when the model states a period or amount the passages do not", async () => {
    for (const text of [
      "Tiene veinte (20) días hábiles para reclamar.",
      "Puede cobrar $5.000 de daños.",
      "Vea el capítulo 718.",
    ]) {
      behaviour = { kind: "json", text: `El dueño debe devolver el depósito dentro de 15 días. ${text}` };
      const result = (await askInSpanish(SPANISH_QUESTION)).json() as AskResponse;
      expect(result.answeredBy, text).toBe("local");
      expect(result.answer).toBe(spanishLocal.answer);
    }
  });
});

describe("AI polish with a model", () => {
  const ORIGINAL = "my landlord john smith kept my $1,500 deposit and its been 45 days since i moved out on march 1";
  const rewrite = async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/ai/rewrite",
      payload: { text: ORIGINAL, fieldType: "description", documentType: "small_claims" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RewriteResponse;
  };

  it("uses the model's version when it keeps every fact and adds none", async () => {
    const polished = "My landlord, john smith, kept my $1,500 deposit. It has been 45 days since I moved out on March 1.";
    behaviour = { kind: "json", text: polished };
    expect(await rewrite()).toEqual({ rewrittenText: polished, changed: true, rewrittenBy: "model" });
    expect(model.seen.at(-1)!.body.messages[0]!.content).toMatch(/Do not add any fact/);
    expect(model.seen.at(-1)!.body.messages.at(-1)!.content).toBe(ORIGINAL);
  });

  it("keeps the local version when the model adds or changes a fact, or fails", async () => {
    for (const text of [
      "My landlord kept my $1,500 deposit and $200 in fees. It has been 45 days since I moved out on March 1.",
      "My landlord kept my $1,600 deposit. It has been 45 days since I moved out on March 1.",
      "My landlord, John Smith of Sunshine Realty LLC, kept my $1,500 deposit 45 days after I moved out on March 1.",
      "My landlord kept my $1,500 deposit. It has been 60 days since I moved out on March 1.",
    ]) {
      behaviour = { kind: "json", text };
      const result = await rewrite();
      expect(result.rewrittenBy, text).toBe("local");
      expect(result.rewrittenText).not.toBe(text);
    }
    behaviour = { kind: "fail" };
    expect((await rewrite()).rewrittenBy).toBe("local");
  });
});
