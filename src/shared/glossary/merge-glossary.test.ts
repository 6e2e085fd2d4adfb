import { beforeAll, describe, expect, it } from "vitest";
import lawSpanish from "../../../locales/es/law.json" with { type: "json" };
import { addLawSummaries } from "../content/law-summary-catalogs";
import { createGlossarySearch } from "./glossary-search";
import { glossaryInLanguage, mergeGlossary } from "./merge-glossary";
import { parseGlossaryFiles } from "./parse-glossary";
import { glossaryFiles, glossaryFromDisk } from "./test-support/glossary-from-disk";

beforeAll(() => addLawSummaries("es", lawSpanish));

const english = parseGlossaryFiles({
  "content/en/glossary/a.yaml": [
    "- slug: answer\n  term: Answer\n  meaning: The written reply.\n  example: She filed an answer.\n  cite: SMALL_CLAIMS.limitDollars\n  see: [appeal]\n",
    "- slug: appeal\n  term: Appeal\n  meaning: Asking a higher court.\n  example: He filed an appeal.\n  see: [answer]\n",
  ].join("\n"),
}).terms;

const spanish = (entries: string) => ({ "content/es/glossary/a.yaml": entries });

describe("mergeGlossary", () => {
  it("keeps the English term, order, letter, citation and related terms, with the name, meaning and example in the language", () => {
    const { terms, problems } = mergeGlossary(
      english,
      spanish(
        "- slug: answer\n  term: Contestación\n  also: [respuesta]\n  meaning: 'La respuesta escrita. Límite: {{money:SMALL_CLAIMS.limitDollars}}. {{summary:COURTS.countyCourtAppealsGoToDistrictCourt}}'\n  example: Ella presentó su contestación.\n",
      ),
      "es",
    );
    expect(problems).toEqual([]);
    expect(terms.map((term) => term.slug)).toEqual(["answer", "appeal"]);
    expect(terms[0]).toMatchObject({
      term: "Answer",
      localTerm: "Contestación",
      localAlso: ["respuesta"],
      example: "Ella presentó su contestación.",
      letter: "A",
      citation: "Fla. Sm. Cl. R. 7.010(b)",
      see: ["appeal"],
    });
    // Law references filled in Spanish: the figure formatted for es-US, the law's sentence in Spanish.
    expect(terms[0]?.meaning).toBe(
      `La respuesta escrita. Límite: $8,000. ${lawSpanish.COURTS.countyCourtAppealsGoToDistrictCourt}`,
    );
  });

  it("leaves a term with no entry in English", () => {
    const { terms } = mergeGlossary(english, spanish("- slug: answer\n  term: Contestación\n  meaning: m\n  example: e\n"), "es");
    expect(terms[1]).toEqual(english[1]);
    expect(terms[1]?.localTerm).toBeUndefined();
  });

  it("reports an unknown slug, a slug used twice, a wrong letter and bad entries, leaving them out", () => {
    const { terms, problems } = mergeGlossary(
      english,
      {
        "content/es/glossary/a.yaml": [
          "- slug: no-such-term\n  term: Nada\n  meaning: m\n  example: e\n",
          "- slug: answer\n  term: Contestación\n  meaning: m\n  example: e\n",
          "- slug: answer\n  term: Otra\n  meaning: m\n  example: e\n",
          "- slug: appeal\n  term: Apelación\n  meaning: 'Ver {{value:NOPE.key}}'\n  example: e\n",
          "- slug: appeal\n  term: Apelación\n  meaning: m\n  example: e\n  cite: SMALL_CLAIMS.limitDollars\n",
        ].join("\n"),
        "content/es/glossary/b.yaml": "- slug: appeal\n  term: Apelación\n  meaning: m\n  example: e\n",
        "content/es/glossary/c.yaml": "not: a list\n",
      },
      "es",
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"no-such-term" is not a slug of the English glossary'),
        expect.stringContaining('slug "answer" is used twice'),
        expect.stringContaining("meaning has {{value:NOPE.key}}"),
        expect.stringContaining("cite"),
        expect.stringContaining('"Appeal" belongs in a.yaml'),
        expect.stringContaining("c.yaml: must be a list of terms"),
      ]),
    );
    expect(terms.map((term) => term.localTerm)).toEqual(["Contestación", "Apelación"]);
  });

  it("is the English glossary for English, or for a language with no files", () => {
    const files = { "content/en/glossary/a.yaml": "- slug: x\n  term: Ax\n  meaning: m\n  example: e\n" };
    expect(glossaryInLanguage(files, {}, "es").terms[0]?.localTerm).toBeUndefined();
    expect(
      glossaryInLanguage(files, { "content/es/glossary/a.yaml": "- slug: x\n  term: Hacha\n  meaning: m\n  example: e\n" }, "en")
        .terms[0]?.term,
    ).toBe("Ax");
  });
});

describe("the Spanish glossary (content/es/glossary)", () => {
  const { terms, problems } = glossaryFromDisk("es");
  const englishTerms = glossaryFromDisk("en").terms;

  it("gives only slugs of the English glossary, each once and under its English term's letter", () => {
    expect(problems).toEqual([]);
    const englishSlugs = new Set(englishTerms.map((term) => term.slug));
    const spanishSlugs = Object.values(glossaryFiles("es")).flatMap((raw) =>
      [...raw.matchAll(/^- slug: (\S+)/gm)].map((match) => match[1]),
    );
    expect(spanishSlugs.length).toBeGreaterThan(0);
    expect(spanishSlugs.filter((slug) => !englishSlugs.has(slug!))).toEqual([]);
    expect(new Set(spanishSlugs).size).toBe(spanishSlugs.length);
  });

  it("is the glossary page's data: each English term as the headword, its Spanish name, meaning and example", () => {
    expect(terms.map((term) => term.slug)).toEqual(englishTerms.map((term) => term.slug));
    const abandoned = terms.find((term) => term.slug === "abandoned-property");
    expect(abandoned).toMatchObject({ term: "Abandoned property", localTerm: "Propiedad abandonada", letter: "A" });
    expect(abandoned?.meaning).toMatch(/^Cosas que un inquilino deja/);
    expect(abandoned?.example).toContain("propiedad abandonada");
    const threeDay = terms.find((term) => term.slug === "three-day-notice");
    expect(threeDay?.citation).toBe("Fla. Stat. § 83.56(3)");
    for (const term of terms) {
      for (const field of [term.meaning, term.example, term.localTerm ?? ""]) expect(field, term.slug).not.toMatch(/\{\{|\}\}/);
    }
    const untranslated = terms.filter((term) => term.localTerm === undefined).map((term) => term.slug);
    expect(untranslated, "English terms with no Spanish entry yet").toEqual([]);
  });

  it("is searched in either language, accents ignored", () => {
    const search = createGlossarySearch(terms);
    const slugs = (query: string) => search(query).map((term) => term.slug);
    expect(slugs("propiedad abandonada")[0]).toBe("abandoned-property");
    expect(slugs("citacion")[0]).toBe("summons");
    expect(slugs("Citación")[0]).toBe("summons");
    expect(slugs("deposito de seguridad")[0]).toBe("security-deposit");
    expect(slugs("desalo")).toContain("eviction");
    expect(slugs("bienes abandonados")[0]).toBe("abandoned-property");
    expect(slugs("eviction")[0]).toBe("eviction");
    expect(slugs("Writ of possession")[0]).toBe("writ-of-possession");
    expect(slugs("FDCPA")[0]).toBe("fdcpa");
  });
});
