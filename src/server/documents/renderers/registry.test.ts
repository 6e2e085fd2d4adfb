/** Every catalog kind is whole: a renderer draws it, it has example answers its schema accepts, and a place. */
import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { DOCUMENT_MODULES } from "@shared/documents/kind";
import { DOCUMENT_KINDS, kindsOfModule } from "@shared/documents/registry";
import { RENDERERS } from "./registry";

describe("every kind of the catalog", () => {
  it.each(DOCUMENT_KINDS.map((kind) => [kind.kind, kind] as const))("%s has a renderer, examples and a place", (id, kind) => {
    expect(typeof RENDERERS[id], "renderer").toBe("function");
    const examples = Object.entries(KIND_EXAMPLES[id] as Record<string, Record<string, unknown>>);
    expect(examples.length, "examples").toBeGreaterThan(0);
    for (const [name, answers] of examples) {
      const parsed = kind.schema.safeParse(answers);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`), name).toEqual(
        [],
      );
    }
    expect(DOCUMENT_MODULES).toContain(kind.place.module);
    expect(kind.place.tab).toMatch(/^[a-z][a-z-]*$/);
    expect(Number.isFinite(kind.place.order)).toBe(true);
  });

  it("has no renderer, examples or place for a kind it does not know", () => {
    const ids = DOCUMENT_KINDS.map((kind) => kind.kind).sort();
    expect(Object.keys(RENDERERS).sort()).toEqual(ids);
    expect(Object.keys(KIND_EXAMPLES).sort()).toEqual(ids);
  });

  it.each(DOCUMENT_MODULES)("gives each kind of %s its own tab and order", (module) => {
    const places = kindsOfModule(module).map((kind) => kind.place);
    expect(new Set(places.map((place) => place.tab)).size).toBe(places.length);
    expect(new Set(places.map((place) => place.order)).size).toBe(places.length);
  });
});
