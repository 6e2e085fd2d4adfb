import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "../../shared/documents/document-schemas";
import { documents } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { readPdf } from "../test-support/pdf-text";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

const statement = SAMPLE_ANSWERS.small_claims_statement;
const answer = SAMPLE_ANSWERS.small_claims_answer;

const post = (as: SignedIn, payload: Record<string, unknown>) =>
  as.request({ method: "POST", url: "/api/documents", payload });

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
        attachments: ["A contract or agreement", "Receipts or invoices", "Photos"],
        county: "Miami-Dade",
      }),
      caseId: null,
      caseTitle: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    [{ type: "small_claims" }, "small_claims_statement", "complaint"],
    [{ type: "complaint" }, "small_claims_statement", "complaint"],
    [{ type: "small_claims_statement" }, "small_claims_statement", "complaint"],
    [{ type: "complaint", kind: "small_claims_statement" }, "small_claims_statement", "complaint"],
    [{ type: "small_claims_answer", templateData: answer }, "small_claims_answer", "answer"],
    [{ type: "answer", templateData: answer }, "small_claims_answer", "answer"],
    [{ type: "answer", kind: "small_claims_answer", templateData: answer }, "small_claims_answer", "answer"],
  ])("accepts %j as kind %s", async (payload, kind, type) => {
    const created = await create(maria, payload);
    expect(created.kind).toBe(kind);
    expect(created.type).toBe(type);
  });

  it.each([
    [{ type: "motion" }, "type"],
    [{ type: "landlord_notice" }, "type"],
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
    const typed = await post(maria, { title: "x", type: "small_claims", templateData: { ...statement, claim_amount: "$8,000.01" } });
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
    expect(response.statusCode).toBe(403);
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

describe("GET /api/documents/:id/download", () => {
  it("renders the PDF as an attachment named after the title", async () => {
    const created = await create(maria, { title: "Roof claim v. ABC" });
    const response = await maria.request({ method: "GET", url: `/api/documents/${created.id}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"Roof claim v. ABC.pdf\"; filename*=UTF-8''Roof%20claim%20v.%20ABC.pdf",
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe("Roof claim v. ABC");
    expect(pdf.pages[0]).toContain("IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA");
    expect(pdf.text).toContain("ABC Repairs LLC, of 456 Oak Avenue, Hialeah, FL 33010, for $4,450.50");
  });

  it("serves it inline for viewing with ?inline=1, with a UTF-8 file name and an ASCII fallback", async () => {
    const created = await create(maria, { title: "Demanda – José Núñez/2026" });
    const response = await maria.request({ method: "GET", url: `/api/documents/${created.id}/download?inline=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      "inline; filename=\"Demanda _ Jose Nunez-2026.pdf\"; " +
        "filename*=UTF-8''Demanda%20%E2%80%93%20Jos%C3%A9%20N%C3%BA%C3%B1ez-2026.pdf",
    );
  });

  it("answers 404 for another user's document and a malformed id, 401 when signed out", async () => {
    const created = await create(maria);
    expect((await other.request({ method: "GET", url: `/api/documents/${created.id}/download` })).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: "/api/documents/x/download" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/documents/${created.id}/download` })).statusCode).toBe(401);
  });

  it("answers 422, not 500, when stored answers no longer fit the kind's form", async () => {
    const [row] = await t.db
      .insert(documents)
      .values({
        userId: maria.user.id,
        title: "Old",
        type: "complaint",
        kind: "small_claims_statement",
        templateData: { plaintiff_name: "Only a name" },
      })
      .returning({ id: documents.id });
    const response = await maria.request({ method: "GET", url: `/api/documents/${row!.id}/download` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "This document was made with an older version of its form. Please create it again.",
    });
  });
});
