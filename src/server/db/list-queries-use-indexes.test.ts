/**
 * Every signed-in read the app makes without an id in its path (her account, her numbers, her lists) is answered
 * through an index, so it stays quick for a person among a million papers: each query the app sends for these
 * calls is EXPLAINed with sequential scans discouraged (enable_seqscan = off: with the few rows of a test, the planner
 * would rightly read a whole small table), and a plan that still reads a whole table that holds people's data fails.
 */
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "@shared/api";
import { buildApp } from "../app";
import * as schema from "./schema";
import { signUp, type SignedIn } from "../test-support/test-app";
import { createTestDatabase, type RawClient, type TestDatabase } from "../test-support/test-database";

/** The tables that hold a person's data: each has a user_id, and users itself. */
const PEOPLES_TABLES = new Set(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table))
    .filter((config) => config.name === "users" || config.columns.some((column) => column.name === "user_id"))
    .map((config) => config.name),
);

/** The reads with no id in their path, made signed in: what every page of hers asks first. */
const READS = [
  ...new Set(
    ALL_ENDPOINTS.filter(
      ({ endpoint }) => endpoint.method === "GET" && endpoint.path.startsWith("/api/") && !endpoint.path.includes(":"),
    ).map(({ endpoint }) => endpoint.path),
  ),
  // Reads a page makes with a name, not an id, in the path: where a new paper of her deposit case would go.
  "/api/case-choices/security_deposit_demand",
];

const queries: { sql: string; params: unknown[] }[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let maria: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase({ logger: { logQuery: (sql, params) => queries.push({ sql, params }) } });
  app = await buildApp({ dev: true, db: database.db });
  await app.ready();
  maria = await signUp({ app });
  // Something in each list, so every query has rows to find.
  const made = await maria.request({
    method: "POST",
    url: "/api/cases",
    payload: { title: "Deposit", type: "security_deposit", description: "" },
  });
  expect(made.statusCode).toBe(201);
  const caseId = made.json<{ id: string }>().id;
  const deadline = await maria.request({
    method: "POST",
    url: "/api/deadlines",
    payload: { title: "File", dueDate: "2027-03-01", type: "filing", priority: "high", caseId },
  });
  expect(deadline.statusCode).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function wholeTableReads(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && PEOPLES_TABLES.has(node["Relation Name"] ?? "") ? [node["Relation Name"]!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(wholeTableReads)];
}

/** Runs `work` on one connection with sequential scans discouraged, then puts the setting back. */
async function withoutSeqScans<T>(client: RawClient, work: (connection: RawClient) => Promise<T>): Promise<T> {
  const pool = client as RawClient & { connect?: () => Promise<RawClient & { release(): void }>; totalCount?: number };
  const connection = pool.connect && pool.totalCount !== undefined ? await pool.connect() : undefined;
  const on = connection ?? client;
  await on.query("set enable_seqscan = off");
  try {
    return await work(on);
  } finally {
    await on.query("reset enable_seqscan");
    connection?.release();
  }
}

describe("her reads use an index", () => {
  it("reads no table of people's data whole, on any signed-in list or summary", async () => {
    expect(READS).toEqual(expect.arrayContaining(["/api/user", "/api/stats", "/api/cases", "/api/documents", "/api/deadlines"]));
    expect([...PEOPLES_TABLES]).toEqual(expect.arrayContaining(["users", "cases", "documents", "deadlines", "sessions"]));
    const problems: string[] = [];
    const explained = new Map<string, number>();
    for (const path of READS) {
      queries.length = 0;
      const response = await maria.request({ method: "GET", url: path });
      expect(response.statusCode, path).toBeLessThan(500);
      const reads = queries.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
      await withoutSeqScans(database.client, async (connection) => {
        for (const query of reads) {
          const { rows } = await connection.query(`explain (format json) ${query.sql}`, query.params);
          const plan = (rows[0] as Record<string, unknown>)["QUERY PLAN"];
          const root = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
          explained.set(path, (explained.get(path) ?? 0) + 1);
          for (const table of wholeTableReads(root[0]!.Plan)) problems.push(`${path}: reads all of ${table}: ${query.sql}`);
        }
      });
    }
    // The test saw the queries it judges: each of these reads asks the database (her account comes with her session).
    for (const path of [
      "/api/stats",
      "/api/cases",
      "/api/documents",
      "/api/deadlines",
      "/api/conversations",
      "/api/case-choices/security_deposit_demand",
    ])
      expect(explained.get(path) ?? 0, path).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
