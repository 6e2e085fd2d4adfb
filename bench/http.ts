import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, startServer } from "./server-process";

export interface Figure {
  name: string;
  value: string;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function bareServer(body: string) {
  const port = await freePort();
  const child = fork(path.resolve("bench/bare-http-server.ts"), [], {
    env: { ...process.env, PORT: String(port), BODY: body },
    execArgv: ["--import", "tsx"],
  });
  await once(child, "message");
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    },
  };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench${Date.now()}@example.com`, password: "secret123", firstName: "Bench", county: "Leon" }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Throughput and p99 of the real server against a bare node:http server answering the same bytes. */
export async function benchHttp(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flc-bench-"));
  const figures: Figure[] = [];
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    figures.push({ name: "cold start, new data dir (ms)", value: first.startupMs.toFixed(0) });
    await first.stop();

    const server = await startServer({ DATA_DIR: dataDir });
    figures.push({ name: "cold start to first answer, existing data dir (ms) [aim < 1500]", value: server.startupMs.toFixed(0) });
    try {
      const cookie = await signIn(server.url);
      for (const route of ["/api/user", "/api/stats"]) {
        const body = await (await fetch(`${server.url}${route}`, { headers: { cookie } })).text();
        const real = await load(`${server.url}${route}`, { cookie });
        const bare = await bareServer(body);
        const anchor = await load(bare.url);
        await bare.stop();
        figures.push(
          { name: `GET ${route} signed in: requests/s`, value: real.rps.toFixed(0) },
          { name: `GET ${route} signed in: p99 latency (ms)`, value: String(real.p99) },
          { name: `  bare node:http, same bytes: requests/s`, value: anchor.rps.toFixed(0) },
          { name: `  bare node:http, same bytes: p99 latency (ms)`, value: String(anchor.p99) },
          { name: `  ratio real / bare [aim >= 0.5]`, value: (real.rps / anchor.rps).toFixed(2) },
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
