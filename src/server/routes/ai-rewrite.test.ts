/**
 * POST /api/ai/rewrite with the local engine: validation, what it fixes (contractions, slang, "i", capitals,
 * punctuation, run-on sentences), that it never adds or changes a fact (an amount, date, period or name), and the
 * per-person limit.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RewriteResponse } from "@shared/assistant";
import { polishLocally } from "../assistant/rewrite";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { REWRITES_PER_USER } from "./ai-rewrite";

let t: TestApp;
let maria: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
});
afterAll(() => t.close());

const rewrite = (user: SignedIn, payload: unknown) =>
  user.request({ method: "POST", url: "/api/ai/rewrite", payload: payload as object });

describe("POST /api/ai/rewrite", () => {
  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/ai/rewrite", payload: { text: "x".repeat(30) } })).statusCode).toBe(
      401,
    );
  });

  it("refuses missing, blank, short, non-text or too long text, and bad labels, with a 400 and a message", async () => {
    const hint = "Enter at least 20 characters to use AI polish feature";
    for (const payload of [{}, { text: "" }, { text: "   " }, { text: "too short to polish" }]) {
      const response = await rewrite(maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: hint, fieldErrors: { text: [hint] } });
    }
    expect((await rewrite(maria, { text: 12345 })).json().message).toBe("text must be text");
    const long = await rewrite(maria, { text: "word ".repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("This text is too long to polish at once. Please keep it under 10,000 characters.");
    const badLabel = await rewrite(maria, { text: "my landlord wont give back my deposit", fieldType: { a: 1 } });
    expect(badLabel.statusCode).toBe(400);
    expect(badLabel.json().fieldErrors).toHaveProperty("fieldType");
    expect(
      (await rewrite(maria, { text: "my landlord wont give back my deposit", documentType: "x".repeat(101) })).statusCode,
    ).toBe(400);
  });

  it("turns everyday writing into plain formal English", async () => {
    const response = await rewrite(maria, {
      text: "i told my landlord i was moving out and he said ok but he didnt give me my deposit back of $1,500 and its been 45 days and i dont know what to do cuz he wont answer my calls!!!",
      fieldType: "description",
      documentType: "security_deposit",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rewrittenText:
        "I told my landlord I was moving out and he said ok. However, he did not give me my deposit back of $1,500. It has been 45 days and I do not know what to do because he will not answer my calls!",
      changed: true,
      rewrittenBy: "local",
    } satisfies RewriteResponse);
  });

  it("fixes spacing, capitals and the end of each sentence, and leaves abbreviations and amounts alone", () => {
    expect(polishLocally("my ex roommate owes me $800 for rent .she moved out w/o paying  and idk where she lives now")).toBe(
      "My ex roommate owes me $800 for rent. She moved out without paying and I do not know where she lives now.",
    );
    expect(polishLocally("U.S. Bank said im gonna get a letter from Smith & Sons LLC, i.e. the debt buyer")).toBe(
      "U.S. Bank said I am going to get a letter from Smith & Sons LLC, i.e. the debt buyer.",
    );
    expect(polishLocally("The tenant paid $1,250.00 on 3/1/2025. She is not home.")).toBe(
      "The tenant paid $1,250.00 on 3/1/2025. She is not home.",
    );
  });

  it("says when a text needed no change", async () => {
    const text = "The landlord did not return my deposit of $900 within 15 days.";
    expect((await rewrite(maria, { text })).json()).toEqual({ rewrittenText: text, changed: false, rewrittenBy: "local" });
  });
});

/** Facts as a reader sees them, independent of the engine's own check: numbers, and capitalized words inside sentences. */
function factsOf(text: string): { numbers: string[]; names: Set<string> } {
  const numbers = (text.match(/\d[\d,.:/-]*\d|\d/g) ?? []).sort();
  const names = new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .flatMap((sentence) => sentence.split(/\s+/).slice(1))
      .filter((word) => /^[A-Z][a-z]/.test(word))
      .map((word) => word.replace(/[^\p{L}]/gu, "").toLowerCase()),
  );
  return { numbers, names };
}

describe("never adds a fact", () => {
  const fragment = fc.constantFrom(
    "i",
    "im",
    "dont",
    "can't",
    "gonna",
    "wanna",
    "cuz",
    "idk",
    "w/o",
    "u",
    "ur",
    "yeah",
    "and",
    "but",
    "so,",
    "then",
    "my landlord",
    "the tenant",
    "Maria Lopez",
    "John Smith",
    "Sunshine Realty LLC",
    "paid",
    "owes me",
    "kept",
    "$1,500",
    "$800.50",
    "45 days",
    "three (3) days",
    "march 1",
    "January 5, 2025",
    "3/1/2025",
    "12%",
    "§ 83.49",
    "deposit",
    "rent",
    ".",
    ",",
    "!!!",
    "?",
    "and then",
    "the money",
    "he said",
    "she wont",
    "its been",
  );
  const text = fc.array(fragment, { minLength: 5, maxLength: 60 }).map((words) => words.join(" "));

  it("keeps every number and introduces no name, whatever the words", () => {
    let changed = 0;
    fc.assert(
      fc.property(text, (original) => {
        const rewritten = polishLocally(original);
        if (rewritten !== original.trim()) changed += 1;
        const before = factsOf(original);
        const after = factsOf(rewritten);
        expect(after.numbers).toEqual(before.numbers);
        const known = new Set(original.split(/\s+/).map((word) => word.replace(/[^\p{L}]/gu, "").toLowerCase()));
        for (const name of after.names)
          expect(known.has(name) || ["however", "then", "as", "result", "i"].includes(name), `${name} in ${rewritten}`).toBe(
            true,
          );
      }),
      { numRuns: 300 },
    );
    // The property is about real rewrites, not texts handed back as they were.
    expect(changed).toBeGreaterThan(250);
  });
});

describe("the per-person limit", () => {
  it(`allows ${REWRITES_PER_USER.max} rewrites a minute, then answers 429 with retry-after`, async () => {
    const user = await signUp(t);
    const payload = { text: "my landlord wont give back my deposit" };
    for (let i = 0; i < REWRITES_PER_USER.max; i++) expect((await rewrite(user, payload)).statusCode).toBe(200);
    const refused = await rewrite(user, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many polish requests\. Please wait (\d+ seconds?|1 minute) and try again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
