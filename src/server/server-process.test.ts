import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "./test-support/free-port";

/** The real server, started the way `npm run dev` starts it (without --dev), as a separate process. */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LOCK_FILE = ".server.lock";
const STARTUP_MS = 90_000;

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Server[] = [];
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "flc-server-test-"));
  tempDirs.push(dir);
  return dir;
}

async function startProcess(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "silent", ...env };
  // The embedded database and its lock are what these tests are about, whatever database the suite runs against.
  if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server = { child, port, output: () => output, exited };
  started.push(server);
  return server;
}

const running = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

async function waitUntilHealthy(server: Server): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (!running(server)) throw new Error(`server exited with ${server.child.exitCode}: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

async function startServer(dataDir: string): Promise<Server> {
  const server = await startProcess({ DATA_DIR: dataDir });
  await waitUntilHealthy(server);
  return server;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms)),
  ]);
}

const json = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** A raw HTTP/1.1 connection, to control exactly when each byte of a request is sent. */
async function openSocket(port: number) {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of waiters) if (waiter.pattern.test(text)) waiter.resolve();
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise((resolve) => socket.once("connect", resolve));
  return {
    socket,
    closed,
    text: () => text,
    received: (pattern: RegExp) =>
      new Promise<void>((resolve) => (pattern.test(text) ? resolve() : waiters.push({ pattern, resolve }))),
  };
}

afterEach(async () => {
  // Whatever a failed test left running is stopped here, by its own pid.
  for (const server of started.splice(0)) {
    if (running(server)) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
});

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("the server process", () => {
  it(
    "answers /api/health, keeps a second server off its DATA_DIR, and on SIGTERM drains and exits 0",
    async () => {
      const dataDir = tempDir();
      const first = await startServer(dataDir);

      const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "ok" });
      expect(health.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim()).toBe(String(first.child.pid));

      // A second server on the same data directory stops at once with a clear message.
      const second = await startProcess({ DATA_DIR: dataDir });
      const secondCode = await withTimeout(second.exited, 30_000, "second server");
      expect(secondCode).not.toBe(0);
      expect(second.output()).toMatch(/in use/);
      expect(second.output()).toContain(String(first.child.pid));
      expect(running(first)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      const email = `process.${Date.now()}@example.com`;
      const registered = await json(first.port, "/api/register", { email, password: "orchid-lantern-42" });
      expect(registered.status).toBe(201);

      // An idle keep-alive connection (one answered request) and a request in flight (headers sent, body not
      // yet) are open when SIGTERM arrives.
      const idle = await openSocket(first.port);
      idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${first.port}\r\n\r\n`);
      await withTimeout(idle.received(/"database":"ok"/), 10_000, "keep-alive request");
      expect(idle.text()).toMatch(/^HTTP\/1\.1 200 /);

      const body = JSON.stringify({ email, password: "orchid-lantern-42" });
      const busy = await openSocket(first.port);
      busy.socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${first.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalledAt = Date.now();
      first.child.kill("SIGTERM");
      await withTimeout(idle.closed, 10_000, "idle connection closed");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(running(first)).toBe(true); // still finishing the request in flight
      busy.socket.write(body.slice(10));
      await withTimeout(busy.closed, 10_000, "in-flight request answered and its connection closed");
      expect(busy.text()).toMatch(/^HTTP\/1\.1 200 /);
      expect(busy.text()).toContain(`"email":"${email}"`);

      expect(await withTimeout(first.exited, 10_000, "exit after SIGTERM")).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      // The lock file stays (an OS lock on it was released with the process), so the next server can start.
      // The lock is released and the database was closed cleanly: a new server opens it with the data intact.
      const third = await startServer(dataDir);
      const login = await json(third.port, "/api/login", { email, password: "orchid-lantern-42" });
      expect(login.status).toBe(200);
      third.child.kill("SIGTERM");
      expect(await withTimeout(third.exited, 10_000, "exit after SIGTERM")).toBe(0);
    },
    4 * STARTUP_MS,
  );

  it("exits non-zero naming PORT when PORT is not a number", async () => {
    const server = await startProcess({ DATA_DIR: tempDir(), PORT: "abc" });
    expect(await withTimeout(server.exited, 30_000, "bad PORT")).toBe(1);
    expect(server.output()).toMatch(/Invalid environment configuration/);
    expect(server.output()).toMatch(/^\s+PORT: /m);
  });

  it("exits non-zero naming DATABASE_URL when it is not a PostgreSQL URL", async () => {
    const server = await startProcess({ DATA_DIR: tempDir(), DATABASE_URL: "mysql://root@localhost/flc" });
    expect(await withTimeout(server.exited, 30_000, "bad DATABASE_URL")).toBe(1);
    expect(server.output()).toMatch(/DATABASE_URL: must start with postgres:\/\//);
  });
});
