/**
 * The server's embedded database in its worker thread, through Drizzle: it answers as PGlite in process does (the
 * test databases), transactions hold other queries and roll back on a throw, errors keep PostgreSQL's fields, and a
 * closed or crashed thread fails its calls instead of leaving them waiting.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { bigint, customType, date, jsonb, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "../http-errors";
import { TEMPLATE_PATH } from "../test-support/global-setup";
import { selectRows } from "../test-support/rows-of";
import { connectPglite, connectPgliteWorker, type Database, type DatabaseHandle } from "./connect";
import { startPgliteWorker, type PgliteProxy } from "./pglite-proxy";
import { users } from "./schema";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const probes = pgTable("proxy_probes", {
  id: serial("id").primaryKey(),
  data: bytea("data").notNull(),
  doc: jsonb("doc").$type<{ name: string; list: number[] }>().notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  atString: timestamp("at_string", { mode: "string" }).notNull(),
  day: date("day", { mode: "string" }).notNull(),
  amount: numeric("amount").notNull(),
  big: bigint("big", { mode: "number" }).notNull(),
});

const PROBE_ROW = {
  data: new Uint8Array([0, 1, 2, 250, 255]),
  doc: { name: "Señora Núñez", list: [1, 2.5, -3] },
  at: new Date("2026-03-08T06:59:59.123Z"),
  atString: "2026-11-01 01:30:00.5",
  day: "2026-02-28",
  amount: "1234.50",
  big: 9_007_199_254_740_991,
};

const madeDirs: string[] = [];
let client: PgliteProxy;
let inWorker: Database;
// PGlite in this thread, as the test databases run it on PGlite (whatever DATABASE_URL says: this compares PGlites).
let inProcess: DatabaseHandle;

/** A data directory on disk from the migrated template, as a server has one. */
async function templateDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "flc-pglite-proxy-"));
  madeDirs.push(dir);
  const seed = await connectPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]), migrate: false });
  await seed.close();
  return dir;
}

beforeAll(async () => {
  client = startPgliteWorker(await templateDataDir());
  const connected = await connectPgliteWorker(client);
  await connected.migrated; // the server's own path: the migration check runs through the thread
  inWorker = connected.database.db;
  inProcess = await connectPglite({ loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]), migrate: false });
  for (const db of [inWorker, inProcess.db]) {
    await db.execute(sql`create table proxy_probes (
      id serial primary key, data bytea not null, doc jsonb not null, at timestamptz not null,
      at_string timestamp not null, day date not null, amount numeric not null, big bigint not null)`);
  }
});

