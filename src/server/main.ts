// The entry point. It loads almost nothing before it starts the embedded database: PGlite boots (partly waiting on
// WebAssembly and the disk) while serve.ts and the rest of the server load, so the two overlap at start-up.
import path from "node:path";
import { loadConfig, type Config } from "./config";
import { lockDataDir } from "./db/data-dir-lock";
import { openPglite } from "./db/open-pglite";
import type { EmbeddedDatabase } from "./serve";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

function openEmbeddedDatabase(dataDir: string): EmbeddedDatabase {
  let unlock: () => void = () => undefined;
  try {
    unlock = lockDataDir(dataDir);
    const opening = openPglite({ dataDir });
    // serve() awaits it and reports a failure; until then, this keeps an early failure from counting as unhandled.
    opening.catch(() => undefined);
    return { opening, unlock };
  } catch (error) {
    unlock();
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const embedded = config.DATABASE_URL ? undefined : openEmbeddedDatabase(path.resolve(config.DATA_DIR));
const { serve } = await import("./serve");
await serve(config, embedded);
