import { describe, expect, it } from "vitest";
import { typesNamed } from "./type-labels";

describe("document types named by a search", () => {
  it("reads every language's names, without accents or case", () => {
    expect(typesNamed("contestacion")).toEqual(["answer"]);
    expect(typesNamed("CARTA")).toEqual(expect.arrayContaining(["demand_letter", "cease_desist"]));
    expect(typesNamed("Living will")).toEqual(["living_will"]);
    expect(typesNamed("  ")).toEqual([]);
    expect(typesNamed("zzz")).toEqual([]);
  });
});
