/**
 * The cap on uploads in progress (uploads/upload-slots.ts), set to 1 here through the app's `uploads` option, over real HTTP on the loopback interface:
 * while one upload is still arriving, the next is refused at once with 503, Retry-After and a message in the
 * request's language; the slot comes back after an answer of any kind and after an upload its sender gave up on.
 */
import type { AddressInfo } from "node:net";
import { request as httpRequest, type ClientRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signUp, type SignedIn, type TestApp } from "../test-support/test-app";
import { multipartFile } from "../translator/test-support/multipart";
import { createUploadSlots } from "../uploads/upload-slots";

/** The app's cap, set to 1: the test waits on it for a slot to be taken or given back (the server does both after the answer). */
const slots = createUploadSlots(1);
const slotsInUse = () => slots.inUse;
const settled = () => vi.waitFor(() => expect(slotsInUse()).toBe(0));

let t: TestApp;
let maria: SignedIn;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ uploads: slots });
  maria = await signUp(t);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const NOTICE = "Tenant shall pay rent of $700.00 on or before June 1, 2025.";

async function upload(bytes: Uint8Array, fileName: string, headers: Record<string, string> = {}) {
  const { body, contentType } = multipartFile(bytes, fileName, "text/plain");
  const response = await fetch(`${base}/api/translate`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { cookie: maria.cookie, "x-csrf-token": maria.csrfToken, "content-type": contentType, ...headers },
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as unknown };
}

const translateNotice = () => upload(Buffer.from(NOTICE), "notice.txt");

/** An upload whose headers and first bytes are sent, and whose rest never comes until it is destroyed. */
async function holdTheSlot(): Promise<ClientRequest> {
  await settled();
  const { body, contentType } = multipartFile(Buffer.alloc(200_000, 0x41), "slow.txt", "text/plain");
  const held = httpRequest(`${base}/api/translate`, {
    method: "POST",
    agent: false,
    headers: {
      cookie: maria.cookie,
      "x-csrf-token": maria.csrfToken,
      "content-type": contentType,
      "content-length": String(body.byteLength),
    },
  });
  held.on("error", () => undefined);
  held.write(body.subarray(0, 1_000));
  await vi.waitFor(() => expect(slotsInUse()).toBe(1));
  return held;
}

describe("the cap on uploads in progress", () => {
  it("gives the slot back after every answer: a translation, and each kind of refused file", async () => {
    const twoFiles = (() => {
      const boundary = "----flccap";
      const part = (name: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${NOTICE}\r\n`;
      return {
        body: `${part("a.txt")}${part("b.txt")}--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    })();
    expect((await translateNotice()).status).toBe(201);
    await settled();
    expect((await upload(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x00]), "binary.bin")).status).toBe(415);
    await settled();
    const refused = await fetch(`${base}/api/translate`, {
      method: "POST",
      body: twoFiles.body,
      headers: { cookie: maria.cookie, "x-csrf-token": maria.csrfToken, "content-type": twoFiles.contentType },
    });
    expect(refused.status).toBe(400);
    await settled();
    // Found while reading (no declared size): the slot was taken, then given back.
    const chunked = multipartFile(Buffer.alloc(11 * 1024 * 1024, 0x41), "big.txt", "text/plain");
    const tooLarge = await fetch(`${base}/api/translate`, {
      method: "POST",
      body: new Blob([new Uint8Array(chunked.body)]).stream(),
      headers: { cookie: maria.cookie, "x-csrf-token": maria.csrfToken, "content-type": chunked.contentType },
      duplex: "half",
    } as RequestInit);
    expect(tooLarge.status).toBe(413);
    await settled();
    expect((await translateNotice()).status).toBe(201);
  });

  it("refuses an upload while another is arriving, with 503, Retry-After and words in her language", async () => {
    const held = await holdTheSlot();
    try {
      const refused = await translateNotice();
      expect(refused).toEqual({
        status: 503,
        retryAfter: "5",
        body: { message: "Server Busy: Many files are being uploaded right now. Please wait 5 seconds and try again." },
      });
      const spanish = await upload(Buffer.from(NOTICE), "aviso.txt", { "accept-language": "es" });
      expect(spanish.status).toBe(503);
      expect(spanish.body).toEqual({
        message: "Servidor ocupado: se están subiendo muchos archivos en este momento. Espere 5 segundos e intente de nuevo.",
      });
    } finally {
      held.destroy();
      await settled();
    }
  });

  it("frees the slot of an upload its sender gave up on", async () => {
    const held = await holdTheSlot();
    expect((await translateNotice()).status).toBe(503);
    held.destroy();
    await settled();
    expect((await translateNotice()).status).toBe(201);
  });

  it("leaves pasted text out of the cap", async () => {
    const held = await holdTheSlot();
    try {
      const pasted = await maria.request({ method: "POST", url: "/api/translate", payload: { content: NOTICE } });
      expect(pasted.statusCode).toBe(201);
    } finally {
      held.destroy();
      await settled();
    }
  });
});
