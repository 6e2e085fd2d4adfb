/** A list's page (?limit=&offset=, parsed by the contract's pageQuery) applied to its query. */
import type { PgSelect } from "drizzle-orm/pg-core";
import type { PageQuery } from "@shared/api/common";

export function paged<Query extends PgSelect>(query: Query, page: PageQuery): Query {
  const skipped = page.offset ? query.offset(page.offset) : query;
  return page.limit === undefined ? skipped : skipped.limit(page.limit);
}
