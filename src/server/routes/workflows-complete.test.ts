/**
 * Completing a workflow without naming a document: the server makes the document from the saved answers and marks
 * the workflow completed in one transaction, so a failure leaves neither.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKFLOW_EXAMPLES } from "@shared/workflows/examples";
import { findWorkflowDefinition } from "@shared/workflows/registry";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { documents, workflows } from "../db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { MAX_DOCUMENTS_PER_USER } from "./documents";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demandLetter = findWorkflowDefinition("demand_letter")!;

async function startWith(as: SignedIn, data: Record<string, unknown>): Promise<WorkflowJson> {
  const response = await as.request({ method: "POST", url: "/api/workflows", payload: { workflowType: "demand_letter", data } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const complete = (as: SignedIn, id: string, payload: Record<string, unknown>) =>
  as.request({ method: "POST", url: `/api/workflows/${id}/complete`, payload });

async function documentsOf(as: SignedIn) {
  return t.db.select().from(documents).where(eq(documents.userId, as.user.id));
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.db.select({ status: workflows.status }).from(workflows).where(eq(workflows.id, id));
  return row?.status;
}

describe("POST /api/workflows/:id/complete without a document", () => {
  it("makes the document from the saved answers and completes the workflow with it", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, WORKFLOW_EXAMPLES.demand_letter!);
    const response = await complete(maria, created.id, { title: "Demand Letter - May 4, 2026" });
    expect(response.statusCode, response.body).toBe(200);
    const done: WorkflowJson = response.json();

    const [document] = await documentsOf(maria);
    expect(document).toMatchObject({
      title: "Demand Letter - May 4, 2026",
      kind: demandLetter.kind,
      format: "pdf",
      caseId: null,
    });
    expect(done).toMatchObject({ status: "completed", documentId: document!.id, currentStep: demandLetter.steps.length - 1 });
    const download = await maria.request({ method: "GET", url: `/api/documents/${document!.id}` });
    expect(download.statusCode, download.body).toBe(200);
  });

  it("titles the document with the workflow's title when none is sent", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, WORKFLOW_EXAMPLES.demand_letter!);
    expect((await complete(maria, created.id, {})).statusCode).toBe(200);
    expect((await documentsOf(maria)).map((document) => document.title)).toEqual([created.title]);
  });

  it("leaves the workflow in progress and makes no document when a required answer is missing", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, { yourName: "Maria Lopez" });
    const response = await complete(maria, created.id, { title: "Demand Letter" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).length).toBeGreaterThan(0);
    expect(await statusOf(created.id)).toBe("in_progress");
    expect(await documentsOf(maria)).toEqual([]);
  });

  it("leaves the workflow in progress and makes no document when the title is not one", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, WORKFLOW_EXAMPLES.demand_letter!);
    const response = await complete(maria, created.id, { title: "x".repeat(500) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["title"]);
    expect(await statusOf(created.id)).toBe("in_progress");
    expect(await documentsOf(maria)).toEqual([]);
  });

  it("leaves the workflow in progress and makes no document past the documents one person may keep", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, WORKFLOW_EXAMPLES.demand_letter!);
    await t.db.insert(documents).values(
      Array.from({ length: MAX_DOCUMENTS_PER_USER }, (_, index) => ({
        userId: maria.user.id,
        title: `Letter ${index}`,
        type: "notice",
        kind: demandLetter.kind,
        templateData: {},
      })),
    );
    const response = await complete(maria, created.id, { title: "One too many" });
    expect(response.statusCode).toBe(409);
    expect(await statusOf(created.id)).toBe("in_progress");
    const [held] = await t.db.select({ count: count() }).from(documents).where(eq(documents.userId, maria.user.id));
    expect(held?.count).toBe(MAX_DOCUMENTS_PER_USER);
  });

  it("makes one document when two completions are sent together: the other is refused and keeps none", async () => {
    const maria = await signUp(t);
    const created = await startWith(maria, WORKFLOW_EXAMPLES.demand_letter!);
    const answers = await Promise.all([
      complete(maria, created.id, { title: "First" }),
      complete(maria, created.id, { title: "Second" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = await documentsOf(maria);
    expect(made).toHaveLength(1);
    const [stored] = await t.db.select({ documentId: workflows.documentId }).from(workflows).where(eq(workflows.id, created.id));
    expect(stored?.documentId).toBe(made[0]!.id);
  });
});
