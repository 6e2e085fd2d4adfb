import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./connect";

/**
 * Whether the database lacks a migration of the folder. Drizzle applies a migration when it is newer than the newest
 * one recorded, so one query answers; the migrator itself reads and hashes every file and makes three round trips,
 * which at every start of an up-to-date database was a tenth of the start-up.
 */
export async function hasPendingMigrations(db: Database, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    // Both drivers (PGlite, node-postgres) answer with the rows in `rows`; the table is Drizzle's, not in our schema.
    const result = (await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { newest: string | number | null }[];
    };
    return Number(result.rows[0]?.newest ?? 0) < newest;
  } catch {
    return true; // a new database: the migrations table does not exist yet
  }
}
