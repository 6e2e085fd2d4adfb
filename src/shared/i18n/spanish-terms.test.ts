/**
 * One Spanish term per legal concept: the glossary table of locales/STYLE-es.md ("Use" / "Do not use") is the data,
 * so the guide and this test cannot drift. A rejected variant anywhere in locales/es or content/es fails, except in
 * the search synonyms people type (the glossary's `also:` lists, the assistant's synonyms.yml and scope.yml).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findRejectedTerms, parseTermTable, readerText } from "./test-support/spanish-terms";
import { filesUnder, loadCatalogs, readText, REPO_ROOT, relativeToRepo } from "./test-support/source-files";

const rules = parseTermTable(readText(path.join(REPO_ROOT, "locales/STYLE-es.md")));
const SEARCH_PHRASES = /^content\/es\/assistant\/(synonyms|scope)\.yml$/;

describe("the Spanish glossary check", () => {
  it("reads the glossary table of STYLE-es.md", () => {
    const concepts = rules.map((rule) => rule.concept);
    for (const concept of [
      "successor agent",
      "alternate surrogate",
      "writ of possession",
      "terminal and end-stage condition",
      "court costs",
      "dismiss",
      "landlord / tenant",
      "file",
      "gifts",
    ])
      expect(concepts).toContain(concept);
    expect(rules.find((rule) => rule.concept === "landlord / tenant")?.rejected).toContain("dueño");
  });

  it("finds a planted variant, across a line break and in any case", () => {
    const planted = "El juez emitió una Orden de\n    posesión. Su apoderado sustituto firmó. El dueño pagó las costas.";
    expect(findRejectedTerms(planted, rules).map((hit) => hit.variant)).toEqual([
      "costas",
      "orden de posesión",
      "dueño",
      "apoderado sustituto",
    ]);
  });

  it("allows a rejected word only inside a form the guide allows", () => {
    expect(findRejectedTerms("El arrendador (dueño) y la arrendadora (dueña) firmaron.", rules)).toEqual([]);
    expect(findRejectedTerms("El dueño (arrendador) firmó.", rules).map((hit) => hit.variant)).toEqual(["dueño"]);
    expect(findRejectedTerms("Una marca registrada a nivel federal.", rules)).toEqual([]);
    expect(findRejectedTerms("Una marca registrada.", rules).map((hit) => hit.variant)).toEqual(["marca registrada"]);
  });

  it("matches whole words only", () => {
    expect(findRejectedTerms("costasol, suplentes no; pero el costo de presentación sí.", rules)).toEqual([]);
  });

  it("skips the glossary's search synonyms and ids", () => {
    const yaml = "- slug: writ-of-possession\n  term: Orden de desalojo\n  also: [orden de posesión]\n";
    expect(findRejectedTerms(readerText("x.yaml", yaml), rules)).toEqual([]);
    const frames =
      "      living-will:\n        label: Un testamento vital\n        cues: [testamento vital, testamento en vida]\n";
    expect(findRejectedTerms(readerText("frames.yml", frames), rules)).toEqual([]);
    expect(findRejectedTerms(readerText("frames.yml", "        label: Un testamento en vida\n"), rules)).not.toEqual([]);
  });
});

describe("Spanish catalogs and content use one term per concept", () => {
  it("locales/es has no rejected variant", () => {
    const hits = [...loadCatalogs("es")].flatMap(([key, text]) =>
      findRejectedTerms(text, rules).map((hit) => `${key}: "${hit.variant}" (${hit.concept}) in …${hit.excerpt}…`),
    );
    expect(hits).toEqual([]);
  });

  it("content/es has no rejected variant", () => {
    const hits = filesUnder("content/es", /\.(md|ya?ml)$/)
      .map(relativeToRepo)
      .filter((file) => !SEARCH_PHRASES.test(file))
      .flatMap((file) =>
        findRejectedTerms(readerText(file, readText(path.join(REPO_ROOT, file))), rules).map(
          (hit) => `${file}: "${hit.variant}" (${hit.concept}) in …${hit.excerpt}…`,
        ),
      );
    expect(hits).toEqual([]);
  });
});
