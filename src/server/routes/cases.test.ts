import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_STATUSES } from "@shared/case-enums";
import type { CaseJson } from "@shared/case-schemas";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const roofCase = {
  title: "Roof repair money",
  type: "small_claims",
  description: "ABC Repairs took my deposit and never finished the roof.",
  county: "Miami-Dade",
  formData: { claim_amount: 4450.5, defendant_name: "ABC Repairs LLC" },
};

async function createCase(as: SignedIn, body: Record<string, unknown> = roofCase): Promise<CaseJson> {
  const response = await as.request({ method: "POST", url: "/api/cases", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const patch = (as: SignedIn, id: string, payload: Record<string, unknown>) =>
  as.request({ method: "PATCH", url: `/api/cases/${id}`, payload });

describe("POST /api/cases", () => {
  it("creates a draft case and answers with the whole case", async () => {
    const created = await createCase(maria);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Roof repair money",
      description: "ABC Repairs took my deposit and never finished the roof.",
      caseNumber: null,
      type: "small_claims",
      status: "draft",
      county: "Miami-Dade",
      formData: { claim_amount: 4450.5, defendant_name: "ABC Repairs LLC" },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: created.createdAt,
    });
  });

  it("takes the county as optional and formData as optional", async () => {
    const created = await createCase(maria, { title: "Deposit", type: "security_deposit", description: "" });
    expect(created.county).toBeNull();
    expect(created.formData).toEqual({});
  });

  it("keeps a wizard's whole answers in formData", async () => {
    const created = await createCase(maria, {
      title: "Statement",
      type: "small_claims",
      description: "From the wizard",
      formData: SAMPLE_ANSWERS.small_claims_statement,
    });
    expect(created.formData).toEqual(SAMPLE_ANSWERS.small_claims_statement);
  });

  it("answers bad input with 400 and a message for each field", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "   ", type: "divorce", county: "Atlantis", formData: "nope" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ["Please give the case a title"],
      type: ["Please choose a case type"],
      county: ["Please choose a Florida county"],
      formData: ["formData must be an object"],
    });
  });

  it("refuses a body that is not an object with 400", async () => {
    const response = await maria.request({ method: "POST", url: "/api/cases", payload: ["Roof"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please send the case as a JSON object");
  });

  it("refuses a signed-out caller, and a signed-in one without the CSRF token", async () => {
    // Without a session the answer is 401 before any CSRF check: the spec's "Unauthorized" toast and redirect.
    const signedOut = await t.app.inject({ method: "POST", url: "/api/cases", payload: roofCase });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Unauthorized" });
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/cases",
      payload: roofCase,
      headers: { cookie: maria.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });
});

describe("GET /api/cases", () => {
  it("lists only the user's cases, the most recently updated first", async () => {
    const person = await signUp(t);
    const first = await createCase(person, { ...roofCase, title: "First" });
    const second = await createCase(person, { ...roofCase, title: "Second" });
    await createCase(other, { ...roofCase, title: "Someone else's" });
    expect((await person.request({ method: "GET", url: "/api/cases" })).json().map((c: CaseJson) => c.title)).toEqual([
      "Second",
      "First",
    ]);

    expect((await patch(person, first.id, { status: "in_progress" })).statusCode).toBe(200);
    const list: CaseJson[] = (await person.request({ method: "GET", url: "/api/cases" })).json();
    expect(list.map((c) => c.id)).toEqual([first.id, second.id]);
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/cases" })).statusCode).toBe(401);
  });
});

describe("GET /api/cases/:id", () => {
  it("answers the user's own case", async () => {
    const created = await createCase(maria);
    const response = await maria.request({ method: "GET", url: `/api/cases/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it("answers 401 when signed out", async () => {
    const created = await createCase(maria);
    const response = await t.app.inject({ method: "GET", url: `/api/cases/${created.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 404 for another user's case, an unknown id and a malformed id", async () => {
    const created = await createCase(maria);
    for (const id of [created.id, "4b0c7a8e-0000-4000-8000-000000000000", "not-a-uuid", "1", "' or 1=1 --"]) {
      const response = await other.request({ method: "GET", url: `/api/cases/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: "Case not found" });
    }
  });
});

describe("PATCH /api/cases/:id", () => {
  it("changes title, description, county, status and case number, and moves updatedAt", async () => {
    const created = await createCase(maria);
    const response = await patch(maria, created.id, {
      title: "Roof: ABC Repairs",
      description: "Filed on May 1",
      county: "Broward",
      status: "filed",
      caseNumber: "2026-SC-004512",
    });
    expect(response.statusCode).toBe(200);
    const updated: CaseJson = response.json();
    expect(updated).toMatchObject({
      id: created.id,
      title: "Roof: ABC Repairs",
      description: "Filed on May 1",
      county: "Broward",
      status: "filed",
      caseNumber: "2026-SC-004512",
      type: "small_claims",
      formData: created.formData,
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it("lets the status move freely between every status, updating updatedAt each time", async () => {
    const created = await createCase(maria);
    let last = created.updatedAt;
    for (const status of ["filed", "draft", "resolved", "in_progress", "completed", ...CASE_STATUSES]) {
      const response = await patch(maria, created.id, { status });
      expect(response.statusCode, status).toBe(200);
      const updated: CaseJson = response.json();
      expect(updated.status).toBe(status);
      expect(Date.parse(updated.updatedAt), status).toBeGreaterThan(Date.parse(last));
      last = updated.updatedAt;
    }
  });

  it("clears the county and case number with an empty value and leaves out fields unchanged", async () => {
    const created = await createCase(maria);
    await patch(maria, created.id, { caseNumber: "2026-SC-1" });
    const cleared: CaseJson = (await patch(maria, created.id, { county: "", caseNumber: "" })).json();
    expect(cleared).toMatchObject({ county: null, caseNumber: null, title: "Roof repair money", status: "draft" });
  });

  it("answers bad input with 400 and field errors", async () => {
    const created = await createCase(maria);
    const response = await patch(maria, created.id, { status: "won", title: "", county: "Gotham" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      status: ["Please choose a status"],
      title: ["Please give the case a title"],
      county: ["Please choose a Florida county"],
    });
    const empty = await patch(maria, created.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please change at least one thing");
  });

  it("answers 404 for another user's case and a malformed id, and changes nothing", async () => {
    const created = await createCase(maria);
    expect((await patch(other, created.id, { title: "Mine now" })).statusCode).toBe(404);
    expect((await patch(other, "12345", { title: "Mine now" })).statusCode).toBe(404);
    const unchanged = await maria.request({ method: "GET", url: `/api/cases/${created.id}` });
    expect(unchanged.json().title).toBe("Roof repair money");
  });
});

describe("DELETE /api/cases/:id", () => {
  it("deletes the case and keeps its documents, no longer linked", async () => {
    const created = await createCase(maria);
    const document = await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: {
        title: "Statement of Claim",
        type: "small_claims",
        format: "pdf",
        templateData: SAMPLE_ANSWERS.small_claims_statement,
        caseId: created.id,
      },
    });
    expect(document.statusCode, document.body).toBe(201);

    const response = await maria.request({ method: "DELETE", url: `/api/cases/${created.id}` });
    expect(response.statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `/api/cases/${created.id}` })).statusCode).toBe(404);
    const kept = await maria.request({ method: "GET", url: `/api/documents/${document.json().id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ caseId: null, caseTitle: null, title: "Statement of Claim" });
  });

  it("answers 404 for another user's case and a malformed id, and deletes nothing", async () => {
    const created = await createCase(maria);
    expect((await other.request({ method: "DELETE", url: `/api/cases/${created.id}` })).statusCode).toBe(404);
    expect((await other.request({ method: "DELETE", url: "/api/cases/abc" })).statusCode).toBe(404);
    expect((await maria.request({ method: "GET", url: `/api/cases/${created.id}` })).statusCode).toBe(200);
  });

  it("refuses a signed-out caller", async () => {
    const created = await createCase(maria);
    const response = await t.app.inject({ method: "DELETE", url: `/api/cases/${created.id}` });
    expect(response.statusCode).toBe(401);
    expect((await maria.request({ method: "GET", url: `/api/cases/${created.id}` })).statusCode).toBe(200);
  });
});
