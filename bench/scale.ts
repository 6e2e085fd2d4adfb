/**
 * The database at scale: PostgreSQL filled with 100,000 people, 1,000,000 documents, 200,000 cases and 300,000
 * deadlines (generated in SQL, in a database of its own that is dropped afterwards), one of them a person with 2,000
 * documents, 500 cases and 200 deadlines; then the production server on it, and the p50/p99 of her signed-in reads.
 * Each of these reads uses an index (src/server/db/list-queries-use-indexes.test.ts proves it on every build).
 * Needs PostgreSQL: DATABASE_URL, else 127.0.0.1:5432/test. Run alone with `npx tsx bench/scale.ts`.
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { Figure } from "./http";
import { startServer } from "./server-process";

const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PEOPLE = 100_000;
const DOCUMENTS_EACH = 10;
const CASES_EACH = 2;
const DEADLINES_EACH = 3;
const HER = { documents: 2_000, cases: 500, deadlines: 200 };
const REQUESTS = 100;
const READS = ["/api/user", "/api/stats", "/api/cases", "/api/deadlines", "/api/documents?limit=50", "/api/documents"];

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? NaN;

/** Everyone else's rows, then hers, in set-based statements. */
async function fill(client: pg.Client, herId: string): Promise<void> {
  await client.query(
    `insert into users (email, password_hash) select 'person' || n || '@example.com', 'not a hash' from generate_series(1, $1) n`,
    [PEOPLE],
  );
  await client.query(
    `insert into cases (user_id, title, type, status)
     select u.id, 'Case ' || n, 'small_claims', 'in_progress' from users u, generate_series(1, $1) n where u.id <> $2`,
    [CASES_EACH, herId],
  );
  await client.query(
    `insert into documents (user_id, title, type, kind, template_data)
     select u.id, 'Paper ' || n, 'complaint', 'small_claims_statement', jsonb_build_object('claim_amount', n * 10)
     from users u, generate_series(1, $1) n where u.id <> $2`,
    [DOCUMENTS_EACH, herId],
  );
  await client.query(
    `insert into deadlines (user_id, title, due_date)
     select u.id, 'Deadline ' || n, current_date + n from users u, generate_series(1, $1) n where u.id <> $2`,
    [DEADLINES_EACH, herId],
  );
  await client.query(
    `insert into cases (user_id, title, type, status) select $1, 'My case ' || n, 'small_claims', 'in_progress' from generate_series(1, $2) n`,
    [herId, HER.cases],
  );
  await client.query(
    `insert into documents (user_id, title, type, kind, template_data)
     select $1, 'My paper ' || n, 'complaint', 'small_claims_statement',
            jsonb_build_object('claim_amount', n, 'plaintiff_name', 'Maria Lopez', 'description', repeat('words ', 60))
     from generate_series(1, $2) n`,
    [herId, HER.documents],
  );
  await client.query(
    `insert into deadlines (user_id, title, due_date) select $1, 'My deadline ' || n, current_date + n from generate_series(1, $2) n`,
    [herId, HER.deadlines],
  );
  await client.query("analyze");
}

export async function benchScale(): Promise<Figure[]> {
  const name = `flc_bench_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    return [{ name: "Database at scale", value: `not measured: no PostgreSQL (${(error as Error).message})` }];
  }
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString() });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const registered = await fetch(`${server.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "maria.scale@example.com", password: `Scale-bench-${randomBytes(6).toString("hex")}` }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
    const { rows } = await client.query<{ id: string }>("select id from users where email = 'maria.scale@example.com'");
    const started = performance.now();
    await fill(client, rows[0]!.id);
    const fillSeconds = (performance.now() - started) / 1000;
    const figures: Figure[] = [
      {
        name: `Filled: ${PEOPLE.toLocaleString("en")} people, ${(PEOPLE * DOCUMENTS_EACH).toLocaleString("en")} documents`,
        value: `${fillSeconds.toFixed(0)} s (her: ${HER.documents} documents, ${HER.cases} cases, ${HER.deadlines} deadlines)`,
      },
    ];
    for (const path of READS) {
      const times: number[] = [];
      let bytes = 0;
      for (let index = 0; index < REQUESTS; index++) {
        const before = performance.now();
        const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
        bytes = (await response.arrayBuffer()).byteLength;
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        times.push(performance.now() - before);
      }
      figures.push({
        name: `  GET ${path} p50 / p99`,
        value: `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.99).toFixed(1)} ms (${(bytes / 1024).toFixed(0)} KB)`,
      });
    }
    return figures;
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchScale()) console.log(`${figure.name}  ${figure.value}`);
}
