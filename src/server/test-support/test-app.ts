import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, driven through inject; `options` as buildApp takes them (an optional model...). */
export async function createTestApp(options: Omit<AppOptions, "db"> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp({ dev: true, ...options, db: database.db });
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

/**
 * A new client address on each call ("10.20.0.1", "10.20.0.2"...), so a test file can send more requests than the
 * per-address limits allow one address.
 */
export function addressSequence(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}.${Math.floor(count / 250)}.${(count++ % 250) + 1}`;
}

const signUpAddress = addressSequence("10.0");

/** The password every test user registers with. */
export const PASSWORD = "orchid-lantern-42";

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
export async function signUp(testApp: { app: TestApp["app"] }, fields: Record<string, unknown> = {}): Promise<SignedIn> {
  const { app } = testApp;
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    // Each sign-up comes from its own address, so a test file may create more users than one address may register.
    remoteAddress: signUpAddress(),
    payload: { email: uniqueEmail(), password: PASSWORD, firstName: "Maria", lastName: "Lopez", ...fields },
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

/** The app with two users signed up: one who acts, and another whose cases and documents the first must not reach. */
export async function createTestAppWithTwoUsers(): Promise<{ testApp: TestApp; user: SignedIn; otherUser: SignedIn }> {
  const testApp = await createTestApp();
  const user = await signUp(testApp);
  const otherUser = await signUp(testApp);
  return { testApp, user, otherUser };
}
