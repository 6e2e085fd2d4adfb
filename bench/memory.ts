/**
 * The server's memory, as a small host sees it: the resident memory of the production server's process (main
 * thread, the embedded database's thread and any worker threads), sampled every 20 ms.
 * - first start on a new data directory (the build's pristine database loaded: src/server/db/pristine-database.ts),
 *   its peak until it answers and for IDLE_MS after;
 * - idle on an existing data directory, and idle on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test), IDLE_MS
 *   after the first answer; worker threads start on first use, so none runs.
 * Goals (issue: a 1 GB server): first start peak < 450 MB; idle ≤ 200 MB embedded, ≤ 150 MB on PostgreSQL.
 * Run alone with `npx tsx bench/memory.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Figure } from "./http";
import { startServer } from "./server-process";

const IDLE_MS = 3_000;
const SAMPLE_EVERY_MS = 20;
const POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
};

interface Reading {
  peakMb: number;
  idleMb: number;
  startupMs: number;
}

/** Starts the built server with `env`, samples its memory until IDLE_MS after its first answer, and stops it. */
async function measure(env: Record<string, string>): Promise<Reading> {
  let peakMb = 0;
  let pid: number | undefined;
  const sampler = setInterval(() => {
    if (pid === undefined) return;
    try {
      peakMb = Math.max(peakMb, residentMb(pid));
    } catch {
      // exited
    }
  }, SAMPLE_EVERY_MS);
  const server = await startServer(env, (child) => (pid = child.pid));
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleMb = residentMb(server.process.pid!);
  clearInterval(sampler);
  await server.stop();
  return { peakMb: Math.max(peakMb, idleMb), idleMb, startupMs: server.startupMs };
}

const verdict = (value: number, aim: number) => `aim ${aim} MB: ${value <= aim ? "met" : "NOT met"}`;

export async function benchMemory(): Promise<Figure[]> {
  const folder = mkdtempSync(path.join(tmpdir(), "flc-bench-memory-"));
  try {
    const dataDir = path.join(folder, "data");
    const first = await measure({ DATA_DIR: dataDir });
    const again = await measure({ DATA_DIR: dataDir });
    const figures: Figure[] = [
      {
        name: "Embedded database, first start on a new data directory: peak",
        value: `${first.peakMb.toFixed(0)} MB (answering after ${first.startupMs.toFixed(0)} ms; ${verdict(first.peakMb, 450)})`,
      },
      {
        name: "Embedded database, existing data directory: idle",
        value: `${again.idleMb.toFixed(0)} MB (${verdict(again.idleMb, 200)})`,
      },
    ];
    try {
      const postgres = await measure({ DATABASE_URL: POSTGRES_URL });
      figures.push({ name: "PostgreSQL: idle", value: `${postgres.idleMb.toFixed(0)} MB (${verdict(postgres.idleMb, 150)})` });
    } catch (error) {
      figures.push({ name: "PostgreSQL: idle", value: `not measured (${(error as Error).message})` });
    }
    return figures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchMemory()) console.log(`${figure.name}  ${figure.value}`);
}
