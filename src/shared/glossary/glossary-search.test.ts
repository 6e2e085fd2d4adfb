import { describe, expect, it } from "vitest";
import { createGlossarySearch } from "./glossary-search";
import { glossaryFromDisk } from "./test-support/glossary-from-disk";

const search = createGlossarySearch(glossaryFromDisk().terms);
const slugs = (query: string) => search(query).map((term) => term.slug);

describe("glossary search", () => {
  it("finds a term by its name, exact name first", () => {
    expect(slugs("lease")[0]).toBe("lease");
    expect(slugs("Writ of possession")[0]).toBe("writ-of-possession");
    expect(slugs("FDCPA")[0]).toBe("fdcpa");
  });

  it("finds as you type, from the first letters of a word", () => {
    expect(slugs("garn")).toContain("garnishment");
    expect(slugs("writ of poss")[0]).toBe("writ-of-possession");
  });

  it("forgives small typos", () => {
    expect(slugs("evicton")).toContain("eviction");
    expect(slugs("garnishmnet")).toContain("garnishment");
    expect(slugs("subpena")).toContain("subpoena");
  });

  it("finds words in the meanings, and other names", () => {
    expect(slugs("sheriff posts")).toContain("writ-of-possession");
    expect(slugs("Fair Debt Collection")[0]).toBe("fdcpa");
    expect(slugs("3-day notice")[0]).toBe("three-day-notice");
  });

  it("finds nothing for an empty query or nonsense", () => {
    expect(search("")).toEqual([]);
    expect(search("   ")).toEqual([]);
    expect(search("qqqxxzzy")).toEqual([]);
  });
});
