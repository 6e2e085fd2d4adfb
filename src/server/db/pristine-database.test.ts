/**
 * The build's new database (pristine-database.ts): written once, loaded by a first start on a new data directory
 * (which then has every table and every migration, without initdb), and never loaded over an existing database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectPglite } from "./connect";
import { PRISTINE_DATABASE_FILE, pristineDumpFor, writePristineDatabase } from "./pristine-database";

const folder = mkdtempSync(path.join(tmpdir(), "flc-pristine-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the pristine database", () => {
  it("is loaded into a new data directory, already migrated, and never over an existing one", async () => {
    await writePristineDatabase(folder);
    const file = path.join(folder, PRISTINE_DATABASE_FILE);
    const dataDir = path.join(folder, "data");
    const dump = pristineDumpFor(dataDir, file);
    expect(dump?.size).toBeGreaterThan(1_000_000);

    const first = await connectPglite({ dataDir, loadDataDir: dump!, migrate: false });
    const applied = await first.client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    const users = await first.client.query<{ n: number }>("select count(*)::int as n from users");
    await first.close();
    expect(applied.rows[0]!.n).toBeGreaterThan(10);
    expect(users.rows[0]!.n).toBe(0);

    expect(pristineDumpFor(dataDir, file)).toBeUndefined();
    expect(pristineDumpFor(path.join(folder, "elsewhere"), path.join(folder, "missing.tar.gz"))).toBeUndefined();
  });
});
