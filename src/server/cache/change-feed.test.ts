import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectPostgres, type DatabaseHandle } from "../db/connect";
import { sessionCookie, uniqueEmail } from "../test-support/test-app";
import { postgresChangeFeed, type ChangeFeed } from "./change-feed";

const url = process.env.DATABASE_URL;

/** Two server instances on one PostgreSQL: what one learns about a user reaches the other's caches. */
describe.skipIf(!url)("change feed across instances (PostgreSQL)", () => {
  let database: DatabaseHandle;
  const feeds: ChangeFeed[] = [];
  let first: Awaited<ReturnType<typeof buildApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await connectPostgres(url!);
    const makeApp = async () => {
      const changes = await postgresChangeFeed(url!, (error) => {
        throw error;
      });
      feeds.push(changes);
      return buildApp({ db: database.db, changes });
    };
    first = await makeApp();
    second = await makeApp();
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    for (const feed of feeds) await feed.close();
    await database.close();
  });

  it("signs a session out everywhere when it logs out on one instance", async () => {
    const registered = await first.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: "10.77.0.1",
      payload: { email: uniqueEmail("feed"), password: "orchid-lantern-42" },
    });
    const cookie = sessionCookie(registered);
    // The second instance caches the session.
    expect((await second.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json()).not.toBeNull();
    const { csrfToken } = (await first.inject({ method: "GET", url: "/api/csrf-token", headers: { cookie } })).json();
    const logout = await first.inject({ method: "POST", url: "/api/logout", headers: { cookie, "x-csrf-token": csrfToken } });
    expect(logout.statusCode).toBe(200);
    await expect
      .poll(async () => (await second.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json())
      .toBeNull();
  });
});
