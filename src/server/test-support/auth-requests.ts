/** Requests to the sign-in routes, as the security tests send them: each from a new client address unless told. */
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { addressSequence, PASSWORD, sessionCookie, uniqueEmail, type TestApp } from "./test-app";

/** `app` is read at each request, so the helpers can be made before the app exists (in beforeAll). */
export function authRequests(app: () => TestApp["app"], addressPrefix: string) {
  const freshAddress = addressSequence(addressPrefix);
  const inject = (options: InjectOptions) => app().inject({ remoteAddress: freshAddress(), ...options });
  return {
    freshAddress,
    inject,
    login: (email: string, password: string, extra: Partial<InjectOptions> = {}) =>
      inject({ method: "POST", url: "/api/login", payload: { email, password }, ...extra }),
    async register(email = uniqueEmail("sec")) {
      const response = await inject({ method: "POST", url: "/api/register", payload: { email, password: PASSWORD } });
      expect(response.statusCode, response.body).toBe(201);
      return { email, cookie: sessionCookie(response), response };
    },
    async csrfTokenFor(cookie: string): Promise<string> {
      const response = await inject({ method: "GET", url: "/api/csrf-token", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json().csrfToken;
    },
  };
}
