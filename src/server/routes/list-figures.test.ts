/** A long list's figures cover all of her items, whatever page her screen has loaded. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases, documents } from "../db/schema";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONTH_START = "2026-03-01T00:00:00-05:00";

async function figures(user: SignedIn, url: string) {
  const response = await user.request({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/documents/figures", () => {
  it("counts all her documents, those since the month began, their cases and their types; not another person's", async () => {
    const maria = await signUp(t);
    const other = await signUp(t);
    const [first, second] = await t.db
      .insert(cases)
      .values([
        { userId: maria.user.id, title: "Deposit", type: "security_deposit", status: "draft" },
        { userId: maria.user.id, title: "Claim", type: "small_claims", status: "draft" },
      ])
      .returning();
    const paper = (caseId: string | null, type: string, createdAt: string) => ({
      userId: maria.user.id,
      caseId,
      title: `A ${type}`,
      type,
      kind: "generated",
      templateData: {},
      createdAt: new Date(createdAt),
    });
    await t.db
      .insert(documents)
      .values([
        paper(first!.id, "demand_letter", "2026-03-01T05:00:00Z"),
        paper(first!.id, "demand_letter", "2026-03-20T12:00:00Z"),
        paper(second!.id, "complaint", "2026-02-28T12:00:00Z"),
        paper(null, "notice", "2026-01-02T12:00:00Z"),
        { ...paper(null, "notice", "2026-03-05T12:00:00Z"), userId: other.user.id },
      ]);

    const url = `/api/documents/figures?monthStart=${encodeURIComponent(MONTH_START)}`;
    expect(await figures(maria, url)).toEqual({ total: 4, thisMonth: 2, casesWithDocuments: 2, documentTypes: 3 });
    expect(await figures(other, url)).toEqual({ total: 1, thisMonth: 1, casesWithDocuments: 0, documentTypes: 1 });
  });

  it("refuses a month start that is not a date-time, and answers 401 when signed out", async () => {
    const maria = await signUp(t);
    expect((await maria.request({ method: "GET", url: "/api/documents/figures?monthStart=March" })).statusCode).toBe(400);
    expect((await maria.request({ method: "GET", url: "/api/documents/figures" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/documents/figures?monthStart=${MONTH_START}` })).statusCode).toBe(401);
  });
});

describe("GET /api/cases/figures", () => {
  it("counts every case of hers by the tabs' status groups", async () => {
    const maria = await signUp(t);
    const other = await signUp(t);
    const statuses = ["draft", "draft", "in_progress", "filed", "completed", "resolved", "resolved"];
    await t.db
      .insert(cases)
      .values([
        ...statuses.map((status, i) => ({ userId: maria.user.id, title: `Case ${i}`, type: "small_claims", status })),
        { userId: other.user.id, title: "Not hers", type: "small_claims", status: "draft" },
      ]);
    expect(await figures(maria, "/api/cases/figures")).toEqual({ all: 7, drafts: 2, active: 2, completed: 3 });
    expect((await t.app.inject({ method: "GET", url: "/api/cases/figures" })).statusCode).toBe(401);
  });
});
