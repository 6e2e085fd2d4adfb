import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "@shared/api";
import { localeCatalog } from "../locale-catalogs";
import { CHOOSABLE_LANGUAGE_CODES } from "@shared/i18n/languages";
import { buildApp } from "../app";
import { createTestApp, signUp, type TestApp } from "../test-support/test-app";
import { openApiDocument } from "./openapi";
import { requireContracts } from "./serve";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("endpoint contracts", () => {
  it("every contract is registered as a route of the app", () => {
    const missing = ALL_ENDPOINTS.filter(({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }));
    expect(missing.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it("no two contracts name the same method and path", () => {
    const names = ALL_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("an API route registered without a contract stops the server from starting", async () => {
    const app = Fastify();
    requireContracts(app);
    expect(() => app.get("/api/untracked", async () => ({}))).toThrow(/GET \/api\/untracked has no contract/);
    await app.close();
  });

  it("each path a contract refreshes is the path of a GET contract", () => {
    const gets = new Set(ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.method === "GET").map(({ endpoint }) => endpoint.path));
    const unknown = ALL_ENDPOINTS.flatMap(({ name, endpoint }) =>
      (endpoint.refreshes ?? []).filter((path) => !gets.has(path)).map((path) => `${name} → ${path}`),
    );
    expect(unknown).toEqual([]);
  });

  it("each contract's 404 message is in the server catalog of every language", () => {
    const missing = CHOOSABLE_LANGUAGE_CODES.flatMap((language) => {
      const at = (reference: string) => {
        const [namespace, key] = reference.includes(":") ? reference.split(":") : ["server", reference];
        const catalog = localeCatalog(language, namespace!) as Record<string, unknown>;
        return key!.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
      };
      return ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.notFound && typeof at(endpoint.notFound) !== "string").map(
        ({ endpoint }) => `${language}: ${endpoint.notFound}`,
      );
    });
    expect(missing).toEqual([]);
  });

  it("a 404 for a malformed or unknown id speaks the request's language", async () => {
    const user = await signUp(t);
    for (const url of ["/api/cases/not-an-id", "/api/cases/00000000-0000-4000-8000-000000000000"]) {
      const spanish = await user.request({ method: "GET", url, headers: { "accept-language": "es" } });
      expect(spanish.statusCode).toBe(404);
      expect(spanish.json()).toEqual({ message: "No se encontró el caso" });
      const english = await user.request({ method: "GET", url });
      expect(english.json()).toEqual({ message: "Case not found" });
    }
  });
});

describe("the API description", () => {
  it("describes every contract, in development only", async () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const { endpoint } of ALL_ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(document.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
    const served = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ openapi: "3.1.0" });
    const production = await buildApp({ db: t.db });
    try {
      expect((await production.inject({ method: "GET", url: "/api/openapi.json" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
