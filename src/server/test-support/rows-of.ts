/** Which tables of the database hold a row that mentions any of some values (a person's id, e-mail...), for the tests. */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/connect";

interface TableName {
  schema: string;
  name: string;
}

/** A query's rows (PGlite and node-postgres both answer with `rows`). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the database, read from information_schema: tables added later are counted without a change here. */
export async function allTables(db: Database): Promise<TableName[]> {
  return selectRows<TableName>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`,
  );
}

/** Tables with a user_id column. */
export async function tablesWithUserId(db: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.columns
      where column_name = 'user_id' and table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Each table with the number of its rows whose text (every column, JSON included) contains one of `values`. */
export async function rowsMentioning(db: Database, values: readonly string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await allTables(db)) {
    const mentions = sql.join(
      values.map((value) => sql`strpos(row::text, ${value}) > 0`),
      sql` or `,
    );
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.raw(`${quoted(table.schema)}.${quoted(table.name)}`)} as row where ${mentions}`,
    );
    const count = row?.count ?? 0;
    if (count > 0) found[table.schema === "public" ? table.name : `${table.schema}.${table.name}`] = count;
  }
  return found;
}
