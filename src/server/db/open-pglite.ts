import type { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's default buffer pool (128 MB) is allocated and cleared in WebAssembly memory at every start, which was
 * about a quarter of PGlite's start-up; a person's cases, papers and deadlines are a few megabytes, which 16 MB holds.
 */
const BUFFER_POOL = ["-c", "shared_buffers=16MB"];

/** Starts embedded PostgreSQL on a data directory, or in memory (optionally loaded from a dump). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  // Loaded here, not at the top: a server on PostgreSQL never loads PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...BUFFER_POOL],
  });
}
