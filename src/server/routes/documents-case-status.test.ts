import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

async function newCase(as: SignedIn): Promise<string> {
  const response = await as.request({
    method: "POST",
    url: "/api/cases",
    payload: { title: "Roof repair", type: "small_claims", description: "", formData: {} },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const statusOf = async (as: SignedIn, id: string) => (await as.request({ method: "GET", url: `/api/cases/${id}` })).json().status;

const generate = (as: SignedIn, caseId: string) =>
  as.request({
    method: "POST",
    url: "/api/documents",
    payload: {
      title: "Statement of Claim",
      type: "small_claims",
      format: "pdf",
      templateData: SAMPLE_ANSWERS.small_claims_statement,
      caseId,
    },
  });

describe("a case's status when its document is made", () => {
  it("moves a draft case to In Progress", async () => {
    const id = await newCase(maria);
    expect(await statusOf(maria, id)).toBe("draft");
    expect((await generate(maria, id)).statusCode).toBe(201);
    expect(await statusOf(maria, id)).toBe("in_progress");
  });

  it("leaves a later status as it is", async () => {
    const id = await newCase(maria);
    await maria.request({ method: "PATCH", url: `/api/cases/${id}`, payload: { status: "filed" } });
    expect((await generate(maria, id)).statusCode).toBe(201);
    expect(await statusOf(maria, id)).toBe("filed");
  });

  it("never touches another person's case", async () => {
    const id = await newCase(maria);
    expect((await generate(other, id)).statusCode).toBe(404);
    expect(await statusOf(maria, id)).toBe("draft");
  });
});
