/**
 * POST /api/translate reads photos of a paper: a JPEG or PNG, several photographed pages sent
 * together, or a scanned PDF's pages, by character recognition on the server (tesseract.js with its English and
 * Spanish data from npm; nothing is downloaded). The answer says the text came from pictures (`ocr`), so she checks
 * it; a picture with no words, a broken or oversized one and a mix of photos and other files are refused plainly.
 * The photos (translator/test-support/photos/) are papers of the test corpus rendered with a turn, blur, uneven
 * light, noise and JPEG loss.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { translateAnswerSchema } from "@shared/api/translations";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";
import { PAPERS } from "../translator/test-support/papers";
import { makePhotoPdf, makePng, readPhoto } from "../translator/test-support/photos";

type TranslateAnswer = z.infer<typeof translateAnswerSchema>;

let t: TestApp;
let maria: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

function upload(files: { bytes: Uint8Array; name: string; type?: string }[], fields: Record<string, string> = {}) {
  const boundary = "----flcphoto";
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ bytes, name, type }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type ?? "image/jpeg"}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return maria.request({
    method: "POST",
    url: "/api/translate",
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

/** The paper's own values (amounts, dates, names, numbers) found in the text read from its photo. */
function valuesRead(paperFile: string, text: string) {
  const values = PAPERS.find((paper) => paper.file === paperFile)!.values;
  const flat = text.replace(/\s+/g, " ").toLowerCase();
  const missed = values.filter((value) => !flat.includes(value.toLowerCase()));
  return { found: values.length - missed.length, of: values.length, missed };
}

const report: string[] = [];
afterAll(() => console.log(`Values read from the photos:\n${report.join("\n")}`));

