import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, driven through inject. */
export async function createTestApp() {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  user: { id: string; email: string };
  /** inject as this user: cookie and CSRF header are added. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.com`;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "flc_session");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `flc_session=${cookie.value}`;
}

/** Registers a new user and fetches a CSRF token, returning a helper that calls the API as that user. */
export async function signUp(
  testApp: { app: TestApp["app"] },
  fields: Record<string, unknown> = {},
): Promise<SignedIn> {
  const { app } = testApp;
  counter += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    // Each sign-up comes from its own address, so a test file may create more users than one address may register.
    remoteAddress: `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
    payload: { email: uniqueEmail(), password: "secret123", firstName: "Maria", lastName: "Lopez", ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookie(response);
  const csrf = await app.inject({ method: "GET", url: "/api/csrf-token", headers: { cookie } });
  const csrfToken = csrf.json().csrfToken as string;
  return {
    cookie,
    csrfToken,
    user: response.json(),
    request: (options) =>
      app.inject({
        ...options,
        headers: { cookie, "x-csrf-token": csrfToken, ...(options.headers ?? {}) },
      }),
  };
}
