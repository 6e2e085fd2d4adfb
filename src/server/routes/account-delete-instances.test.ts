import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, sessionCookie, signUp } from "../test-support/test-app";
import { startTwoInstances, type TwoInstances } from "../test-support/two-instances";

const url = process.env.DATABASE_URL;

describe(`deleting an account across two instances (${url ? "PostgreSQL" : "PGlite"})`, () => {
  let instances: TwoInstances;
  let first: TwoInstances["first"];
  let second: TwoInstances["second"];
  beforeAll(async () => {
    instances = await startTwoInstances(url);
    ({ first, second } = instances);
  });
  afterAll(() => instances.close());

  it("signs her out on every instance at once, whichever one she deleted the account on", async () => {
    const maria = await signUp({ app: first });
    const onSecond = await second.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "10.62.0.1",
      payload: { email: maria.user.email, password: PASSWORD },
    });
    expect(onSecond.statusCode).toBe(200);
    const secondCookie = sessionCookie(onSecond);
    const { csrfToken: secondCsrf } = (
      await second.inject({ method: "GET", url: "/api/csrf-token", headers: { cookie: secondCookie } })
    ).json();
    const userOn = async (app: typeof first, cookie: string) =>
      (await app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json();
    // The second instance has both of her sessions in its cache.
    expect(await userOn(second, maria.cookie)).toMatchObject({ id: maria.user.id });
    expect(await userOn(second, secondCookie)).toMatchObject({ id: maria.user.id });

    const deleted = await maria.request({ method: "DELETE", url: "/api/user", payload: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await expect.poll(() => userOn(second, secondCookie)).toBeNull();
    expect(await userOn(second, maria.cookie)).toBeNull();
    expect(await userOn(first, secondCookie)).toBeNull();
    const write = await second.inject({
      method: "POST",
      url: "/api/cases",
      headers: { cookie: secondCookie, "x-csrf-token": secondCsrf },
      payload: { title: "After deletion", type: "small_claims" },
    });
    expect(write.statusCode).toBe(401);
  });
});
