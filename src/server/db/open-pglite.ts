import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import v8 from "node:v8";
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
 * here synchronously (V8 compiles each function on its first call) it takes about 45 ms (under 20 with the flags
 * below), and that wait is gone.
 */
function pgliteWasm(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")));
  return compiled;
}

/**
 * V8 flags while PGlite opens, which cut the CPU its start takes by 40% (PGlite on its own, A/B: ~700 → ~400 ms);
 * the server starts on a 2-core machine, where that CPU competed with the main thread's own start:
 * - V8 runs a WebAssembly function as baseline code first and optimises it once it has run enough, its "tiering
 *   budget" (in rough bytes executed, 1.8 M by default). PostgreSQL's boot and first catalog lookups run many functions
 *   just past that, once: optimising them was ~250 ms of CPU. With a higher budget they stay baseline; functions that
 *   stay hot (queries) are still optimised, later.
 * - Lazy validation checks each function when it is first compiled rather than the whole module up front: compiling
 *   PGlite's module takes ~18 ms instead of ~48 ms.
 * The flags are process-wide, so the defaults are put back once PGlite is open.
 */
export const OPENING_V8_FLAGS = "--wasm-tiering-budget=100000000 --wasm-lazy-validation";
export const DEFAULT_V8_FLAGS = "--wasm-tiering-budget=1800000 --no-wasm-lazy-validation";
let opening = 0;

/** Starts embedded PostgreSQL on a data directory, or in memory (optionally loaded from a dump). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  // Loaded here, not at the top: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  if (opening++ === 0) v8.setFlagsFromString(OPENING_V8_FLAGS);
  try {
    return await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      pgliteWasmModule: pgliteWasm(),
      startParams: [...PGlite.defaultStartParams, ...BUFFER_POOL],
    });
  } finally {
    if (--opening === 0) v8.setFlagsFromString(DEFAULT_V8_FLAGS);
  }
}
