import { describe, expect, it } from "vitest";
import { translatorContent } from "./content";
import { firstUseTerms, termNote } from "./first-use-terms";
import { lostValues } from "./values";
import { translateText } from "./translate";

const LEASE = [
  "Tenant shall indemnify Landlord against all claims for damage to the home at 14 Heron Court, Ocala, Florida.",
  "Tenant shall also indemnify Landlord for the cost of the $250.00 repair due on June 3, 2025.",
  "Landlord will utilize the deposit of $900.00 for repairs.",
].join("\n\n");

describe("the legal term kept in parentheses the first time it is replaced", () => {
  it("reads 'pay back (indemnify)' the first time, plain later, and lists the term under Legal Terms", () => {
    const result = translateText(LEASE, translatorContent("en"));
    expect(result.simplifiedContent).toContain("Tenant must pay back (indemnify) Landlord against all claims");
    expect(result.simplifiedContent).toContain("Tenant must also pay back Landlord for the cost");
    expect(result.simplifiedContent.match(/\(indemnify\)/g)).toHaveLength(1);
    // A drafting word is listed under Legal Terms but not noted on every duty.
    expect(result.simplifiedContent).not.toMatch(/\(shall\)/i);
    const slugs = result.legalTerms.map((term) => term.slug);
    expect(slugs).toContain("indemnify");
    expect(slugs).toContain("shall");
  });

  it("adds nothing for a word that is not a glossary term ('utilize' → 'use')", () => {
    const result = translateText(LEASE, translatorContent("en"));
    expect(result.simplifiedContent).toContain("Landlord will use the deposit of $900.00 for repairs.");
    expect(result.simplifiedContent).not.toMatch(/\(utilize\)/i);
  });

  it("keeps every amount, date and address", () => {
    const result = translateText(LEASE, translatorContent("en"));
    expect(lostValues(LEASE, result.simplifiedContent)).toEqual([]);
    for (const value of ["14 Heron Court, Ocala, Florida", "$250.00", "June 3, 2025", "$900.00"]) {
      expect(result.simplifiedContent).toContain(value);
    }
  });

  it("starts again with each paper", () => {
    const content = translatorContent("en");
    const first = translateText(LEASE, content);
    expect(translateText(LEASE, content).simplifiedContent).toBe(first.simplifiedContent);
  });

  it("in Spanish: the same plain English text with the English word noted, and the term explained in Spanish", () => {
    const english = translateText(LEASE, translatorContent("en"));
    const spanish = translateText(LEASE, translatorContent("es"), "es");
    expect(spanish.simplifiedContent).toBe(english.simplifiedContent);
    expect(spanish.legalTerms.find((term) => term.slug === "indemnify")?.term).toBe("Indemnify");
  });

  it("writes the note in lower case at the start of a sentence, as written inside one, in capitals in capitals", () => {
    expect(translateText("Premises must be kept clean by Tenant.").simplifiedContent).toMatch(/^Home \(premises\) must/);
    expect(translateText("TENANT SHALL INDEMNIFY LANDLORD BY MAY 1, 2025. TENANT SHALL PAY RENT.").simplifiedContent).toMatch(
      /^TENANT MUST PAY BACK \(INDEMNIFY\) LANDLORD/,
    );
  });

  it("notes nothing for a deletion, a plain word that is the same term, or a phrase with other words in it", () => {
    const terms = firstUseTerms(translatorContent("en").findTerms);
    expect(termNote("hereby ", "", terms)).toBeUndefined();
    expect(termNote("vacate", "move out", terms)).toBeUndefined();
    expect(termNote("execute this lease", "sign this lease", terms)).toBeUndefined();
    expect(termNote("indemnify and hold harmless", "pay back and protect", terms)?.text).toBe("indemnify and hold harmless");
    expect(termNote("indemnify", "pay back", terms)).toBeUndefined();
  });
});
