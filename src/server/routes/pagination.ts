/**
 * A list's page. Every list takes ?limit=&offset= (the contract's pageQuery); the long ones (listPageQuery) also take
 * ?cursor=, a keyset page after the row the page before ended on, and ?q=, a search of their titles. A page by limit
 * names the page after it in the X-Next-Cursor header, so the answer stays the plain array the spec shows.
 */
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { isUuid, NEXT_CURSOR_HEADER, type PageQuery } from "@shared/api/common";
import { validationMessage } from "@shared/documents/field-messages";
import type { Database } from "../db/connect";
import { HttpError } from "../http-errors";
import { interfaceMessage } from "../interface-text";

export function paged<Query extends PgSelect>(query: Query, page: PageQuery): Query {
  const skipped = page.offset ? query.offset(page.offset) : query;
  return page.limit === undefined ? skipped : skipped.limit(page.limit);
}

/** A long list's order: every key the same way, the row's id last so that no two rows tie. */
export interface Keyset {
  table: PgTable;
  id: PgColumn;
  keys: readonly (PgColumn | SQL)[];
  descending: boolean;
}

const encodeCursor = (id: string): string => Buffer.from(id).toString("base64url");

function refuseCursor(): HttpError {
  const message = interfaceMessage(validationMessage("page.cursor"));
  return new HttpError(400, message, { cursor: [message] });
}

/**
 * The rows after the one a cursor names, which must be one of hers in this list (`mine`); any other cursor, or one
 * sent with an offset, is a 400.
 * The row's keys are compared in the database, at the stored timestamps' full precision.
 */
export async function afterCursor(db: Database, keyset: Keyset, mine: SQL, page: PageQuery): Promise<SQL | undefined> {
  const { cursor } = page;
  if (cursor === undefined) return undefined;
  if (page.offset !== undefined) throw refuseCursor();
  const id = Buffer.from(cursor, "base64url").toString();
  if (!isUuid(id)) throw refuseCursor();
  const [found] = await db
    .select({ id: keyset.id })
    .from(keyset.table)
    .where(and(eq(keyset.id, id.toLowerCase()), mine));
  if (!found) throw refuseCursor();
  const keys = sql.join([...keyset.keys], sql`, `);
  const after = keyset.descending ? sql`<` : sql`>`;
  return sql`(${keys}) ${after} (select ${keys} from ${keyset.table} where ${keyset.id} = ${found.id})`;
}

/** Rows whose columns hold the search, in any case; every row without one. */
export function searching(q: string | undefined, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A page of the list, with the cursor of the page after it in X-Next-Cursor when there is one. */
export async function pageWithCursor<Row extends { id: string }>(
  query: PgSelect,
  page: PageQuery,
  reply: FastifyReply,
): Promise<Row[]> {
  const rows = (await paged(query, { ...page, limit: page.limit === undefined ? undefined : page.limit + 1 })) as Row[];
  if (page.limit === undefined || rows.length <= page.limit) return rows;
  const shown = rows.slice(0, page.limit);
  reply.header(NEXT_CURSOR_HEADER, encodeCursor(shown.at(-1)!.id));
  return shown;
}
