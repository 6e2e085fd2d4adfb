import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import type { AutofillJson, SystemTemplateJson, UserTemplateJson } from "@shared/templates/template-schemas";
import { eq } from "drizzle-orm";
import { users, userTemplates } from "../db/schema";
import { downloadPdf } from "../test-support/download-pdf";
import { createTestAppWithTwoUsers, signUp, type SignedIn, type TestApp } from "../test-support/test-app";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const repairLetter = {
  name: "Repair request",
  type: "notice",
  category: "landlord_tenant",
  description: "Asks the landlord to fix things",
  template: "Dear {{ landlord_name }},\n\nPlease repair: {{repair_details}}\n\nSincerely,\n{{your_name}}\n{{landlord_name}}",
  variables: [{ name: "repair_details", type: "text", required: true, description: "What is broken", defaultValue: "" }],
  tags: ["repairs"],
};

async function createTemplate(as: SignedIn, body: Record<string, unknown> = repairLetter): Promise<UserTemplateJson> {
  const response = await as.request({ method: "POST", url: "/api/user-templates", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const use = (as: SignedIn, id: string, payload: Record<string, unknown>) =>
  as.request({ method: "POST", url: `/api/user-templates/${id}/use`, payload });

describe("POST /api/user-templates", () => {
  it("creates a template whose variables are its placeholders, keeping what was said about them", async () => {
    const created = await createTemplate(maria);
    expect(created).toMatchObject({
      name: "Repair request",
      type: "notice",
      category: "landlord_tenant",
      tags: ["repairs"],
      usageCount: 0,
    });
    expect(created.variables).toEqual([
      { name: "landlord_name", type: "text", required: true, description: "", defaultValue: "" },
      { name: "repair_details", type: "text", required: true, description: "What is broken", defaultValue: "" },
      { name: "your_name", type: "text", required: true, description: "", defaultValue: "" },
    ]);
  });

  it("refuses missing required fields with field errors", async () => {
    const response = await maria.request({ method: "POST", url: "/api/user-templates", payload: { name: " ", template: "" } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(expect.arrayContaining(["name", "type", "category", "template"]));
  });

  it("refuses a template of more than 50,000 characters or 200 variables with a clear message", async () => {
    const long = await maria.request({
      method: "POST",
      url: "/api/user-templates",
      payload: { ...repairLetter, template: "a".repeat(50_001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      "template: A template can be at most 50000 characters long. Please shorten it or split it into two templates.",
    );
    const many = Array.from({ length: 201 }, (_, index) => `{{v${index}}}`).join(" ");
    const crowded = await maria.request({
      method: "POST",
      url: "/api/user-templates",
      payload: { ...repairLetter, template: many },
    });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toContain("at most 200 variables");
    const enough = Array.from({ length: 200 }, (_, index) => `{{v${index}}}`).join(" ");
    expect(
      (
        await maria.request({
          method: "POST",
          url: "/api/user-templates",
          payload: { ...repairLetter, template: enough, variables: [] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it("refuses an unknown type, category or variable type", async () => {
    for (const change of [{ type: "poem" }, { category: "space" }, { variables: [{ name: "x", type: "color" }] }]) {
      const response = await maria.request({
        method: "POST",
        url: "/api/user-templates",
        payload: { ...repairLetter, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });
});

describe("templates belong to their owner", () => {
  it("lists, updates and deletes only the owner's templates", async () => {
    const created = await createTemplate(maria);
    const theirs: UserTemplateJson[] = (await other.request({ method: "GET", url: "/api/user-templates" })).json();
    expect(theirs.map((row) => row.id)).not.toContain(created.id);
    const url = `/api/user-templates/${created.id}`;
    expect((await other.request({ method: "PUT", url, payload: repairLetter })).statusCode).toBe(404);
    expect((await other.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect((await use(other, created.id, { variables: {} })).statusCode).toBe(404);
    expect(
      (await other.request({ method: "POST", url: "/api/templates/autofill", payload: { templateId: created.id } })).statusCode,
    ).toBe(404);
    expect((await maria.request({ method: "PUT", url: "/api/user-templates/not-an-id", payload: repairLetter })).statusCode).toBe(
      404,
    );

    const updated = await maria.request({
      method: "PUT",
      url,
      payload: { ...repairLetter, name: "Repairs, second try", template: "Hi {{name}}" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Repairs, second try", variables: [{ name: "name" }] });
    expect((await maria.request({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url })).statusCode).toBe(404);
  });

  it("asks for a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user-templates" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/templates" })).statusCode).toBe(401);
  });
});

describe("POST /api/user-templates/{id}/use", () => {
  it("makes a PDF document with the values as text, and counts the use", async () => {
    const created = await createTemplate(maria);
    const response = await use(maria, created.id, {
      variables: {
        landlord_name: "Sunny Rentals",
        repair_details: "<b>The air conditioner</b> {{your_name}}",
        your_name: "Maria Lopez",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body: { document: DocumentJson; usageCount: number } = response.json();
    expect(body.usageCount).toBe(1);
    expect(body.document).toMatchObject({ title: "Repair request", type: "notice", format: "pdf", caseId: null });

    const listed: DocumentJson[] = (await maria.request({ method: "GET", url: "/api/documents" })).json();
    expect(listed.map((row) => row.id)).toContain(body.document.id);
    const templates: UserTemplateJson[] = (await maria.request({ method: "GET", url: "/api/user-templates" })).json();
    expect(templates.find((row) => row.id === created.id)?.usageCount).toBe(1);

    const pdf = await downloadPdf(maria, body.document.id);
    expect(pdf.title).toBe("Repair request");
    expect(pdf.text).toContain("Dear Sunny Rentals,");
    expect(pdf.text).toContain("Please repair: <b>The air conditioner</b> {{your_name}}");
    expect(pdf.text).toContain("Maria Lopez Sunny Rentals");

    expect(
      (await use(maria, created.id, { variables: { landlord_name: "A", repair_details: "B", your_name: "C" } })).json()
        .usageCount,
    ).toBe(2);
  });

  it("refuses missing variables with the spec's message and does not count the use", async () => {
    const created = await createTemplate(maria);
    const response = await use(maria, created.id, { variables: { landlord_name: "Sunny Rentals", your_name: "  " } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Missing Variables: Please fill in all variables: repair_details, your_name");
    expect((await maria.request({ method: "GET", url: `/api/user-templates/${created.id}` })).json().usageCount).toBe(0);
  });

  it("files the document under the person's own case only", async () => {
    const created = await createTemplate(maria);
    const theirCase = await other.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "Theirs", type: "landlord_tenant" },
    });
    const variables = { landlord_name: "A", repair_details: "B", your_name: "C" };
    expect((await use(maria, created.id, { variables, caseId: theirCase.json().id })).statusCode).toBe(404);
    const mine = await maria.request({ method: "POST", url: "/api/cases", payload: { title: "Mine", type: "landlord_tenant" } });
    const response = await use(maria, created.id, { variables, caseId: mine.json().id });
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toMatchObject({ caseId: mine.json().id, caseTitle: "Mine" });
  });
});

describe("GET /api/templates", () => {
  it("lists the starting letters, each usable as a copy", async () => {
    const system: SystemTemplateJson[] = (await maria.request({ method: "GET", url: "/api/templates" })).json();
    expect(system.length).toBeGreaterThanOrEqual(8);
    const repairs = system.find((template) => template.id === "system-repair-request-seven-day-notice");
    expect(repairs?.template).toContain("(Fla. Stat. § 83.51)");
    expect(repairs?.template).not.toContain("{{cite:");
    expect(repairs?.variables.map((variable) => variable.name)).toContain("repair_details");
    const { id: _id, ...copy } = repairs!;
    expect((await maria.request({ method: "POST", url: "/api/user-templates", payload: copy })).statusCode).toBe(201);
  });
});

describe("GET /api/templates in Spanish", () => {
  it("gives the names, descriptions and tags in Spanish and the letters themselves in English", async () => {
    const english: SystemTemplateJson[] = (await maria.request({ method: "GET", url: "/api/templates" })).json();
    const response = await maria.request({
      method: "GET",
      url: "/api/templates",
      headers: { cookie: `${maria.cookie}; lang=es` },
    });
    expect(response.statusCode).toBe(200);
    const spanish: SystemTemplateJson[] = response.json();
    expect(spanish.map((template) => template.id).sort()).toEqual(english.map((template) => template.id).sort());
    const deposit = spanish.find((template) => template.id === "system-deposit-return-request")!;
    const depositInEnglish = english.find((template) => template.id === "system-deposit-return-request")!;
    expect(deposit.name).toBe("Pedido de devolución del depósito de seguridad");
    expect(deposit.description).toContain("arrendador");
    expect(deposit.tags).toContain("depósito");
    expect(deposit).toMatchObject({
      type: depositInEnglish.type,
      category: depositInEnglish.category,
      template: depositInEnglish.template,
      variables: depositInEnglish.variables,
    });
    expect(deposit.template).toContain("Dear {{landlord_name}}");
    // Sorted by the Spanish names.
    const names = spanish.map((template) => template.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es")));
    // The browser's Accept-Language counts too; English stays English.
    const accepted = await maria.request({
      method: "GET",
      url: "/api/templates",
      headers: { "accept-language": "es-US,es;q=0.9" },
    });
    expect(accepted.json().map((template: SystemTemplateJson) => template.name)).toEqual(names);
    expect(english.find((template) => template.id === "system-deposit-return-request")?.name).toBe(
      "Request for return of a security deposit",
    );
  });
});

describe("POST /api/templates/autofill", () => {
  it("fills variables from the case's fields, its wizard answers and the profile, saying which", async () => {
    const created = await createTemplate(maria, {
      ...repairLetter,
      template: "{{landlord_name}} {{Case Number}} {{county}} {{your_name}} {{repair_details}}",
    });
    const found = await maria.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "AC out", type: "landlord_tenant", county: "Orange", formData: { landlord_name: "Sunny Rentals" } },
    });
    await maria.request({ method: "PATCH", url: `/api/cases/${found.json().id}`, payload: { caseNumber: "2026-CC-12" } });
    const response = await maria.request({
      method: "POST",
      url: "/api/templates/autofill",
      payload: { templateId: created.id, caseId: found.json().id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: AutofillJson = response.json();
    expect(body.autoFillValues).toEqual({
      landlord_name: "Sunny Rentals",
      "Case Number": "2026-CC-12",
      county: "Orange",
      your_name: "Maria Lopez",
    });
    expect(body.filled).toEqual(["landlord_name", "Case Number", "county", "your_name"]);
  });

  it("works on a system template, and refuses another person's case or an unknown template", async () => {
    const response = await maria.request({
      method: "POST",
      url: "/api/templates/autofill",
      payload: { templateId: "system-records-request" },
    });
    expect(response.json().autoFillValues).toMatchObject({ your_name: "Maria Lopez" });
    const theirCase = await other.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "Theirs", type: "landlord_tenant" },
    });
    const payload = { templateId: "system-records-request", caseId: theirCase.json().id };
    expect((await maria.request({ method: "POST", url: "/api/templates/autofill", payload })).statusCode).toBe(404);
    expect(
      (await maria.request({ method: "POST", url: "/api/templates/autofill", payload: { templateId: "nope" } })).statusCode,
    ).toBe(404);
    expect((await maria.request({ method: "POST", url: "/api/templates/autofill", payload: {} })).statusCode).toBe(400);
  });
});

describe("deleting a user", () => {
  it("deletes their templates with them", async () => {
    const leaving = await signUp(t);
    const created = await createTemplate(leaving);
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await t.db.select().from(userTemplates).where(eq(userTemplates.id, created.id))).toEqual([]);
  });
});
