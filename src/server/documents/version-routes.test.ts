import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "./sample-answers";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";
import { documentVersions } from "../db/schema";
import { MAX_VERSIONS_PER_DOCUMENT } from "./version-routes";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const answers = SAMPLE_ANSWERS.small_claims_statement as Record<string, unknown>;

async function newPaper(as: SignedIn): Promise<{ id: string; caseId: string }> {
  const response = await as.request({
    method: "POST",
    url: "/api/documents",
    payload: {
      title: "Statement of Claim",
      type: "small_claims",
      kind: "small_claims_statement",
      format: "pdf",
      templateData: answers,
      newCase: { title: "Roof v. ABC", type: "small_claims", description: "" },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const regenerate = (as: SignedIn, id: string, templateData: Record<string, unknown>, title = "Statement of Claim") =>
  as.request({ method: "POST", url: `/api/documents/${id}/versions`, payload: { title, templateData } });

describe("generating a paper again", () => {
  it("replaces its current version, keeps the one before listed and downloadable, and lists the paper once", async () => {
    const paper = await newPaper(maria);
    const fixed = { ...answers, claim_amount: 4321 };
    const response = await regenerate(maria, paper.id, fixed, "Statement of Claim (fixed)");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: paper.id, caseId: paper.caseId, title: "Statement of Claim (fixed)" });
    expect(response.json().templateData.claim_amount).toBe(4321);

    const versions = (await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions` })).json();
    expect(versions.current).toBe(2);
    expect(versions.earlier).toEqual([{ number: 1, title: "Statement of Claim", createdAt: expect.any(String) }]);

    const list = (await maria.request({ method: "GET", url: "/api/documents" })).json() as { id: string }[];
    expect(list.filter((item) => item.id === paper.id)).toHaveLength(1);
    const cases = (await maria.request({ method: "GET", url: "/api/cases" })).json() as { id: string }[];
    expect(cases.filter((item) => item.id === paper.caseId)).toHaveLength(1);

    const earlier = await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions/1/download` });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.headers["content-type"]).toBe("application/pdf");
    expect(earlier.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(earlier.headers["content-disposition"]).toContain("Statement of Claim.pdf");
    const current = await maria.request({ method: "GET", url: `/api/documents/${paper.id}/download` });
    expect(current.headers["content-disposition"]).toContain("Statement of Claim (fixed).pdf");
  });

  it("answers 404 for another person's paper, and changes nothing of hers", async () => {
    const paper = await newPaper(maria);
    expect((await regenerate(other, paper.id, answers)).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: `/api/documents/${paper.id}/versions` })).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: `/api/documents/${paper.id}/versions/1/download` })).statusCode).toBe(404);
    const versions = (await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions` })).json();
    expect(versions).toEqual({ current: 1, earlier: [] });
  });

  it("answers 404 for a version the paper does not have", async () => {
    const paper = await newPaper(maria);
    expect((await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions/1/download` })).statusCode).toBe(404);
    expect((await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions/x/download` })).statusCode).toBe(404);
  });

  it("refuses bad answers with the field's message and keeps the current version", async () => {
    const paper = await newPaper(maria);
    const response = await regenerate(maria, paper.id, { ...answers, claim_amount: "lots" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty("claim_amount");
    const versions = (await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions` })).json();
    expect(versions.current).toBe(1);
  });

  it(`refuses a version past ${MAX_VERSIONS_PER_DOCUMENT} with a clear 409`, async () => {
    const paper = await newPaper(maria);
    await t.db.execute(sql`UPDATE documents SET version = ${MAX_VERSIONS_PER_DOCUMENT} WHERE id = ${paper.id}`);
    const response = await regenerate(maria, paper.id, answers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`${MAX_VERSIONS_PER_DOCUMENT} versions`);
  });

  it("goes with the paper when it is deleted", async () => {
    const paper = await newPaper(maria);
    await regenerate(maria, paper.id, answers);
    expect((await maria.request({ method: "DELETE", url: `/api/documents/${paper.id}` })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `/api/documents/${paper.id}/versions` })).statusCode).toBe(404);
    const left = await t.db
      .select({ number: documentVersions.number })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, paper.id));
    expect(left).toEqual([]);
  });
});
