import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, uniqueEmail } from "../test-support/test-app";
import { startTwoInstances, type TwoInstances } from "../test-support/two-instances";

const url = process.env.DATABASE_URL;

/** Two server instances on one PostgreSQL: what one learns about a user reaches the other's caches. */
describe.skipIf(!url)("change feed across instances (PostgreSQL)", () => {
  let instances: TwoInstances;
  let first: TwoInstances["first"];
  let second: TwoInstances["second"];
  beforeAll(async () => {
    instances = await startTwoInstances(url);
    ({ first, second } = instances);
  });
  afterAll(() => instances.close());

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
