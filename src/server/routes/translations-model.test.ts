/**
 * The optional OpenAI-compatible model, against a small test server of that API on the loopback interface: its
 * rewrite is used when it keeps every amount and date and reads no harder; otherwise the local version stands.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TranslationJson } from "@shared/translations";
import { startLoopbackModel, type LoopbackModel } from "../test-support/loopback-model";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let model: LoopbackModel;
/** What the model answers next. */
let answer: string;
let t: TestApp;
let maria: SignedIn;

beforeAll(async () => {
  model = await startLoopbackModel(() => ({ kind: "json", text: answer }));
  t = await createTestApp({ translatorModel: { baseUrl: model.baseUrl, model: "plain-test", apiKey: "test-key" } });
  maria = await signUp(t);
});

afterAll(async () => {
  await t.close();
  await model.stop();
});

const ORIGINAL = "Tenant shall remit the sum of $1,450.00 to Landlord on or before February 1, 2025.";
const translate = async () => {
  const response = await maria.request({ method: "POST", url: "/api/translate", payload: { content: ORIGINAL } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TranslationJson;
};

describe("the optional model", () => {
  it("rewrites on top of the local version when it keeps every amount and date", async () => {
    answer = "Tenant must pay $1,450.00 to Landlord. Pay it by February 1, 2025.";
    const translation = await translate();
    expect(translation.rewrittenBy).toBe("model");
    expect(translation.simplifiedContent).toBe("Tenant must pay $1,450.00 to Landlord. Pay it by February 1, 2025.");
    const request = model.seen.at(-1)!;
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("plain-test");
    // It gets the local plain version, never anything but the text.
    expect(request.body.messages.find((message) => message.role === "user")?.content).toBe(
      "Tenant must pay $1,450.00 to Landlord by February 1, 2025.",
    );
  });

  it("is discarded when it changes an amount or drops a date, or reads harder", async () => {
    answer = "Tenant must pay Landlord $1,540.00 by February 1, 2025.";
    const changed = await translate();
    expect(changed.rewrittenBy).toBe("local");
    expect(changed.simplifiedContent).toBe("Tenant must pay $1,450.00 to Landlord by February 1, 2025.");
    answer = "Tenant must pay Landlord $1,450.00 soon.";
    expect((await translate()).rewrittenBy).toBe("local");
    answer = "Tenant is contractually obligated to remit $1,450.00 to Landlord, notwithstanding, by February 1, 2025.";
    expect((await translate()).rewrittenBy).toBe("local");
  });

  it("is discarded when it fails or answers nonsense", async () => {
    answer = "";
    expect((await translate()).rewrittenBy).toBe("local");
  });
});
