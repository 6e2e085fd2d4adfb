import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS } from "./documents/sample-answers";
import { downloadPdf } from "./test-support/download-pdf";
import type { PdfContents } from "./test-support/pdf-text";
import { createTestApp, PASSWORD, signUp, uniqueEmail, type TestApp } from "./test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("the language of API answers", () => {
  it("is English by default", async () => {
    expect((await get("/api/cases")).json().message).toBe("Unauthorized");
  });

  it("follows the browser's Accept-Language", async () => {
    expect((await get("/api/cases", { "accept-language": "es-US,es;q=0.9,en;q=0.8" })).json().message).toBe("Sin autorización");
    expect((await get("/api/cases", { "accept-language": "fr-FR,fr;q=0.9" })).json().message).toBe("Unauthorized");
  });

  it("follows the choice in the lang cookie over the browser's", async () => {
    expect((await get("/api/cases", { cookie: "lang=es", "accept-language": "en-US" })).json().message).toBe("Sin autorización");
    expect((await get("/api/cases", { cookie: "lang=en", "accept-language": "es" })).json().message).toBe("Unauthorized");
    // A cookie that names no language is ignored.
    expect((await get("/api/cases", { cookie: "lang=xx", "accept-language": "es" })).json().message).toBe("Sin autorización");
  });

  it("reaches a GET answered after the session lookup waited for the database", async () => {
    const unknownSession = { cookie: "flc_session=no-such-session; lang=es" };
    expect((await get("/api/cases", unknownSession)).json().message).toBe("Sin autorización");
  });

  it("reaches validation messages, which are written after the body is read", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { cookie: "lang=es" },
      payload: { email: "not an address", password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(["Escriba un correo electrónico válido"]);
  });

  it("does not leak between requests answered at the same time", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => get("/api/cases", { cookie: index % 2 ? "lang=es" : "lang=en" })),
    );
    answers.forEach((answer, index) => expect(answer.json().message).toBe(index % 2 ? "Sin autorización" : "Unauthorized"));
  });
});

describe("the account's language", () => {
  it("is kept from sign-up, changed by PATCH /api/user, and refused when it is not one we speak", async () => {
    const maria = await signUp(t, { email: uniqueEmail("idioma"), language: "es" });
    expect(maria.user).toMatchObject({ language: "es" });
    const changed = await maria.request({ method: "PATCH", url: "/api/user", payload: { language: "en" } });
    expect(changed.json()).toMatchObject({ language: "en", firstName: "Maria" });
    expect((await maria.request({ method: "GET", url: "/api/user" })).json()).toMatchObject({ language: "en" });
    const refused = await maria.request({ method: "PATCH", url: "/api/user", payload: { language: "fr" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.language).toEqual(["Please choose English or Spanish"]);
  });

  it("is null until chosen", async () => {
    const luis = await signUp(t);
    expect(luis.user).toMatchObject({ language: null });
  });
});

describe("a document downloaded in Spanish", () => {
  it("keeps the paper in English and gives its instructions pages in Spanish", async () => {
    const maria = await signUp(t);
    const created = await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: { title: "Reclamo", type: "small_claims", format: "pdf", templateData: SAMPLE_ANSWERS.small_claims_statement },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pdfIn = (language: string) => downloadPdf(maria, created.json().id, { cookie: `${maria.cookie}; lang=${language}` });
    const [spanish, english] = await Promise.all([pdfIn("es"), pdfIn("en")]);
    expect(spanish.pages[0]).toContain("IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA");
    expect(spanish.text).toContain("Revíselo y luego fírmelo");
    expect(spanish.text).not.toContain("Check it, then sign it");
    expect(english.text).toContain("Check it, then sign it");
  });

  it("writes the instructions pages' dates the Spanish way, and the English pages' the English way", async () => {
    const maria = await signUp(t);
    const created = await maria.request({
      method: "POST",
      url: "/api/documents",
      payload: {
        title: "Contestación",
        type: "debt_answer",
        format: "pdf",
        templateData: { ...SAMPLE_ANSWERS.debt_answer, service_date: "2026-11-09" },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const spanish = await downloadPdf(maria, created.json().id, { "accept-language": "es-US,es;q=0.9" });
    const english = await downloadPdf(maria, created.json().id, { "accept-language": "en-US,en;q=0.9" });
    const pageHeaded = (pdf: PdfContents, heading: string) =>
      pdf.pages.find((page) => page.includes(heading)) ?? `(no page with "${heading}")`;
    const spanishPage = pageHeaded(spanish, "Su fecha límite");
    expect(spanishPage).toContain("A usted le entregaron los papeles (service) el 9 de noviembre de 2026.");
    expect(spanishPage).not.toContain("November 9, 2026");
    const englishPage = pageHeaded(english, "Your deadline");
    expect(englishPage).toContain("You were served on November 9, 2026.");
    expect(englishPage).not.toContain("de noviembre de 2026");
  });
});
