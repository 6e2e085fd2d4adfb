import { describe, expect, it } from "vitest";
import { distinctTerms } from "@shared/glossary/find-terms";
import { translatorContent } from "./content";
import { translateText } from "./translate";

const paper =
  "The Plaintiff served a 3-day notice. If the Defendant does not pay the rent into the court registry, " +
  "a default judgment and a writ of possession may follow.";

describe("the translator's Legal Terms in Spanish", () => {
  it("finds the English terms of an English paper and explains them in Spanish", () => {
    const english = translatorContent("en");
    const spanish = translatorContent("es");
    // The same terms found: the paper is English in both.
    expect(distinctTerms(spanish.findTerms(paper)).map((term) => term.slug)).toEqual(
      distinctTerms(english.findTerms(paper)).map((term) => term.slug),
    );
    const { legalTerms } = translateText(paper, spanish, "es");
    const writ = legalTerms.find((term) => term.slug === "writ-of-possession");
    const writInEnglish = translateText(paper, english).legalTerms.find((term) => term.slug === "writ-of-possession");
    expect(writ?.term).toBe("Writ of possession");
    expect(writ?.localTerm).toBeTruthy();
    expect(writ?.meaning).not.toBe(writInEnglish?.meaning);
    expect(writ?.citation).toBe(writInEnglish?.citation);
    expect(legalTerms.find((term) => term.slug === "plaintiff")).toMatchObject({ term: "Plaintiff", localTerm: "Demandante" });
    for (const term of legalTerms) expect(term.meaning, term.slug).not.toMatch(/\{\{/);
  });

  it("in English: the English words and meanings, with no other name", () => {
    const { legalTerms } = translateText(paper, translatorContent("en"));
    expect(legalTerms.length).toBeGreaterThan(5);
    for (const term of legalTerms) expect(term.localTerm, term.slug).toBeUndefined();
  });
});