afterAll(async () => {
  await client?.close();
  await inProcess?.close();
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

const count = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe("PGlite in a worker thread, through Drizzle", () => {
  it("answers selects and inserts (rows as arrays and as objects) with the values in-process PGlite gives", async () => {
    const answers = async (db: Database) => {
      const [inserted] = await db.insert(probes).values(PROBE_ROW).returning();
      const selected = await db.select().from(probes).where(eq(probes.id, inserted!.id));
      const raw = await selectRows(
        db,
        sql`select data, doc, at, at_string, day, amount, big, now() > at as later from proxy_probes`,
      );
      const relational = await db.select({ email: users.email }).from(users).limit(1);
      return { inserted, selected, raw, relational };
    };
    const fromWorker = await answers(inWorker);
    expect(fromWorker).toEqual(await answers(inProcess.db));
    // Not merely equal to each other: the values are what Drizzle promises.
    expect(fromWorker.selected[0]).toEqual({ id: fromWorker.inserted!.id, ...PROBE_ROW });
    expect(fromWorker.selected[0]!.data).toBeInstanceOf(Uint8Array);
    expect(fromWorker.selected[0]!.at).toBeInstanceOf(Date);
    expect(fromWorker.raw[0]).toMatchObject({ at: "2026-03-08 06:59:59.123+00", day: "2026-02-28", later: true });
  });

  it("commits a transaction, and rolls one back when its callback throws (savepoints inside included)", async () => {
    const committed = `committed-${Date.now()}@example.com`;
    const inner = `inner-${Date.now()}@example.com`;
    await inWorker.transaction(async (tx) => {
      await tx.insert(users).values({ email: committed, passwordHash: "x" });
      await tx
        .transaction(async (nested) => {
          await nested.insert(users).values({ email: inner, passwordHash: "x" });
          throw new Error("undo the savepoint");
        })
        .catch(() => undefined);
    });
    expect(await count(inWorker, committed)).toBe(1);
    expect(await count(inWorker, inner)).toBe(0);

    const rolledBack = `rolled-back-${Date.now()}@example.com`;
    const thrown = new Error("changed my mind");
    await expect(
      inWorker.transaction(async (tx) => {
        await tx.insert(users).values({ email: rolledBack, passwordHash: "x" });
        expect(await count(tx as unknown as Database, rolledBack)).toBe(1);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await count(inWorker, rolledBack)).toBe(0);
  });

  it("holds a query made outside an open transaction until the transaction ends", async () => {
    const email = `held-${Date.now()}@example.com`;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = inWorker.transaction(async (tx) => {
      await tx.insert(users).values({ email, passwordHash: "x" });
      inserted();
      await gate;
    });
    await insertDone;
    let outside: number | undefined;
    const reading = count(inWorker, email).then((found) => (outside = found));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outside).toBeUndefined();
    release();
    await transaction;
    await reading;
    expect(outside).toBe(1); // it ran after the commit, and saw the row
  });

  it("keeps PostgreSQL's fields on an error, as our error handling reads them", async () => {
    const email = `twice-${Date.now()}@example.com`;
    const failure = async (db: Database) => {
      await db.insert(users).values({ email, passwordHash: "x" });
      return db
        .insert(users)
        .values({ email, passwordHash: "x" })
        .then(
          () => undefined,
          (error: unknown) => error as Error & { cause: Record<string, unknown> },
        );
    };
    const fromWorker = await failure(inWorker);
    const fromProcess = await failure(inProcess.db);
    expect(fromWorker?.cause).toMatchObject({
      code: "23505",
      severity: "ERROR",
      constraint: "users_email_unique",
      table: "users",
      schema: "public",
      detail: expect.stringContaining("already exists"),
    });
    expect(fromWorker?.cause.constructor).toBe(fromProcess?.cause.constructor); // PGlite's DatabaseError
    const { stack: _workerStack, ...described } = describeError(fromWorker);
    const { stack: _processStack, ...expected } = describeError(fromProcess);
    expect(described).toEqual(expected);
    expect(described.code).toBe("23505");
  });

  it("refuses a parser that would have to cross to the thread (functions cannot), rather than ignore it", async () => {
    await expect(client.query("select now()", [], { parsers: { 1184: (value) => new Date(value) } })).rejects.toThrow(
      "cannot run the parser given for type 1184",
    );
    await expect(client.query("select 1", [], { blob: new Blob(["x"]) })).rejects.toThrow("takes no query option blob");
  });
});

describe("the worker thread's end", () => {
  it("close() closes PGlite and ends the thread; later calls fail", async () => {
    const own = startPgliteWorker(await templateDataDir());
    await own.opened;
    const exited = new Promise<number>((resolve) => own.worker.once("exit", resolve));
    await own.close();
    await exited;
    await expect(own.query("select 1")).rejects.toThrow("The database is closed");
  });

  it("rejects the calls in flight when the thread dies, and every call after", async () => {
    const own = startPgliteWorker(await templateDataDir());
    await own.opened;
    const sleeping = own.query("select pg_sleep(5)");
    await own.worker.terminate();
    await expect(sleeping).rejects.toThrow("The database's worker thread stopped");
    await expect(own.query("select 1")).rejects.toThrow("The database's worker thread stopped");
  });

  it("reports why PGlite could not open, to opened and to queries", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "flc-pglite-proxy-"));
    madeDirs.push(dir);
    writeFileSync(path.join(dir, "file"), "not a folder");
    const own = startPgliteWorker(path.join(dir, "file", "data"));
    const query = own.query("select 1");
    await expect(own.opened).rejects.toThrow("ENOTDIR");
    await expect(query).rejects.toThrow("ENOTDIR");
  });
});
