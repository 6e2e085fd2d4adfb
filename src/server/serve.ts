import { buildApp } from "./app";
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from "./cache/change-feed";
import type { Config } from "./config";
import { connectPgliteWorker, connectPostgres, type DatabaseHandle } from "./db/connect";
import type { PgliteProxy } from "./db/pglite-proxy";
import { modelFromConfig } from "./ai/model-config";
import { registerStaticClient } from "./static-client";
import { createMailer } from "./mail/mailer";
import { startReminderWorker, type ReminderWorker } from "./reminders/worker";

/** The embedded database main.ts has started opening: its data directory is locked by this process. */
export interface EmbeddedDatabase {
  client: PgliteProxy;
  unlock(): void;
}

/** Builds the server on the database (PostgreSQL when DATABASE_URL is set, else the embedded one), and listens. */
export async function serve(config: Config, embedded: EmbeddedDatabase | undefined): Promise<void> {
  const dev = process.argv.includes("--dev");
  const logger = config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL };

  const unlock = embedded?.unlock ?? (() => undefined);
  const failedToOpen = (error: unknown): never => {
    unlock();
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  };
  let database: DatabaseHandle;
  // The embedded database is still opening in its thread: the app is built meanwhile, and listens once it is migrated.
  let migrated: Promise<void> = Promise.resolve();
  let changes: ChangeFeed = localChangeFeed();
  try {
    if (embedded) {
      ({ database, migrated } = await connectPgliteWorker(embedded.client));
    } else {
      database = await connectPostgres(config.DATABASE_URL!);
      changes = await postgresChangeFeed(config.DATABASE_URL!, (error) =>
        console.error(`Change feed error (caches may be stale for up to a minute): ${error.message}`),
      );
    }
  } catch (error) {
    return failedToOpen(error);
  }

  if (!config.PUBLIC_ORIGIN) {
    console.warn(
      "PUBLIC_ORIGIN is not set: each change is checked against the address the request itself was sent to, and the " +
        "calendar-feed address is built from it. Set PUBLIC_ORIGIN to the address people open (https://flc.example.org).",
    );
  }
  const mailer = config.SMTP_URL ? createMailer({ url: config.SMTP_URL, from: config.MAIL_FROM! }) : undefined;
  if (mailer && !config.PUBLIC_ORIGIN) {
    console.warn("SMTP_URL is set but PUBLIC_ORIGIN is not: e-mail links need the address people open, so no e-mail is sent.");
  }
  const app = await buildApp({
    db: database.db,
    changes,
    logger,
    trustProxy: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN,
    relaxedCsp: dev,
    dev,
    translatorModel: modelFromConfig(config),
    assistantModel: modelFromConfig(config),
    reminders: { mailer: config.PUBLIC_ORIGIN ? mailer : undefined },
    // Vite is a development dependency: loaded only with --dev, so production never imports it.
    client: dev
      ? async (instance) => (await import("./vite-dev")).registerViteDev(instance)
      : (instance) => registerStaticClient(instance),
  });

  // @fastify/compress checks every answer with `instanceof Response`, and Node loads its fetch implementation on the
  // first use of that global: ~40 ms that the first answer waited. Loaded here, while the database is still opening.
  void globalThis.Response;
  await migrated.catch(failedToOpen);

  let reminders: ReminderWorker | undefined;
  app.addHook("onClose", async () => {
    await reminders?.stop();
    mailer?.close();
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
  // PGlite failing in its thread ended the whole process when it ran on this one: it still does, so whatever runs the
  // server restarts it instead of leaving it up with every query failing.
  embedded?.client.worker.once("exit", (code) => {
    if (closing) return;
    console.error(`The embedded database stopped (exit code ${code}): the server stops too.`);
    unlock();
    process.exit(1);
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    // Reminders due are sent from every instance, each message once (reminders/worker.ts); stopped on close.
    reminders = startReminderWorker(
      { db: database.db, mailer: config.PUBLIC_ORIGIN ? mailer : undefined, origin: config.PUBLIC_ORIGIN ?? "" },
      { log: (error) => app.log.error({ err: error }, "reminder batch failed") },
    );
  } catch (error) {
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
    await database.close();
    unlock();
    process.exit(1);
  }
}
