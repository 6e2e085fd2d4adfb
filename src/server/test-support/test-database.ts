import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Logger } from "drizzle-orm";
import pg from "pg";
import { connectPglite, connectPostgres, type Database } from "../db/connect";
import { TEMPLATE_PATH } from "./global-setup";

export interface TestDatabase {
  db: Database;
  /** The driver's client (a PGlite, or a pg pool), for what Drizzle does not say (EXPLAIN with parameters). */
  client: RawClient;
  close(): Promise<void>;
}

export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface TestDatabaseOptions {
  /** Told every query the app makes (Drizzle's logger). */
  logger?: Logger;
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or, when DATABASE_URL is set,
 * a database of its own on that PostgreSQL server (so test files can run side by side).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = readFileSync(TEMPLATE_PATH);
    const handle = await connectPglite({ loadDataDir: new Blob([template]), migrate: false, ...options });
    return { db: handle.db, client: handle.client, close: handle.close };
  }
  const name = `flc_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await connectPostgres(testUrl.toString(), {
    ...options,
    // Dropping the test database at the end terminates connections that are still closing (code 57P01).
    onIdleClientError: (error) => {
      if ((error as { code?: string }).code !== "57P01") throw error;
    },
  });
  return {
    db: handle.db,
    client: (handle.db as unknown as { $client: RawClient }).$client,
    async close() {
      await handle.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}
