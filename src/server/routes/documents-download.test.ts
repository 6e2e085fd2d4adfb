import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { documents } from "../db/schema";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { readPdf } from "../test-support/pdf-text";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

async function create(as: SignedIn, title: string): Promise<DocumentJson> {
  const response = await as.request({
    method: "POST",
    url: "/api/documents",
    payload: { title, type: "small_claims", format: "pdf", templateData: SAMPLE_ANSWERS.small_claims_statement },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("GET /api/documents/:id/download", () => {
  it("renders the PDF as an attachment named after the title", async () => {
    const created = await create(maria, "Roof claim v. ABC");
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
    const created = await create(maria, "Demanda – José Núñez/2026");
    const response = await maria.request({ method: "GET", url: `/api/documents/${created.id}/download?inline=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      'inline; filename="Demanda _ Jose Nunez-2026.pdf"; ' +
        "filename*=UTF-8''Demanda%20%E2%80%93%20Jos%C3%A9%20N%C3%BA%C3%B1ez-2026.pdf",
    );
  });

  it("answers 404 for another user's document and a malformed id, 401 when signed out", async () => {
    const created = await create(maria, "Statement of Claim");
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
