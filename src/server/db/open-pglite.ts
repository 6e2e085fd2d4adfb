import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's default buffer pool (128 MB) is allocated and cleared in WebAssembly memory at every start, which was
 * about a quarter of PGlite's start-up; a person's cases, papers and deadlines are a few megabytes, which 16 MB holds.
 */
const BUFFER_POOL = ["-c", "shared_buffers=16MB"];

let compiled: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly, compiled once per process. Left to PGlite, Node compiles it with the asynchronous API, whose
 * last step V8 runs on this thread after PGlite reports it is open: its first query then waited 90–160 ms. Compiled
 * here synchronously (V8 compiles each function on its first call) it takes about 45 ms, and that wait is gone.
 */
function pgliteWasm(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")));
  return compiled;
}

/** Starts embedded PostgreSQL on a data directory, or in memory (optionally loaded from a dump). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  // Loaded here, not at the top: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    pgliteWasmModule: pgliteWasm(),
    startParams: [...PGlite.defaultStartParams, ...BUFFER_POOL],
  });
}
