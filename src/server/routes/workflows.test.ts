import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKFLOW_EXAMPLES } from "@shared/workflows/examples";
import { findWorkflowDefinition } from "@shared/workflows/registry";
import { toKindAnswers } from "@shared/workflows/workflow-data";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import type { WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { users, workflows } from "../db/schema";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const smallClaims = findWorkflowDefinition("small_claims")!;

async function start(as: SignedIn, workflowType = "small_claims"): Promise<WorkflowJson> {
  const definition = findWorkflowDefinition(workflowType)!;
  const response = await as.request({
    method: "POST",
    url: "/api/workflows",
    payload: {
      workflowType,
      title: "Small Claims Court Filing",
      description: "",
      totalSteps: definition.steps.length,
      currentStep: 0,
      data: {},
      completedSteps: [],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const save = (as: SignedIn, id: string, payload: Record<string, unknown>) =>
  as.request({ method: "PUT", url: `/api/workflows/${id}`, payload });

async function generate(as: SignedIn, workflowType: string, data: Record<string, unknown>): Promise<string> {
  const definition = findWorkflowDefinition(workflowType)!;
  const response = await as.request({
    method: "POST",
    url: "/api/documents",
    payload: {
      title: "Doc",
      type: definition.kind,
      kind: definition.kind,
      format: "pdf",
      templateData: toKindAnswers(definition, data),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe("GET /api/workflows/templates", () => {
  it("serves every template with its words, fields, fee table and review", async () => {
    const response = await maria.request({ method: "GET", url: "/api/workflows/templates" });
    expect(response.statusCode).toBe(200);
    const definitions: WorkflowDefinitionJson[] = response.json();
    const claims = definitions.find((entry) => entry.type === "small_claims")!;
    expect(claims).toMatchObject({
      name: "Small Claims Court Filing",
      estimatedTime: 45,
      difficulty: "moderate",
      kind: "small_claims_statement",
      filingFee: Math.min(...SMALL_CLAIMS.filingFeeTiers.value.map((tier) => tier.feeDollars)),
      requiredDocuments: ["Statement of Claim", "Summons", "Notice of Pre-Trial Conference"],
    });
    const first = claims.steps[0]!;
    expect("fields" in first && first.fields.find((field) => field.name === "caseType")).toMatchObject({
      label: "Type of case",
      optionLabels: { money_owed: "Money Owed", breach_of_contract: "Breach of Contract" },
    });
    expect(claims.steps.at(-1)).toMatchObject({ type: "review", warning: expect.stringContaining("starting over") });
    expect(definitions.map((entry) => entry.type)).toEqual(expect.arrayContaining(["eviction_notice", "demand_letter"]));
    // A field that fills a kind's field has the kind's words.
    const demand = definitions.find((entry) => entry.type === "demand_letter")!;
    const demandStep = demand.steps[2]!;
    expect("fields" in demandStep && demandStep.fields.find((field) => field.name === "demandType")?.label).toBe(
      "What do you want them to do?",
    );
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/workflows/templates" })).statusCode).toBe(401);
  });
});

describe("workflow save, resume and complete", () => {
  it("creates at step 0, saves each step, resumes where she left off, and completes with the document", async () => {
    const created = await start(maria);
    expect(created).toMatchObject({
      workflowType: "small_claims",
      currentStep: 0,
      data: {},
      completedSteps: [],
      status: "in_progress",
      totalSteps: smallClaims.steps.length,
      version: 1,
    });

    const example = WORKFLOW_EXAMPLES.small_claims!;
    const stepOne = {
      claimAmount: example.claimAmount,
      caseType: example.caseType,
      incidentDate: example.incidentDate,
      county: example.county,
    };
    const saved = await save(maria, created.id, { currentStep: 1, data: stepOne, completedSteps: [0], version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currentStep: 1, completedSteps: [0], version: 2, data: stepOne });

    const list: WorkflowJson[] = (await maria.request({ method: "GET", url: "/api/workflows" })).json();
    expect(list.find((entry) => entry.id === created.id)).toMatchObject({ currentStep: 1, completedSteps: [0], data: stepOne });

    // Generating before every required answer is there is refused, with each missing field named.
    const early = await maria.request({
      method: "POST",
      url: `/api/workflows/${created.id}/complete`,
      payload: { documentId: await generate(maria, "small_claims", example) },
    });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().fieldErrors)).toEqual(expect.arrayContaining(["plaintiffName", "caseDescription"]));

    const last = smallClaims.steps.length - 1;
    const all = await save(maria, created.id, { currentStep: last, data: example, completedSteps: [0, 1, 2, 3, 4], version: 2 });
    expect(all.statusCode, all.body).toBe(200);
    const documentId = await generate(maria, "small_claims", example);
    const done = await maria.request({ method: "POST", url: `/api/workflows/${created.id}/complete`, payload: { documentId } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", documentId, currentStep: last });

    expect((await save(maria, created.id, { currentStep: 0, data: {}, completedSteps: [] })).statusCode).toBe(409);
    expect(
      (await maria.request({ method: "POST", url: `/api/workflows/${created.id}/complete`, payload: { documentId } })).statusCode,
    ).toBe(409);
  });

  it("refuses a save from a stale tab with a clear message instead of losing the other tab's step", async () => {
    const created = await start(maria);
    const tabA = await save(maria, created.id, {
      currentStep: 1,
      data: { plaintiffName: "Maria Lopez" },
      completedSteps: [0],
      version: 1,
    });
    expect(tabA.statusCode).toBe(200);
    const tabB = await save(maria, created.id, { currentStep: 1, data: { claimAmount: "100" }, completedSteps: [0], version: 1 });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json().message).toMatch(/another tab or device/);
    const stored = (await maria.request({ method: "GET", url: `/api/workflows/${created.id}` })).json();
    expect(stored.data).toEqual({ plaintiffName: "Maria Lopez" });
  });

  it("deletes a workflow", async () => {
    const created = await start(maria, "demand_letter");
    expect((await maria.request({ method: "DELETE", url: `/api/workflows/${created.id}` })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `/api/workflows/${created.id}` })).statusCode).toBe(404);
  });
});

describe("workflow validation", () => {
  it.each([
    [{ workflowType: "divorce" }, "workflowType"],
    [{ workflowType: "small_claims", totalSteps: 3 }, "totalSteps"],
    [{ workflowType: "small_claims", currentStep: 99 }, "currentStep"],
    [{ workflowType: "small_claims", currentStep: -1 }, "currentStep"],
    [{ workflowType: "small_claims", data: { claimAmount: 9000 } }, "claimAmount"],
    [{ workflowType: "small_claims", data: { caseType: "divorce" } }, "caseType"],
    [{ workflowType: "small_claims", data: { nickname: "x" } }, "data.nickname"],
    [{ workflowType: "small_claims", data: { plaintiffName: "a\u0000b" } }, "plaintiffName"],
    [{ workflowType: "small_claims", data: [1, 2] }, "data"],
    [{ workflowType: "small_claims", completedSteps: "all" }, "completedSteps"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const response = await maria.request({ method: "POST", url: "/api/workflows", payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
  });

  it("accepts a half-written description while saving", async () => {
    const created = await start(maria);
    const response = await save(maria, created.id, {
      currentStep: 3,
      data: { caseDescription: "Started writing" },
      completedSteps: [0, 1, 2],
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses to complete with a document that is not hers", async () => {
    const created = await start(maria, "demand_letter");
    const example = WORKFLOW_EXAMPLES.demand_letter!;
    await save(maria, created.id, { currentStep: 4, data: example, completedSteps: [0, 1, 2, 3] });
    const theirs = await generate(other, "demand_letter", example);
    const response = await maria.request({
      method: "POST",
      url: `/api/workflows/${created.id}/complete`,
      payload: { documentId: theirs },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["documentId"]);
  });
});

describe("ownership", () => {
  it("answers 404 for another person's workflow on every call", async () => {
    const created = await start(maria);
    const url = `/api/workflows/${created.id}`;
    expect((await other.request({ method: "GET", url })).statusCode).toBe(404);
    expect((await save(other, created.id, { currentStep: 0, data: {}, completedSteps: [] })).statusCode).toBe(404);
    expect((await other.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect(
      (await other.request({ method: "POST", url: `${url}/complete`, payload: { documentId: created.id } })).statusCode,
    ).toBe(404);
    const theirs: WorkflowJson[] = (await other.request({ method: "GET", url: "/api/workflows" })).json();
    expect(theirs.map((entry) => entry.id)).not.toContain(created.id);
    expect((await maria.request({ method: "GET", url })).statusCode).toBe(200);
  });

  it("goes with the account", async () => {
    const leaving = await signUp(t);
    const created = await start(leaving);
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await t.db.select().from(workflows).where(eq(workflows.id, created.id))).toEqual([]);
  });
});
