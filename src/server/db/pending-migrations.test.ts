/** The start-up's shortcut past the migrator agrees with Drizzle on when there is something to migrate. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { connectPglite, MIGRATIONS_FOLDER } from "./connect";
import { hasPendingMigrations } from "./pending-migrations";

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("hasPendingMigrations", () => {
  it("says no on a migrated database, and yes once its newest migration is not recorded", async () => {
    expect(await hasPendingMigrations(handle.db, MIGRATIONS_FOLDER)).toBe(false);
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await hasPendingMigrations(handle.db, MIGRATIONS_FOLDER)).toBe(true);
  });

  it("says yes on a new database, which has no migrations table yet, and no once connect has migrated it", async () => {
    const empty = await connectPglite({ migrate: false });
    try {
      expect(await hasPendingMigrations(empty.db, MIGRATIONS_FOLDER)).toBe(true);
    } finally {
      await empty.close();
    }
    const migrated = await connectPglite();
    try {
      expect(await hasPendingMigrations(migrated.db, MIGRATIONS_FOLDER)).toBe(false);
      const tables = await migrated.client.query<{ count: number }>(
        "select count(*)::int as count from information_schema.tables where table_name = 'users'",
      );
      expect(tables.rows[0]?.count).toBe(1);
    } finally {
      await migrated.close();
    }
  });
});
