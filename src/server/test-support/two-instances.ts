import { buildApp } from "../app";
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from "../cache/change-feed";
import { connectPostgres } from "../db/connect";
import { createTestDatabase } from "./test-database";

type App = Awaited<ReturnType<typeof buildApp>>;

export interface TwoInstances {
  first: App;
  second: App;
  close(): Promise<void>;
}

/**
 * Two server instances on one database. On PostgreSQL (`url`) each has its own change feed (LISTEN/NOTIFY), as in
 * production, on the database the feed listens to; on PGlite, which one process holds, they share the in-process feed.
 */
export async function startTwoInstances(url: string | undefined): Promise<TwoInstances> {
  const database = url ? await connectPostgres(url) : await createTestDatabase();
  const fail = (error: Error) => {
    throw error;
  };
  const feeds: ChangeFeed[] = url
    ? [await postgresChangeFeed(url, fail), await postgresChangeFeed(url, fail)]
    : [localChangeFeed()];
  const first = await buildApp({ db: database.db, changes: feeds[0]! });
  const second = await buildApp({ db: database.db, changes: feeds.at(-1)! });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      for (const feed of feeds) await feed.close();
      await database.close();
    },
  };
}
