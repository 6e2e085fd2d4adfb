import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const statement = SAMPLE_ANSWERS.small_claims_statement;
const answer = SAMPLE_ANSWERS.small_claims_answer;

const post = (as: SignedIn, payload: Record<string, unknown>) => as.request({ method: "POST", url: "/api/documents", payload });

async function create(as: SignedIn, payload: Record<string, unknown> = {}): Promise<DocumentJson> {
  const response = await post(as, {
    title: "Statement of Claim",
    type: "small_claims",
    format: "pdf",
    templateData: statement,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createCase(as: SignedIn, title: string): Promise<string> {
  const response = await as.request({
    method: "POST",
    url: "/api/cases",
    payload: { title, type: "small_claims", description: "", formData: {} },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe("POST /api/documents", () => {
  it("stores the document as data and answers 201 with it", async () => {
    const created = await create(maria);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Statement of Claim",
      type: "complaint",
      kind: "small_claims_statement",
      format: "pdf",
      templateData: expect.objectContaining({
        plaintiff_name: "Maria Lopez",
        claim_amount: 4450.5,
        attachments: ["contract", "receipts", "photos"],
        county: "miami_dade",
      }),
      caseId: null,
      caseTitle: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    [{ type: "small_claims" }, "small_claims_statement", "complaint"],
    [{ type: "small_claims_statement" }, "small_claims_statement", "complaint"],
    [{ type: "complaint", kind: "small_claims_statement" }, "small_claims_statement", "complaint"],
    [{ type: "small_claims_answer", templateData: answer }, "small_claims_answer", "answer"],
    [{ type: "landlord_notice", templateData: SAMPLE_ANSWERS.landlord_notice }, "landlord_notice", "notice"],
    [{ type: "answer", kind: "small_claims_answer", templateData: answer }, "small_claims_answer", "answer"],
  ])("accepts %j as kind %s", async (payload, kind, type) => {
    const created = await create(maria, payload);
    expect(created.kind).toBe(kind);
    expect(created.type).toBe(type);
  });

  it.each([
    [{ type: "motion" }, "type"],
    // A library type several kinds share ("complaint", "answer") says too little: the kind must be given.
    [{ type: "complaint" }, "type"],
    [{ type: "answer", templateData: answer }, "type"],
    [{ type: "complaint", kind: "eviction_complaint" }, "kind"],
  ])("refuses %j as an unknown document kind", async (payload, field) => {
    const response = await post(maria, { title: "x", templateData: statement, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unknown document kind", fieldErrors: { [field]: ["Unknown document kind"] } });
  });

  it("refuses a kind that does not match the type", async () => {
    const response = await post(maria, { title: "x", type: "answer", kind: "small_claims_statement", templateData: statement });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ type: ["This document type does not match its kind"] });
  });

  it("refuses a claim over $8,000 and takes one of exactly $8,000", async () => {
    const over = await post(maria, { title: "x", type: "small_claims", templateData: { ...statement, claim_amount: 8001 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: "claim_amount: Maximum value is 8000",
      fieldErrors: { claim_amount: ["Maximum value is 8000"] },
    });
    const typed = await post(maria, {
      title: "x",
      type: "small_claims",
      templateData: { ...statement, claim_amount: "$8,000.01" },
    });
    expect(typed.json().fieldErrors).toEqual({ claim_amount: ["Maximum value is 8000"] });
    const limit = await create(maria, { templateData: { ...statement, claim_amount: "8000" } });
    expect(limit.templateData.claim_amount).toBe(8000);
  });

  it("answers missing and wrong answers with the wizard's messages, by field name", async () => {
    const response = await post(maria, {
      title: "x",
      type: "small_claims_answer",
      templateData: { ...answer, case_number: "", admit_deny: "Maybe", affirmative_defenses: ["Luck"], counterclaim_amount: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      case_number: ["This field is required"],
      admit_deny: ["Please choose one of the options"],
      "affirmative_defenses.0": ["Please choose one of the options"],
      counterclaim_amount: ["This field is required"],
    });
  });

  it("answers a bad envelope with 400 field errors", async () => {
    const response = await post(maria, { title: " ", type: "small_claims", format: "docx", templateData: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ["Please give the document a title"],
      format: ["Only PDF documents can be created"],
      templateData: ["Please send the document's answers"],
    });
  });

  it("refuses a body that is not an object, and ids that are not text, with 400", async () => {
    const list = await maria.request({ method: "POST", url: "/api/documents", payload: [] });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe("Please send the document as a JSON object");
    const ids = await post(maria, { title: "x", type: "small_claims", kind: 7, caseId: 42, templateData: statement });
    expect(ids.statusCode).toBe(400);
    expect(ids.json().fieldErrors).toEqual({ kind: ["Unknown document kind"], caseId: ["Please choose one of your cases"] });
  });

  it("files the document under the user's case, with the case title", async () => {
    const caseId = await createCase(maria, "Roof repair money");
    const created = await create(maria, { caseId });
    expect(created).toMatchObject({ caseId, caseTitle: "Roof repair money" });
  });

  it("answers 404 for another user's case or a malformed case id, and stores nothing", async () => {
    const theirs = await createCase(other, "Not Maria's");
    const before = (await maria.request({ method: "GET", url: "/api/documents" })).json().length;
    for (const caseId of [theirs, "not-a-uuid"]) {
      const response = await post(maria, { title: "x", type: "small_claims", templateData: statement, caseId });
      expect(response.statusCode, caseId).toBe(404);
      expect(response.json()).toEqual({ message: "Case not found" });
    }
    expect((await maria.request({ method: "GET", url: "/api/documents" })).json()).toHaveLength(before);
  });

  it("refuses a signed-out caller", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/documents", payload: { title: "x" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/documents", () => {
  it("lists only the user's documents, newest first, each with its case title", async () => {
    const person = await signUp(t);
    const caseId = await createCase(person, "Deposit fight");
    await create(person, { title: "First" });
    await create(person, { title: "Second", caseId });
    await create(person, { title: "Third", type: "small_claims_answer", templateData: answer });
    await create(other, { title: "Other's" });

    const response = await person.request({ method: "GET", url: "/api/documents" });
    expect(response.statusCode).toBe(200);
    const list: DocumentJson[] = response.json();
    expect(list.map((d) => [d.title, d.kind, d.caseTitle])).toEqual([
      ["Third", "small_claims_answer", null],
      ["Second", "small_claims_statement", "Deposit fight"],
      ["First", "small_claims_statement", null],
    ]);
  });

  it("keeps the kinds ?kind= names, and refuses a kind list it cannot read with 400", async () => {
    const person = await signUp(t);
    await create(person, { title: "Statement" });
    await create(person, { title: "Answer", type: "small_claims_answer", templateData: answer });
    await create(other, { title: "Other's answer", type: "small_claims_answer", templateData: answer });

    const titles = async (url: string) => (await person.request({ method: "GET", url })).json().map((d: DocumentJson) => d.title);
    expect(await titles("/api/documents?kind=small_claims_answer")).toEqual(["Answer"]);
    expect(await titles("/api/documents?kind=living_will,small_claims_statement&limit=1")).toEqual(["Statement"]);
    expect(await titles("/api/documents?kind=living_will")).toEqual([]);

    for (const kind of ["", "Living Will", "a,,b", "x;drop"]) {
      const refused = await person.request({ method: "GET", url: `/api/documents?kind=${encodeURIComponent(kind)}` });
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.body).toContain("kind must be document kinds");
    }
  });

  it("keeps the documents of the case ?caseId= names, her own only, and refuses an id it cannot read with 400", async () => {
    const person = await signUp(t);
    const caseId = await createCase(person, "Deposit fight");
    await create(person, { title: "Filed", caseId });
    await create(person, { title: "Loose" });
    const theirs = await createCase(other, "Not hers");
    await create(other, { title: "Other's", caseId: theirs });

    const titles = async (url: string) => (await person.request({ method: "GET", url })).json().map((d: DocumentJson) => d.title);
    expect(await titles(`/api/documents?caseId=${caseId}`)).toEqual(["Filed"]);
    expect(await titles(`/api/documents?caseId=${caseId.toUpperCase()}&limit=1`)).toEqual(["Filed"]);
    expect(await titles(`/api/documents?caseId=${theirs}`)).toEqual([]);

    for (const id of ["", "not-a-case", `${caseId}x`]) {
      const refused = await person.request({ method: "GET", url: `/api/documents?caseId=${encodeURIComponent(id)}` });
      expect(refused.statusCode, id).toBe(400);
      expect(refused.body).toContain("caseId must be the id of one of your cases");
    }
  });

  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/documents" })).statusCode).toBe(401);
  });
});

describe("GET and DELETE /api/documents/:id", () => {
  it("answers the user's document", async () => {
    const created = await create(maria);
    const response = await maria.request({ method: "GET", url: `/api/documents/${created.id}` });
    expect(response.json()).toEqual(created);
  });

  it("answers 404 for another user's document and a malformed id", async () => {
    const created = await create(maria);
    for (const url of [`/api/documents/${created.id}`, "/api/documents/12"]) {
      const response = await other.request({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: "Document not found" });
      expect((await other.request({ method: "DELETE", url })).statusCode, url).toBe(404);
    }
    expect((await maria.request({ method: "GET", url: `/api/documents/${created.id}` })).statusCode).toBe(200);
  });

  it("deletes the user's document", async () => {
    const created = await create(maria);
    expect((await maria.request({ method: "DELETE", url: `/api/documents/${created.id}` })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `/api/documents/${created.id}` })).statusCode).toBe(404);
  });
});
