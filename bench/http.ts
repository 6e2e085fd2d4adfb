import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBareServer, startServer } from "./server-process";

export interface Figure {
  name: string;
  value: string;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;
/** Each server is loaded this long before it is measured, so both are measured warm (code optimised, pools started). */
const WARM_UP_SECONDS = 2;
/** Rounds of real-then-bare load per route; the medians are printed (one round swings with the machine). */
const ROUNDS = 3;
/** Headers each answer gets anew, or that describe the connection: the bare server's own node:http sets these. */
const PER_ANSWER_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
/** Cold starts measured (each server, real and bare, started this many times; the median is printed). */
const STARTS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function load(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      password: `Bench-${Math.random().toString(36).slice(2)}!`,
      firstName: "Bench",
      county: "Leon",
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Waits until the process has used under a tenth of a core for half a second (at most 15 s): it has settled. */
async function settled(pid: number): Promise<void> {
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
  };
  const deadline = performance.now() + 15_000;
  let before = cpuTicks();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks();
    if (now - before <= 5) return;
    before = now;
  }
}

/**
 * Throughput and p99 of the real server against a bare node:http server answering the same bytes: the same body and
 * the same headers (security headers, caching, vary), so the ratio is what Fastify and our own code cost.
 */
export async function benchHttp(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flc-bench-"));
  const figures: Figure[] = [];
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    figures.push({ name: "cold start, new data dir (ms)", value: first.startupMs.toFixed(0) });
    await first.stop();

    const bareStarts: number[] = [];
    const starts: number[] = [];
    for (let run = 0; run < STARTS; run++) {
      const bare = await startBareServer();
      bareStarts.push(bare.startupMs);
      await bare.stop();
      const again = await startServer({ DATA_DIR: dataDir });
      starts.push(again.startupMs);
      await again.stop();
    }
    figures.push(
      { name: "cold start to first answer, existing data dir (ms, median) [aim <= 700]", value: median(starts).toFixed(0) },
      { name: "  bare node:http, same run: start to first answer (ms, median)", value: median(bareStarts).toFixed(0) },
    );

    const server = await startServer({ DATA_DIR: dataDir });
    try {
      // The server warms its PDF and translator workers after it starts: measured busy, it would be measured unfairly.
      await settled(server.process.pid!);
      const cookie = await signIn(server.url);
      for (const route of ["/api/user", "/api/stats"]) {
        // As autocannon asks: without accept-encoding, so the answer is sent as it is.
        const sample = await fetch(`${server.url}${route}`, { headers: { cookie, "accept-encoding": "identity" } });
        const body = await sample.text();
        const headers = Object.fromEntries([...sample.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
        const bare = await startBareServer(body, headers);
        const reals: { rps: number; p99: number }[] = [];
        const anchors: { rps: number; p99: number }[] = [];
        try {
          for (let round = 0; round < ROUNDS; round++) {
            reals.push(await load(`${server.url}${route}`, { cookie }));
            anchors.push(await load(bare.url));
          }
        } finally {
          await bare.stop();
        }
        const ratios = reals.map((real, round) => real.rps / anchors[round]!.rps);
        figures.push(
          { name: `GET ${route} signed in: requests/s (median of ${ROUNDS})`, value: median(reals.map((r) => r.rps)).toFixed(0) },
          { name: `GET ${route} signed in: p99 latency (ms)`, value: String(median(reals.map((r) => r.p99))) },
          { name: `  bare node:http, same body and headers: requests/s`, value: median(anchors.map((r) => r.rps)).toFixed(0) },
          { name: `  bare node:http, same body and headers: p99 latency (ms)`, value: String(median(anchors.map((r) => r.p99))) },
          {
            name: `  ratio real / bare, median of the rounds [aim >= 0.6]`,
            value: `${median(ratios).toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")})`,
          },
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
