/** Hardening: bad text, deep JSON, far dates, bad URLs, and the per-person limits, each reproduced. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITES_PER_USER } from "../auth/rate-limit";
import { cases, documents, rateLimits } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestApp, PASSWORD, signUp, uniqueEmail, type SignedIn, type TestApp } from "../test-support/test-app";
import { MAX_CASES_PER_USER } from "./cases";
import { MAX_DOCUMENTS_PER_USER, MAX_RENDERS_PER_USER } from "./documents";

let t: TestApp;
let maria: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
});
afterAll(() => t.close());

const statement = SAMPLE_ANSWERS.small_claims_statement;
const newCase = (payload: Record<string, unknown>, as = maria) =>
  as.request({ method: "POST", url: "/api/cases", payload: { title: "Roof", type: "small_claims", ...payload } });
const newDocument = (templateData: Record<string, unknown>, extra: Record<string, unknown> = {}, as = maria) =>
  as.request({
    method: "POST",
    url: "/api/documents",
    payload: { title: "Claim", type: "small_claims", templateData, ...extra },
  });
const nested = (levels: number) => {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { next: value };
  return value;
};

describe("text that cannot be stored gets a 400 with a field message, never a 500", () => {
  it('register with "firstName":"a\\u0000b"', async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: "10.77.0.1",
      payload: { email: uniqueEmail("nul"), password: PASSWORD, firstName: "a\u0000b" },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["firstName"]);
  });

  it("NUL and unpaired surrogates in a case's title, description and number", async () => {
    for (const [field, value] of [
      ["title", "Roof\u0000"],
      ["description", "bad \ud800 text"],
    ] as const) {
      const response = await newCase({ [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fieldErrors), field).toEqual([field]);
    }
    const created = (await newCase({})).json();
    const patch = await maria.request({ method: "PATCH", url: `/api/cases/${created.id}`, payload: { caseNumber: "\udc00-1" } });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json().fieldErrors)).toEqual(["caseNumber"]);
  });

  it("formData: a lone surrogate in a value or a key, NUL deep inside, and 5,000 levels of nesting", async () => {
    const cases_ = [
      [{ answers: { name: "\ud800" } }, "formData.answers.name"],
      [{ list: ["ok", "x\u0000"] }, "formData.list.1"],
      [{ "key\u0000": 1 }, "formData"],
      // Sent as text: 5,000 levels are more than the test's own request builder walks.
      ['{"deep":' + '{"next":'.repeat(5000) + '"leaf"' + "}".repeat(5000) + "}", /^formData\.deep(\.next)+$/],
    ] as const;
    for (const [formData, key] of cases_) {
      const response =
        typeof formData === "string"
          ? await maria.request({
              method: "POST",
              url: "/api/cases",
              headers: { "content-type": "application/json" },
              payload: `{"title":"Roof","type":"small_claims","formData":${formData}}`,
            })
          : await newCase({ formData });
      expect(response.statusCode).toBe(400);
      const keys = Object.keys(response.json().fieldErrors);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(typeof key === "string" ? new RegExp(`^${key.replace(/\./g, "\\.")}$`) : key);
    }
    const wide = Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`k${i}`, i]));
    const tooMany = await newCase({ formData: wide });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("formData: Please send at most 2000 answers");
  });

  it("a document's answers: bad text keyed by the wizard's field name; nesting and size bounded", async () => {
    const bad = await newDocument({ ...statement, plaintiff_name: "Maria\u0000" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(["plaintiff_name"]);

    const lone = await newDocument({ ...statement, claim_description: "broken \ud83d" });
    expect(lone.statusCode).toBe(400);
    expect(Object.keys(lone.json().fieldErrors)).toEqual(["claim_description"]);

    const deep = await newDocument({ ...statement, extra: nested(50) });
    expect(deep.statusCode).toBe(400);

    // Answers beyond any form's size (each field within its own maximum, hundreds of them).
    const padding = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`note_${i}`, "x".repeat(150)]));
    const huge = await newDocument({ ...statement, ...padding });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/^templateData: Your answers are too long in total/);

    // An answer to no field of the form is dropped, never stored, whatever it holds.
    const unknown = await newDocument({ ...statement, not_a_field: "zero\u0000" });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().templateData).not.toHaveProperty("not_a_field");
  });
});

describe("dates and documents that cannot render", () => {
  it("refuses a date in year 9998 at validation", async () => {
    const response = await newDocument({ ...statement, damages_occurred: "9998-12-31" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["damages_occurred"]);
  });

  it("answers 422 with a message, not 500, for a stored document that cannot be rendered", async () => {
    const [row] = await t.db
      .insert(documents)
      .values({
        userId: maria.user.id,
        title: "Far future",
        type: "complaint",
        kind: "small_claims_statement",
        templateData: { ...statement, damages_occurred: "9998-12-31" },
      })
      .returning({ id: documents.id });
    const response = await maria.request({ method: "GET", url: `/api/documents/${row!.id}/download` });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^This document /);
  });
});

describe("bad URLs", () => {
  it("answers 400 without echoing the path", async () => {
    for (const url of ["/api/%zz<script>", "/api/cases/%E0%A4%A", "/%c0"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "That address could not be read. Please check the link." });
      expect(response.body).not.toContain("%");
    }
  });
});

describe("lists accept ?limit= and ?offset= and still answer a plain array", () => {
  it("pages cases and documents, newest first", async () => {
    const person = await signUp(t);
    for (const title of ["one", "two", "three"]) expect((await newCase({ title }, person)).statusCode).toBe(201);
    const all = (await person.request({ method: "GET", url: "/api/cases" })).json();
    expect(all.map((c: { title: string }) => c.title)).toEqual(["three", "two", "one"]);
    const page = (await person.request({ method: "GET", url: "/api/cases?limit=2&offset=1" })).json();
    expect(page.map((c: { title: string }) => c.title)).toEqual(["two", "one"]);

    for (const title of ["a", "b"]) expect((await newDocument(statement, { title }, person)).statusCode).toBe(201);
    const docs = (await person.request({ method: "GET", url: "/api/documents?limit=1" })).json();
    expect(docs.map((d: { title: string }) => d.title)).toEqual(["b"]);
  });

  it.each(["limit=0", "limit=501", "limit=abc", "offset=-1", "limit=1.5", "limit=2&limit=3"])(
    "refuses ?%s with 400",
    async (query) => {
      for (const url of [`/api/cases?${query}`, `/api/documents?${query}`]) {
        const response = await maria.request({ method: "GET", url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toMatch(/limit must be a whole number/);
      }
    },
  );
});

describe("per-person limits on writes and stored items", () => {
  it(`refuses a case beyond ${MAX_CASES_PER_USER} with a clear 409`, async () => {
    const person = await signUp(t);
    await t.db.insert(cases).values(
      Array.from({ length: MAX_CASES_PER_USER }, (_, i) => ({
        userId: person.user.id,
        title: `Case ${i}`,
        type: "small_claims",
      })),
    );
    const response = await newCase({}, person);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `You have reached the limit of ${MAX_CASES_PER_USER} cases. Please delete cases you no longer need before adding another.`,
    });
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(cases)
      .where(eq(cases.userId, person.user.id));
    expect(count).toBe(MAX_CASES_PER_USER);
  });

  it(`refuses a document beyond ${MAX_DOCUMENTS_PER_USER} with a clear 409`, async () => {
    const person = await signUp(t);
    await t.db.insert(documents).values(
      Array.from({ length: MAX_DOCUMENTS_PER_USER }, (_, i) => ({
        userId: person.user.id,
        title: `Doc ${i}`,
        type: "complaint",
        kind: "small_claims_statement",
        templateData: {},
      })),
    );
    const response = await newDocument(statement, {}, person);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `You have reached the limit of ${MAX_DOCUMENTS_PER_USER} documents. Please delete documents you no longer need before adding another.`,
    );
  });

  it(`limits one person to ${WRITES_PER_USER.max} changes a minute, with Retry-After; others are not affected`, async () => {
    const person = await signUp(t);
    // As if this person had just made that many changes (the counter the server keeps in the database).
    await t.db
      .insert(rateLimits)
      .values({ key: `write:user:${person.user.id}`, count: WRITES_PER_USER.max, windowStart: new Date() });
    const response = await newCase({}, person);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^You are saving changes faster than we can keep up with\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
    );
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect((await newCase({})).statusCode).toBe(201);
  });

  it(`renders at most ${MAX_RENDERS_PER_USER} downloads of one person at a time`, async () => {
    const person = await signUp(t);
    const created = (await newDocument(statement, {}, person)).json();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => person.request({ method: "GET", url: `/api/documents/${created.id}/download` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      JSON.stringify(responses.map((r) => [r.statusCode, r.statusCode === 200 ? "" : r.body])),
    ).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(MAX_RENDERS_PER_USER);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().message).toBe(
      `You already have ${MAX_RENDERS_PER_USER} documents being prepared. Please wait for them to finish and try again.`,
    );
    // Once they are done, the next download works.
    expect((await person.request({ method: "GET", url: `/api/documents/${created.id}/download` })).statusCode).toBe(200);
  });
});
