import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "./sample-answers";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

async function paper(as: SignedIn, kind: "debt_validation_letter" | "living_will", title: string) {
  const response = await as.request({
    method: "POST",
    url: "/api/documents",
    payload: {
      title,
      type: kind,
      kind,
      format: "pdf",
      templateData: SAMPLE_ANSWERS[kind],
      newCase: { title: `${title} case`, type: kind === "living_will" ? "living_will" : "debt_defense", description: "" },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; caseId: string };
}

const choicesOf = async (as: SignedIn, kind: string) => {
  const response = await as.request({ method: "GET", url: `/api/case-choices/${kind}` });
  return { status: response.statusCode, body: response.json() };
};

describe("where a new paper may go", () => {
  it("offers her open cases of the paper's module, newest first, with their papers' answers", async () => {
    const first = await paper(maria, "debt_validation_letter", "Validation letter");
    const second = await paper(maria, "debt_validation_letter", "Second letter");
    await paper(maria, "living_will", "Living will");
    await paper(other, "debt_validation_letter", "Not hers");
    await maria.request({ method: "PATCH", url: `/api/cases/${first.caseId}`, payload: { status: "resolved" } });

    const { status, body } = await choicesOf(maria, "debt_answer");
    expect(status).toBe(200);
    expect(body.map((item: { id: string }) => item.id)).toEqual([second.caseId]);
    expect(body[0].papers).toEqual([
      expect.objectContaining({
        id: second.id,
        kind: "debt_validation_letter",
        version: 1,
        templateData: expect.objectContaining({ sender_name: expect.any(String) }),
      }),
    ]);
  });

  it("answers an empty list when she has none, and 404 for a kind the catalog does not have", async () => {
    expect((await choicesOf(other, "durable_power_of_attorney")).body).toEqual([]);
    expect((await choicesOf(maria, "no_such_kind")).status).toBe(404);
  });
});
