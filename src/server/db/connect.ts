import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { runDataMigrations } from "./data-migrations";
import { openPglite } from "./open-pglite";
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
  options: { migrate?: boolean; onIdleClientError?: (error: Error) => void } = {},
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
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
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

/**
 * Embedded PostgreSQL: a data directory on disk, or in memory (optionally loaded from a dump). `opening` is a PGlite
 * already starting (main.ts starts it before loading the rest of the server, so the two overlap).
 */
export async function connectPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; migrate?: boolean; opening?: Promise<PGlite> } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    options.opening ?? openPglite(options),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  if (options.migrate !== false) {
    if (await hasPendingMigrations(db, MIGRATIONS_FOLDER)) {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    }
    await runDataMigrations(db);
  }
  return { db, client, kind: "pglite", close: () => client.close() };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
