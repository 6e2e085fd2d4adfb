import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallClaimsStatementExamples } from "@shared/documents/examples/small-claims-statement";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { predictions, users } from "../db/schema";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const MISSING = "Missing Information: Please select case type and county";
const simple = { caseType: "small_claims", county: "Orange", caseDetails: { description: "Unpaid loan", evidence: "yes" } };

async function create(as: SignedIn, body: Record<string, unknown> = simple): Promise<PredictionJson> {
  const response = await as.request({ method: "POST", url: "/api/predictions", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createRoofCase(as: SignedIn): Promise<string> {
  const response = await as.request({
    method: "POST",
    url: "/api/cases",
    payload: { title: "Roof", type: "small_claims", county: "Miami-Dade", formData: smallClaimsStatementExamples.roofRepair },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe("POST /api/predictions", () => {
  it("answers with the prediction, its factors and the reasons for each number", async () => {
    const created = await create(maria);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      caseId: null,
      caseType: "small_claims",
      county: "Orange",
      caseDetails: { description: "Unpaid loan", evidence: "yes" },
      successProbability: 60,
      confidenceLevel: "low",
      dataPoints: 1,
      settlementRange: null,
      side: "claimant",
    });
    expect(created.factors.find((factor) => factor.id === "evidence")).toMatchObject({ state: "yes", points: 10 });
    expect(created.strengths).toEqual([expect.objectContaining({ key: "factors.evidence.claimant.yes" })]);
    expect(created.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("M5: keeps the spec's fields in their ranges, and H3: gives an eviction no small-claims timetable", async () => {
    const eviction = await create(maria, {
      caseType: "landlord_tenant",
      county: "Orange",
      caseDetails: { amountInDispute: 2900, evidence: "yes", rentDeposited: "no" },
    });
    const debt = await create(maria, {
      caseType: "debt_collection",
      county: "Orange",
      caseDetails: { amountInDispute: 5000, eventDate: "2015-01-15", claimKind: "oral_or_account", federalStudentLoan: "yes" },
    });
    for (const created of [await create(maria), eviction, debt]) {
      expect(created.successProbability).toBeGreaterThanOrEqual(0);
      expect(created.successProbability).toBeLessThanOrEqual(100);
      expect(["high", "medium", "low"]).toContain(created.confidenceLevel);
      if (created.settlementRange) {
        expect(created.settlementRange.min).toBeLessThanOrEqual(created.settlementRange.likely);
        expect(created.settlementRange.likely).toBeLessThanOrEqual(created.settlementRange.max);
      }
    }
    expect(eviction).toMatchObject({ durationRule: "eviction", estimatedDuration: 5, successProbability: 5 });
    expect(eviction.warnings.map((warning) => warning.key)).toEqual(["factors.rentDeposited.defending.no"]);
    expect(debt.factors.find((factor) => factor.id === "timeLimit")).toMatchObject({ state: "federalStudentLoan", points: 0 });
  });

  it("answers 400 with the spec's message when the case type or county is missing or unknown", async () => {
    for (const body of [
      {},
      { caseType: "small_claims" },
      { county: "Orange" },
      { caseType: "divorce", county: "Orange" },
      { caseType: "small_claims", county: "Atlantis" },
    ]) {
      const response = await maria.request({ method: "POST", url: "/api/predictions", payload: body });
      expect(response.statusCode).toBe(400);
      const errors = response.json().fieldErrors as Record<string, string[]>;
      expect(Object.values(errors).flat()).toContain(MISSING);
    }
  });

  it("answers 400 naming each bad detail", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/predictions",
      payload: { ...simple, caseDetails: { amountInDispute: -5, eventDate: "2026-02-30", evidence: "maybe", extra: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(
      ["caseDetails", "caseDetails.amountInDispute", "caseDetails.eventDate", "caseDetails.evidence"].sort(),
    );
    const badCase = await maria.request({ method: "POST", url: "/api/predictions", payload: { ...simple, caseId: "nope" } });
    expect(badCase.statusCode).toBe(400);
    expect(Object.keys(badCase.json().fieldErrors)).toEqual(["caseId"]);
  });

  it("reads the case's wizard answers for details the form left out", async () => {
    const caseId = await createRoofCase(maria);
    const created = await create(maria, {
      caseType: "small_claims",
      county: "Miami-Dade",
      caseId,
      caseDetails: { demandSent: "yes" },
    });
    expect(created.caseId).toBe(caseId);
    expect(created.caseDetails).toMatchObject({
      amountInDispute: 4450.5,
      evidence: "yes",
      writtenAgreement: "yes",
      demandSent: "yes",
    });
    expect(created.dataPoints).toBe(5);
    expect(created.confidenceLevel).toBe("high");
    expect(created.settlementRange).not.toBeNull();
  });

  it("answers 404 for another person's case", async () => {
    const caseId = await createRoofCase(other);
    const response = await maria.request({ method: "POST", url: "/api/predictions", payload: { ...simple, caseId } });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(predictions).where(eq(predictions.caseId, caseId))).toEqual([]);
  });
});

describe("GET /api/predictions", () => {
  it("lists only the person's own predictions, newest first", async () => {
    const someone = await signUp(t);
    const first = await create(someone);
    const second = await create(someone, { ...simple, caseType: "debt_collection" });
    await create(other);
    const response = await someone.request({ method: "GET", url: "/api/predictions" });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PredictionJson[]).map((row) => row.id)).toEqual([second.id, first.id]);
  });
});

describe("GET /api/predictions/case/:caseId", () => {
  it("lists the predictions of that case only", async () => {
    const caseId = await createRoofCase(maria);
    const linked = await create(maria, { ...simple, caseId });
    await create(maria);
    const response = await maria.request({ method: "GET", url: `/api/predictions/case/${caseId}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PredictionJson[]).map((row) => row.id)).toEqual([linked.id]);
  });

  it("answers 404 for another person's case or an id that is not a case", async () => {
    const caseId = await createRoofCase(maria);
    await create(maria, { ...simple, caseId });
    for (const url of [`/api/predictions/case/${caseId}`, "/api/predictions/case/not-a-uuid"]) {
      expect((await other.request({ method: "GET", url })).statusCode).toBe(404);
    }
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/predictions" });
    expect(response.statusCode).toBe(401);
  });
});

describe("predictions and their owners", () => {
  it("keeps a prediction, unlinked, when its case is deleted, and removes it with its owner", async () => {
    const someone = await signUp(t);
    const caseId = await createRoofCase(someone);
    const created = await create(someone, { ...simple, caseId });
    expect((await someone.request({ method: "DELETE", url: `/api/cases/${caseId}` })).statusCode).toBe(204);
    const [kept] = await t.db.select().from(predictions).where(eq(predictions.id, created.id));
    expect(kept?.caseId).toBeNull();
    await t.db.delete(users).where(eq(users.id, someone.user.id));
    expect(await t.db.select().from(predictions).where(eq(predictions.id, created.id))).toEqual([]);
  });
});
