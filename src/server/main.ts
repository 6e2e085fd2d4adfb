import path from "node:path";
import { buildApp } from "./app";
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from "./cache/change-feed";
import { loadConfig } from "./config";
import { connectPglite, connectPostgres, type DatabaseHandle } from "./db/connect";
import { lockDataDir } from "./db/data-dir-lock";
import { loadPdfEngine } from "./routes/documents";
import { modelFromConfig } from "./ai/model-config";
import { warmUpTranslatorPools } from "./translator/translator-pool";
import { registerStaticClient } from "./static-client";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const dev = process.argv.includes("--dev");
  const logger = config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL };

  let unlock: () => void = () => undefined;
  let database: DatabaseHandle;
  let changes: ChangeFeed = localChangeFeed();
  try {
    if (config.DATABASE_URL) {
      database = await connectPostgres(config.DATABASE_URL);
      changes = await postgresChangeFeed(config.DATABASE_URL, (error) =>
        console.error(`Change feed error (caches may be stale for up to a minute): ${error.message}`),
      );
    } else {
      const dataDir = path.resolve(config.DATA_DIR);
      unlock = lockDataDir(dataDir);
      database = await connectPglite({ dataDir });
    }
  } catch (error) {
    unlock();
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({
    db: database.db,
    changes,
    logger,
    trustProxy: config.TRUST_PROXY,
    relaxedCsp: dev,
    translatorModel: modelFromConfig(config),
    assistantModel: modelFromConfig(config),
    // Vite is a development dependency: loaded only with --dev, so production never imports it.
    client: dev
      ? async (instance) => (await import("./vite-dev")).registerViteDev(instance)
      : (instance) => registerStaticClient(instance),
  });

  let closing = false;
  // While shutting down, every answer closes its connection: otherwise a keep-alive connection that was busy
  // when the signal came stays open after its answer and holds the process until the keep-alive timeout.
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs throughput.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    try {
      await app.close();
      await changes.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    void loadPdfEngine().catch((error: Error) => app.log.error({ err: error }, "could not load the PDF engine"));
    void warmUpTranslatorPools().catch((error: Error) => app.log.error({ err: error }, "could not load the translator"));
  } catch (error) {
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
    await database.close();
    unlock();
    process.exit(1);
  }
}

void main();
