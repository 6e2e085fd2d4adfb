// The entry point. It loads almost nothing before it starts the embedded database in a worker thread: PGlite boots
// there, on another core, while serve.ts and the rest of the server load here, so the two overlap at start-up.
import path from "node:path";
import { loadConfig, type Config } from "./config";
import { lockDataDir } from "./db/data-dir-lock";
import { startPgliteWorker } from "./db/pglite-proxy";
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
    return { client: startPgliteWorker(dataDir), unlock };
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
