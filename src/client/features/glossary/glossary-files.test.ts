import { describe, expect, it } from "vitest";
import { createGlossarySearch } from "@shared/glossary/glossary-search";
import { loadGlossary } from "./glossary-files";

describe("the glossary page's terms", () => {
  it("in Spanish: each English term as the headword, with its Spanish name, meaning and example, searchable either way", async () => {
    const terms = await loadGlossary("es");
    const english = await loadGlossary("en");
    expect(terms.map((term) => term.slug)).toEqual(english.map((term) => term.slug));
    const abandoned = terms.find((term) => term.slug === "abandoned-property");
    expect(abandoned).toMatchObject({ term: "Abandoned property", localTerm: "Propiedad abandonada", letter: "A" });
    expect(abandoned?.meaning).not.toBe(english.find((term) => term.slug === "abandoned-property")?.meaning);
    // The law's sentence in Spanish ({{summary:KEY}}), loaded with the page.
    expect(terms.find((term) => term.slug === "district-court-of-appeal")?.meaning).toContain("Desde el 1 de enero de 2021");
    const search = createGlossarySearch(terms);
    expect(search("citacion")[0]?.slug).toBe("summons");
    expect(search("summons")[0]?.slug).toBe("summons");
  });

  it("in English and in the pseudo-locale: the English glossary", async () => {
    const english = await loadGlossary("en");
    expect(english.find((term) => term.slug === "summons")).toMatchObject({ term: "Summons" });
    expect(english.every((term) => term.localTerm === undefined)).toBe(true);
    expect((await loadGlossary("en-XA")).map((term) => term.meaning)).toEqual(english.map((term) => term.meaning));
  });
});
