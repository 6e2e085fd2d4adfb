/** Finishing a wizard: one POST /api/documents makes the case and its document together, or neither. */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { cases, documents } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { MAX_CASES_PER_USER } from "./cases";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statement = SAMPLE_ANSWERS.small_claims_statement;
const NEW_CASE = {
  title: "Lopez v. ABC Repairs",
  type: "small_claims",
  description: "A small claims case.",
  county: "Miami-Dade",
};

const generate = (as: SignedIn, payload: Record<string, unknown> = {}) =>
  as.request({
    method: "POST",
    url: "/api/documents",
    payload: {
      title: "Statement of Claim",
      type: "small_claims",
      kind: "small_claims_statement",
      templateData: statement,
      newCase: NEW_CASE,
      ...payload,
    },
  });

/** What she has stored: her cases and documents, read from the database itself. */
async function stored(as: SignedIn) {
  const [held] = await t.db.select({ count: count() }).from(cases).where(eq(cases.userId, as.user.id));
  const [made] = await t.db.select({ count: count() }).from(documents).where(eq(documents.userId, as.user.id));
  return { cases: held!.count, documents: made!.count };
}

describe("POST /api/documents with a newCase", () => {
  it("makes the case and its document in one request, the case under way", async () => {
    const maria = await signUp(t);
    const response = await generate(maria);
    expect(response.statusCode, response.body).toBe(201);
    const document: DocumentJson = response.json();
    expect(document).toMatchObject({
      title: "Statement of Claim",
      kind: "small_claims_statement",
      caseId: expect.any(String),
      caseTitle: NEW_CASE.title,
    });
    const item = (await maria.request({ method: "GET", url: `/api/cases/${document.caseId}` })).json();
    expect(item).toMatchObject({ ...NEW_CASE, status: "in_progress" });
    expect(await stored(maria)).toEqual({ cases: 1, documents: 1 });
  });

  it("stores the answers once, on the document: the case's formData stays empty", async () => {
    const maria = await signUp(t);
    const document: DocumentJson = (await generate(maria)).json();
    const [row] = await t.db.select({ formData: cases.formData }).from(cases).where(eq(cases.id, document.caseId!));
    expect(row!.formData).toEqual({});
    expect(document.templateData).toMatchObject({ plaintiff_name: "Maria Lopez", county: "miami_dade" });
  });

  it("shows the case with its wizard's answers, read from its document, and the predictor starts from them", async () => {
    const maria = await signUp(t);
    const document: DocumentJson = (await generate(maria)).json();
    const item = (await maria.request({ method: "GET", url: `/api/cases/${document.caseId}` })).json();
    expect(item.formData).toEqual(document.templateData);
    const prediction = await maria.request({
      method: "POST",
      url: "/api/predictions",
      payload: { caseType: "small_claims", county: "Miami-Dade", caseId: document.caseId, caseDetails: {} },
    });
    expect(prediction.statusCode, prediction.body).toBe(201);
    expect(prediction.json().caseDetails).toMatchObject({ amountInDispute: 4450.5 });
  });

  it("leaves no case behind when the answers are refused", async () => {
    const maria = await signUp(t);
    const response = await generate(maria, { templateData: { ...statement, claim_amount: 8001 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ claim_amount: ["Maximum value is 8000"] });
    expect(await stored(maria)).toEqual({ cases: 0, documents: 0 });
  });

  it("keys a bad new case's errors under newCase", async () => {
    const maria = await signUp(t);
    const response = await generate(maria, { newCase: { ...NEW_CASE, title: " ", type: "parking" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      "newCase.title": ["Please give the case a title"],
      "newCase.type": ["Please choose a case type"],
    });
    expect(await stored(maria)).toEqual({ cases: 0, documents: 0 });
  });

  it("rolls the case back when the document cannot be written", async () => {
    const maria = await signUp(t);
    // A constraint of this test's own database makes the document's insert fail after the case's.
    await t.db.execute(sql`alter table documents add constraint test_refuses_doomed check (title <> 'Doomed')`);
    try {
      expect((await generate(maria, { title: "Doomed" })).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table documents drop constraint test_refuses_doomed`);
    }
    expect(await stored(maria)).toEqual({ cases: 0, documents: 0 });
  });

  it(`refuses a case beyond ${MAX_CASES_PER_USER} with a 409, and makes no document`, async () => {
    const maria = await signUp(t);
    await t.db.insert(cases).values(
      Array.from({ length: MAX_CASES_PER_USER }, (_, i) => ({
        userId: maria.user.id,
        title: `Case ${i}`,
        type: "small_claims",
      })),
    );
    const response = await generate(maria);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `You have reached the limit of ${MAX_CASES_PER_USER} cases. Please delete cases you no longer need before adding another.`,
    });
    expect(await stored(maria)).toEqual({ cases: MAX_CASES_PER_USER, documents: 0 });
  });

  it("answers 404 for another person's case, and stores nothing", async () => {
    const maria = await signUp(t);
    const other = await signUp(t);
    const theirs: DocumentJson = (await generate(other)).json();
    const response = await generate(maria, { newCase: undefined, caseId: theirs.caseId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Case not found" });
    expect(await stored(maria)).toEqual({ cases: 0, documents: 0 });
    expect(await stored(other)).toEqual({ cases: 1, documents: 1 });
  });

  it("refuses a newCase together with a caseId with a 400, and stores nothing", async () => {
    const maria = await signUp(t);
    const mine: DocumentJson = (await generate(maria)).json();
    const response = await generate(maria, { caseId: mine.caseId });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ caseId: ["Please choose one of your cases"] });
    expect(await stored(maria)).toEqual({ cases: 1, documents: 1 });
  });
});
