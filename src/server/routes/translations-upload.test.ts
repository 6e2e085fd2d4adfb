/**
 * Uploads over real HTTP on the loopback interface, as a browser sends them: a file over 10 MB gets the 413
 * answer and its message, whether the size is declared up front or only found while reading (a chunked body);
 * the connection is not dropped, and the server answers the next request. A file's bytes reach the translator's
 * worker thread whole, in whatever pieces they arrive; a body with two files is refused and nothing is kept.
 */
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import type { TranslationJson } from "@shared/translations";
import { multipartFile } from "../translator/test-support/multipart";
import { makeTextPdf } from "../translator/test-support/pdf";

let t: TestApp;
let maria: SignedIn;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const headers = (contentType: string) => ({ cookie: maria.cookie, "x-csrf-token": maria.csrfToken, "content-type": contentType });

/** A body sent in pieces of 64 KB with no declared size (chunked), as a stream is. */
const inPieces = (body: Buffer) =>
  Readable.toWeb(
    Readable.from(
      Array.from({ length: Math.ceil(body.byteLength / 65_536) }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536)),
    ),
  ) as ReadableStream;

const NOTICE =
  "THREE-DAY NOTICE. You are hereby notified that you are indebted to me in the sum of $1,450.00 for the rent of the premises at 12 Palm Court, Orlando, Florida, for the month of May 2025. Payment shall be made within 3 days.";

describe("a file over the limit, over HTTP", () => {
  it("gets 413 with the message when the browser declares its size", async () => {
    const { body, contentType } = multipartFile(Buffer.alloc(11 * 1024 * 1024, 0x41), "big.txt", "text/plain");
    const response = await fetch(`${base}/api/translate`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: headers(contentType),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "File Too Large: Please upload a file of 10 MB or less." });
  });

  it("gets 413 with the message when the size is only found while reading", async () => {
    const { body, contentType } = multipartFile(Buffer.alloc(11 * 1024 * 1024, 0x41), "big.txt", "text/plain");
    const chunks = Array.from({ length: Math.ceil(body.byteLength / 65_536) }, (_, i) =>
      body.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const response = await fetch(`${base}/api/translate`, {
      method: "POST",
      body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
      headers: headers(contentType),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "File Too Large: Please upload a file of 10 MB or less." });
  });

  it("still answers afterwards", async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe("a file's bytes on their way to the translator", () => {
  it("translates a known PDF of a few megabytes, sent with its size declared and sent in pieces", async () => {
    // Incompressible padding makes the file large: its bytes arrive in many chunks, all of which must reach the worker.
    const pdf = await makeTextPdf([NOTICE], { padBytes: 3 * 1024 * 1024 });
    const { body, contentType } = multipartFile(pdf, "notice.pdf", "application/pdf");
    for (const sent of [new Uint8Array(body), inPieces(body)]) {
      const response = await fetch(`${base}/api/translate`, {
        method: "POST",
        body: sent,
        headers: headers(contentType),
        duplex: "half",
      } as RequestInit);
      expect(response.status, await response.clone().text()).toBe(201);
      const translation = (await response.json()) as TranslationJson;
      expect(translation).toMatchObject({ source: "pdf", originalFileName: "notice.pdf" });
      expect(translation.originalContent.replace(/\s+/g, " ")).toBe(NOTICE);
      expect(translation.simplifiedContent).toContain("$1,450.00");
    }
  });

  it("refuses two files in one upload with a 400 that says so, and keeps nothing", async () => {
    const before = (await (
      await fetch(`${base}/api/translations`, { headers: headers("application/json") })
    ).json()) as unknown[];
    const boundary = "----flctwo";
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${NOTICE}\r\n`;
    const response = await fetch(`${base}/api/translate`, {
      method: "POST",
      body: `${file("first.txt")}${file("second.txt")}--${boundary}--\r\n`,
      headers: headers(`multipart/form-data; boundary=${boundary}`),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Too Many Files: Please upload one file at a time." });
    const after = (await (await fetch(`${base}/api/translations`, { headers: headers("application/json") })).json()) as unknown[];
    expect(after).toHaveLength(before.length);
  });
});