describe("POST /api/translate with photos of a paper", () => {
  it("reads a photographed three-day notice: kind, amount, dates, and says the text came from a photo", async () => {
    const response = await upload([{ bytes: readPhoto("three-day-notice.jpg"), name: "IMG_2041.jpg" }], {
      receivedOn: "2026-03-04",
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer).toMatchObject({ source: "image", originalFileName: "IMG_2041.jpg" });
    expect(answer.ocr!.pages).toBe(1);
    expect(answer.ocr!.confidence).toBeGreaterThan(60);
    expect(answer.paper!.kind).toBe("three_day_notice");
    expect(answer.paper!.amounts.map((amount) => amount.text)).toContain("$1,425.00");
    expect(answer.originalContent).toContain("March 31, 2026");
    expect(answer.originalContent).toContain("Yolanda Reyes");
    expect(answer.simplifiedContent).toContain("$1,425.00");
    const read = valuesRead("three-day-notice.txt", answer.originalContent);
    report.push(`three-day-notice.jpg: ${read.found}/${read.of} (missed: ${read.missed.join("; ") || "none"})`);
    expect(read.found / read.of).toBeGreaterThanOrEqual(0.7);
    // Kept as her translation, as read from the photo.
    const stored = await maria.request({ method: "GET", url: `/api/translations/${answer.id}` });
    expect(stored.json()).toMatchObject({ source: "image", originalContent: answer.originalContent });
  });

  it("reads a photographed small-claims notice to appear: case number, hearing date and amounts", async () => {
    const response = await upload([{ bytes: readPhoto("small-claims-notice-to-appear.jpg"), name: "notice.jpg" }]);
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer.source).toBe("image");
    expect(answer.paper!.kind).toBe("small_claims_summons");
    // The last letter of "2026-SC-004419-O" may come out as a zero: she checks the text read (never corrected by guess).
    expect(answer.paper!.caseNumber).toMatch(/^2026-SC-004419-[O0]$/);
    expect(answer.paper!.hearing?.date).toBe("2026-05-14");
    expect(answer.paper!.amounts.map((amount) => amount.text)).toContain("$3,275.40");
    const read = valuesRead("small-claims-notice-to-appear.txt", answer.originalContent);
    report.push(`small-claims-notice-to-appear.jpg: ${read.found}/${read.of} (missed: ${read.missed.join("; ") || "none"})`);
    expect(read.found / read.of).toBeGreaterThanOrEqual(0.7);
  });

  it("reads two photographed pages sent together as one paper, in order", async () => {
    const response = await upload([
      { bytes: readPhoto("eviction-summons-page-1.jpg"), name: "page-1.jpg" },
      { bytes: readPhoto("eviction-summons-page-2.jpg"), name: "page-2.jpg" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer).toMatchObject({ source: "image", ocr: { pages: 2 } });
    expect(answer.paper).toMatchObject({ kind: "eviction_summons", caseNumber: "2026-CC-018734" });
    expect(answer.paper!.county).toBe("Hillsborough");
    expect(answer.originalContent.indexOf("EVICTION SUMMONS")).toBeLessThan(answer.originalContent.indexOf("THINGS YOU MUST DO"));
    const read = valuesRead("eviction-summons.txt", answer.originalContent);
    report.push(`eviction-summons (2 photos): ${read.found}/${read.of} (missed: ${read.missed.join("; ") || "none"})`);
    expect(read.found / read.of).toBeGreaterThanOrEqual(0.7);
  });

  it("reads a scanned PDF's pages, which have no text layer", async () => {
    const pdf = await makePhotoPdf([readPhoto("eviction-summons-page-1.jpg"), readPhoto("eviction-summons-page-2.jpg")]);
    const response = await upload([{ bytes: pdf, name: "scan.pdf", type: "application/pdf" }]);
    expect(response.statusCode, response.body).toBe(201);
    const answer: TranslateAnswer = response.json();
    expect(answer).toMatchObject({ source: "pdf", ocr: { pages: 2 } });
    expect(answer.paper).toMatchObject({ kind: "eviction_summons", caseNumber: "2026-CC-018734" });
  });
});

describe("POST /api/translate refuses pictures it cannot read, plainly", () => {
  it("says no words were found in a picture without text, and keeps nothing", async () => {
    const before = (await maria.request({ method: "GET", url: "/api/translations" })).json() as unknown[];
    const blank = makePng(600, 400, (x, y) => 200 + ((x * 7 + y * 13) % 40));
    const response = await upload([{ bytes: blank, name: "wall.png", type: "image/png" }]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/^No Text Found: We could not read any words in this picture/);
    const after = (await maria.request({ method: "GET", url: "/api/translations" })).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ["a broken JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]), 422, /^Unreadable Photo: /],
    ["a PNG cut after its header", makePng(400, 300, () => 0).subarray(0, 60), 422, /^(Unreadable Photo|No Text Found): /],
    [
      "a PNG claiming 60,000 × 60,000 pixels",
      Buffer.concat([makePng(1, 1, () => 0).subarray(0, 16), Buffer.from([0, 0, 0xea, 0x60, 0, 0, 0xea, 0x60, 8, 0, 0, 0, 0])]),
      413,
      /^Photo Too Large: This picture has more than 50 million pixels/,
    ],
  ])("refuses %s", async (_name, bytes, status, message) => {
    const response = await upload([{ bytes, name: "photo.png", type: "image/png" }]);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it("takes several files only as photos of pages: a photo with a text file is one file too many", async () => {
    const response = await upload([
      { bytes: readPhoto("eviction-summons-page-1.jpg"), name: "page-1.jpg" },
      { bytes: Buffer.from("Tenant shall pay rent."), name: "notes.txt", type: "text/plain" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Too Many Files: Please upload one file at a time." });
  });

  it("refuses more photographed pages than it reads at once", async () => {
    const page = { bytes: makePng(8, 8, () => 255), name: "page.png", type: "image/png" };
    const response = await upload(Array.from({ length: 11 }, () => page));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Too Many Files: /);
  });
});
