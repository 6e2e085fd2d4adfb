import { fork, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { buildIfStale } from "../scripts/build.mjs";
import { freePort } from "../src/server/test-support/free-port";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 answer (/api/health for the real server). */
  startupMs: number;
  stop(): Promise<void>;
}

const SERVE_SCRIPT = path.resolve("scripts/serve.sh");

let built: Promise<unknown> | undefined;

async function firstAnswer(child: ChildProcess, url: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function running(child: ChildProcess, url: string, startupMs: number): RunningServer {
  return {
    url,
    process: child,
    startupMs,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    },
  };
}

/** The real server as production runs it: `NODE_ENV=production sh scripts/serve.sh` (built first if stale). */
export async function startServer(
  env: Record<string, string>,
  /** Called as soon as the process is spawned, before it answers (bench/memory.ts samples it from then). */
  onSpawn?: (child: ChildProcess) => void,
): Promise<RunningServer> {
  built ??= buildIfStale({ quiet: true });
  await built;
  const port = await freePort();
  const started = performance.now();
  // serve.sh ends in `exec node`, so the child's pid is the server's own (bench/memory.ts reads its memory).
  const child = spawn("sh", [SERVE_SCRIPT], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  onSpawn?.(child);
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(child, `${url}/api/health`);
  return running(child, url, performance.now() - started);
}

/** A bare node:http server answering `body` with `headers`: the anchor for start-up time and throughput. */
export async function startBareServer(body = "{}", headers: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = fork(path.resolve("bench/bare-http-server.mjs"), [], {
    env: { ...process.env, PORT: String(port), BODY: body, HEADERS: JSON.stringify(headers) },
    execArgv: [],
  });
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(child, url);
  return running(child, url, performance.now() - started);
}
