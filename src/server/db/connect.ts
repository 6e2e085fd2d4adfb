import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { runDataMigrations } from "./data-migrations";
import { openPglite } from "./open-pglite";
import type { PgliteProxy } from "./pglite-proxy";
import { hasPendingMigrations } from "./pending-migrations";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant: instances starting together against one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_ID = 7_305_083;

export async function connectPostgres(
  url: string,
  options: { migrate?: boolean; onIdleClientError?: (error: Error) => void; logger?: Logger } = {},
): Promise<DatabaseHandle> {
  // Each driver is loaded when it is used: a server runs on one of them, and loading the other costs start-up time.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can die (a database restart, a failover): without a listener that would end the process.
  pool.on(
    "error",
    options.onIdleClientError ?? ((error) => console.error(`PostgreSQL connection lost (it will reconnect): ${error.message}`)),
  );
  const db = drizzlePg({ client: pool, schema, ...(options.logger ? { logger: options.logger } : {}) }) as unknown as Database;
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      const locked = drizzlePg({ client, schema });
      if (await hasPendingMigrations(locked as unknown as Database, MIGRATIONS_FOLDER)) {
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      }
      await runDataMigrations(locked as unknown as Database);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

/** Embedded PostgreSQL in this thread: a data directory on disk, or in memory (optionally loaded from a dump). */
export async function connectPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; migrate?: boolean; logger?: Logger } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const [client, { drizzle: drizzlePglite }] = await Promise.all([openPglite(options), import("drizzle-orm/pglite")]);
  const db = drizzlePglite({ client, schema, ...(options.logger ? { logger: options.logger } : {}) }) as unknown as Database;
  if (options.migrate !== false) await migratePglite(db, client);
  return { db, client, kind: "pglite", close: () => client.close() };
}

/**
 * The server's embedded database: PGlite in a worker thread (pglite-proxy.ts), still opening. The handle is usable at
 * once (its queries wait for PGlite), so the server builds its app meanwhile; `migrated` settles when PGlite is open
 * and migrated, or could not open.
 */
export async function connectPgliteWorker(client: PgliteProxy): Promise<{ database: DatabaseHandle; migrated: Promise<void> }> {
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  // The driver's type asks for PGlite; it calls only query and transaction, which the proxy answers too.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
  return {
    database: { db, kind: "pglite", close: () => client.close() },
    migrated: client.opened.then(() => migratePglite(db, client as unknown as PGlite)),
  };
}

async function migratePglite(db: Database, client: PGlite): Promise<void> {
  if (await hasPendingMigrations(db, MIGRATIONS_FOLDER)) {
    const [{ drizzle: drizzlePglite }, { migrate }] = await Promise.all([
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    await migrate(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  await runDataMigrations(db);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
