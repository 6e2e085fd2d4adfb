/** Hardening 8: slow sockets are closed and connections capped, on a real listening server. */
import { once } from "node:events";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type SignedIn, type TestApp } from "./test-support/test-app";

let t: TestApp;
let port: number;
let maria: SignedIn;
beforeAll(async () => {
  // Short limits, so each test takes a second or two; the defaults are in slow-clients.ts.
  t = await createTestApp({ connectionLimits: { headersMs: 300, bodyMs: 300, requestMs: 2_500, maxConnections: 4 } });
  maria = await signUp(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Client {
  socket: Socket;
  received: () => string;
  /** Resolves true when the server closes the connection within `ms`, false otherwise. */
  closedWithin: (ms: number) => Promise<boolean>;
}

async function open(): Promise<Client> {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => true);
  await once(socket, "connect");
  return {
    socket,
    received: () => received,
    closedWithin: (ms) => Promise.race([closed, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]),
  };
}

const clients: Client[] = [];
const opened = async () => {
  const client = await open();
  clients.push(client);
  return client;
};
afterAll(() => clients.forEach((client) => client.socket.destroy()));

describe("Hardening 8: slow sockets", () => {
  it("Hardening 8: closes a socket that sends its headers too slowly", async () => {
    const client = await opened();
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => client.socket.writable && client.socket.write("X-Slow: 1\r\n"), 100);
    try {
      expect(await client.closedWithin(3_000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
  });

  it("Hardening 8: closes a socket that sends a JSON body too slowly, with a 408", async () => {
    const client = await opened();
    client.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const trickle = setInterval(() => client.socket.writable && client.socket.write(" "), 100);
    try {
      // Well before the whole request's 2.5 s: JSON bodies have 300 ms.
      expect(await client.closedWithin(1_500)).toBe(true);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it("Hardening 8: gives an upload longer than other bodies, then closes it too", async () => {
    const client = await opened();
    const boundary = "----hardening8";
    client.socket.write(
      [
        "POST /api/translate HTTP/1.1",
        "Host: 127.0.0.1",
        `Cookie: ${maria.cookie}`,
        `X-CSRF-Token: ${maria.csrfToken}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        "Content-Length: 100000",
        "",
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="letter.txt"',
        "Content-Type: text/plain",
        "",
        "Dear tenant",
      ].join("\r\n"),
    );
    const trickle = setInterval(() => client.socket.writable && client.socket.write("."), 100);
    try {
      // Past the 300 ms other bodies have, the upload goes on...
      expect(await client.closedWithin(1_200)).toBe(false);
      // ...until the whole request's time (2.5 s) is up.
      expect(await client.closedWithin(4_000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
  });

  it("Hardening 8: closes new connections past the connection cap", async () => {
    const held: Client[] = [];
    for (let i = 0; i < 4; i++) {
      const client = await opened();
      client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      held.push(client);
    }
    // Each answered, and kept open (keep-alive): the server holds four connections.
    await expect.poll(() => held.every((client) => client.received().startsWith("HTTP/1.1 200")), { timeout: 2_000 }).toBe(true);
    const extra = await opened();
    extra.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(await extra.closedWithin(2_000)).toBe(true);
    expect(extra.received()).toBe("");
    for (const client of held) client.socket.destroy();
  });
});
