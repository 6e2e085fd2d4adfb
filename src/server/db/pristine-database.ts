/**
 * A new embedded database, made once by the build: PGlite's `initdb` and the migrations, dumped as
 * dist/server/pristine-database.tar.gz. On its first start on a new data directory, the server loads this dump rather
 * than running `initdb` itself: `initdb` in WebAssembly peaked at about 740 MB of memory (enough to have the server
 * killed on a 1 GB machine before it served a page), loading the dump at about 310 MB, in a third of the time.
 * Without the file (development, tests run from the sources) the server runs `initdb` as before.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PRISTINE_DATABASE_FILE = "pristine-database.tar.gz";

/** Beside the code that reads it: dist/server/ in the production bundle (the worker's own folder). */
const besideThisCode = () => path.join(path.dirname(fileURLToPath(import.meta.url)), PRISTINE_DATABASE_FILE);

/** The dump for a data directory that has no database yet, if the build made one; otherwise undefined. */
export function pristineDumpFor(dataDir: string, file = besideThisCode()): Blob | undefined {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** The build's step: a migrated database in memory, dumped into `outDir`. */
export async function writePristineDatabase(outDir: string): Promise<void> {
  const { connectPglite } = await import("./connect");
  const handle = await connectPglite();
  try {
    const dump = await handle.client.dumpDataDir("gzip");
    writeFileSync(path.join(outDir, PRISTINE_DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}
