/**
 * Uploads over real HTTP on the loopback interface, as a browser sends them: a file over 10 MB gets the 413
 * answer and its message, whether the size is declared up front or only found while reading (a chunked body);
 * the connection is not dropped, and the server answers the next request.
 */
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { multipartFile } from "../translator/test-support/multipart";

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
