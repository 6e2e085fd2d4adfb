import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import type { TranslationJson } from "@shared/translations";
import { translationJsonSchema } from "@shared/translations";
import { downloadPdf } from "../test-support/download-pdf";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";
import { multipartFile } from "../translator/test-support/multipart";
import { makeManyPagesPdf, makeScannedPdf, makeTextPdf } from "../translator/test-support/pdf";
import { makeDocx, makeZip } from "../translator/test-support/zip";

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

const NOTICE =
  "You are hereby notified that you are indebted to the undersigned in the sum of $1,275.00 for the rent of the premises at 88 Cypress Lane, Tampa, Florida. " +
  "Payment shall be made on or before March 12, 2025, or the landlord shall commence legal proceedings against you pursuant to Chapter 83, Florida Statutes.";

const paste = (as: SignedIn, payload: unknown) =>
  as.request({ method: "POST", url: "/api/translate", payload: payload as object });

function upload(as: SignedIn, bytes: Uint8Array, fileName: string, type?: string) {
  const { body, contentType } = multipartFile(bytes, fileName, type);
  return as.request({ method: "POST", url: "/api/translate", payload: body, headers: { "content-type": contentType } });
}

describe("POST /api/translate with pasted text", () => {
  it("answers 201 with the translation in the spec's shape, and lists it first", async () => {
    const response = await paste(maria, { content: NOTICE });
    expect(response.statusCode, response.body).toBe(201);
    const translation: TranslationJson = response.json();
    expect(translation).toMatchObject({
      originalFileName: null,
      originalContent: NOTICE,
      source: "pasted",
      rewrittenBy: "local",
    });
    expect(translation.simplifiedContent).toContain("$1,275.00");
    expect(translation.simplifiedContent).toContain("March 12, 2025");
    expect(translation.simplifiedContent).not.toMatch(/\bshall\b|\bpursuant\b|\bhereby\b/);
    expect(translation.keyPoints.length).toBeGreaterThan(0);
    expect(translation.keyPoints).toEqual(translation.keyPointDetails.map((point) => point.text));
    expect(Object.keys(translation.legalTerms).length).toBeGreaterThan(0);
    expect(translation.legalTerms).toEqual(
      Object.fromEntries(translation.legalTermDetails.map((term) => [term.term, term.meaning])),
    );
    expect(["simple", "moderate", "complex"]).toContain(translation.complexity);
    expect(translation.readingGrade.simplified).toBeLessThan(translation.readingGrade.original);

    // The answer adds what was read of the paper (routes/translations-paper.test.ts), which is not stored.
    const list = await maria.request({ method: "GET", url: "/api/translations" });
    expect(list.statusCode).toBe(200);
    expect((list.json() as TranslationJson[])[0]).toEqual(translationJsonSchema.parse(translation));
    const one = await maria.request({ method: "GET", url: `/api/translations/${translation.id}` });
    expect(one.json()).toEqual(translationJsonSchema.parse(translation));
  });

  it("keeps the file name of a text file the browser read", async () => {
    const response = await paste(maria, {
      content: "Tenant shall pay rent on the 1st.",
      fileName: "C:\\Users\\maria\\lease.txt",
    });
    expect(response.json()).toMatchObject({ originalFileName: "lease.txt", source: "text" });
  });

  it("refuses blank or missing content with the spec's message, and content that is not text", async () => {
    for (const payload of [{ content: "   \n " }, {}, { content: null }]) {
      const response = await paste(maria, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("No Content: Please enter or upload a document to translate");
    }
    const response = await paste(maria, { content: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("content must be text");
    expect((await paste(maria, { content: "….!!! ---" })).json().message).toBe(
      "No Content: Please enter or upload a document to translate",
    );
  });

  it("refuses a text longer than it translates at once with a clear 413", async () => {
    const response = await paste(maria, { content: "Tenant shall pay rent. ".repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^Document Too Long: .*200,000 characters/);
  });

  it("needs a session and the CSRF token", async () => {
    const signedOut = await t.app.inject({ method: "POST", url: "/api/translate", payload: { content: NOTICE } });
    expect(signedOut.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/translate",
      payload: { content: NOTICE },
      headers: { cookie: maria.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });
});

describe("POST /api/translate with an uploaded file", () => {
  it("reads a text file, a PDF and a Word file by their bytes, whatever their names say", async () => {
    const text = await upload(maria, Buffer.from(NOTICE), "notice.txt", "text/plain");
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json()).toMatchObject({ originalFileName: "notice.txt", source: "text", originalContent: NOTICE });

    const pdf = await upload(maria, await makeTextPdf([NOTICE]), "scan-of-notice.txt", "text/plain");
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ originalFileName: "scan-of-notice.txt", source: "pdf" });
    expect(pdf.json().simplifiedContent).toContain("$1,275.00");

    const docx = await upload(
      maria,
      makeDocx(["RESIDENTIAL LEASE", "Tenant shall pay $900.00 on or before the first (1st) day of each month."]),
      "lease.docx",
    );
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json()).toMatchObject({ originalFileName: "lease.docx", source: "docx" });
    expect(docx.json().simplifiedContent).toContain("Tenant must pay $900.00 by the 1st day of each month.");
  });

  it.each([
    [
      "a GIF image",
      () => Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]),
      "photo.pdf",
      415,
      /^Invalid File Type: Please choose a PDF, a Word file \(\.docx\), a text file \(\.txt\) or a photo \(JPEG or PNG\)$/,
    ],
    [
      "a broken photo",
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      "photo.pdf",
      422,
      /^Unreadable Photo: This picture could not be opened/,
    ],
    ["a spreadsheet", () => makeZip([{ name: "xl/workbook.xml", data: "<workbook/>" }]), "sheet.docx", 415, /^Invalid File Type/],
    [
      "an old binary .doc",
      () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      "lease.doc",
      415,
      /save it as a \.docx file or as a PDF/,
    ],
    ["a scanned PDF", () => makeScannedPdf(), "scan.pdf", 422, /^No Text Found: This PDF has no text layer/],
    [
      "a broken PDF",
      () => Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> trailer garbage"),
      "broken.pdf",
      422,
      /^Unreadable File: This PDF could not be read/,
    ],
    ["a 5,000-page PDF", () => makeManyPagesPdf(5000), "huge.pdf", 413, /^File Too Long: This PDF has more than 300 pages/],
    [
      "a zip bomb in a .docx",
      () => makeDocx(["x"], [{ name: "word/media/bomb.bin", data: Buffer.alloc(30 * 1024 * 1024), declaredSize: 1024 }]),
      "bomb.docx",
      413,
      /^File Too Large: This Word file unpacks to far more/,
    ],
    [
      "a broken .docx",
      () => makeDocx(["Hello"]).subarray(0, 300),
      "cut.docx",
      422,
      /^Unreadable File: This Word file could not be read/,
    ],
    ["an empty file", () => Buffer.alloc(0), "empty.txt", 400, /^No Content/],
  ])("answers %s with a 4xx and a message", async (_name, make, fileName, status, message) => {
    const response = await upload(maria, await make(), fileName);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it("refuses a file over 10 MB with a 413 the browser can show", async () => {
    const response = await upload(maria, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), "big.txt", "text/plain");
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("File Too Large: Please upload a file of 10 MB or less.");
  });

  it("refuses a multipart body without a file", async () => {
    const boundary = "----x";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const response = await maria.request({
      method: "POST",
      url: "/api/translate",
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^No File/);
  });
});

describe("a person's translations are theirs", () => {
  it("another person gets 404 on reading, deleting and saving; the list shows only one's own", async () => {
    const created: TranslationJson = (await paste(maria, { content: NOTICE })).json();
    for (const request of [
      { method: "GET" as const, url: `/api/translations/${created.id}` },
      { method: "DELETE" as const, url: `/api/translations/${created.id}` },
      { method: "POST" as const, url: `/api/translations/${created.id}/document` },
    ]) {
      const response = await other.request(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Translation not found");
    }
    const list: TranslationJson[] = (await other.request({ method: "GET", url: "/api/translations" })).json();
    expect(list.map((item) => item.id)).not.toContain(created.id);
    expect((await maria.request({ method: "GET", url: "/api/translations/not-a-uuid" })).statusCode).toBe(404);
  });

  it("deletes a translation", async () => {
    const created: TranslationJson = (await paste(maria, { content: NOTICE })).json();
    expect((await maria.request({ method: "DELETE", url: `/api/translations/${created.id}` })).statusCode).toBe(204);
    expect((await maria.request({ method: "GET", url: `/api/translations/${created.id}` })).statusCode).toBe(404);
  });
});

describe("Save as document", () => {
  it("puts a PDF of the plain-English version in My Documents", async () => {
    const created: TranslationJson = (await upload(maria, Buffer.from(NOTICE), "three-day notice.txt", "text/plain")).json();
    const response = await maria.request({ method: "POST", url: `/api/translations/${created.id}/document` });
    expect(response.statusCode, response.body).toBe(201);
    const document: DocumentJson = response.json();
    expect(document).toMatchObject({
      title: "Plain English: three-day notice.txt",
      type: "translation",
      kind: "plain_english_translation",
      format: "pdf",
      caseId: null,
    });
    const listed: DocumentJson[] = (await maria.request({ method: "GET", url: "/api/documents" })).json();
    expect(listed.map((item) => item.id)).toContain(document.id);

    const pdf = await downloadPdf(maria, document.id);
    expect(pdf.title).toBe("Plain English: three-day notice.txt");
    expect(pdf.text).toContain("Key points");
    expect(pdf.text).toContain("$1,275.00");
    expect(pdf.text).toContain("March 12, 2025");
    expect(pdf.text).toContain("not legal advice");

    // The document stays when the translation is deleted.
    await maria.request({ method: "DELETE", url: `/api/translations/${created.id}` });
    expect((await maria.request({ method: "GET", url: `/api/documents/${document.id}/download` })).statusCode).toBe(200);
  });
});
