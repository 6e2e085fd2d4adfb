/**
 * Data migrations: rewrites of stored rows that SQL alone cannot express (they use the catalog). They run at
 * start-up right after the SQL migrations (connect.ts), in order, each once: its name is recorded in
 * data_migrations in the same transaction as its changes.
 */
import type { Database } from "./connect";
import { optionCodesMigration } from "./data-migrations/option-codes";
import { dataMigrations } from "./schema";

export interface DataMigration {
  /** Recorded once applied; never rename one. */
  name: string;
  run(db: Database): Promise<void>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [optionCodesMigration];

/** Applies the data migrations this database has not had yet; returns the names applied now. */
export async function runDataMigrations(db: Database, migrations = DATA_MIGRATIONS): Promise<string[]> {
  const done = new Set((await db.select({ name: dataMigrations.name }).from(dataMigrations)).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await migration.run(tx as unknown as Database);
      await tx.insert(dataMigrations).values({ name: migration.name });
    });
    applied.push(migration.name);
  }
  return applied;
}
