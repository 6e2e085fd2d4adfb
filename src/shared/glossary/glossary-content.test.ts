import { describe, expect, it } from "vitest";
import { findLaw } from "../content/law-refs";
import { createTermFinder, termForms } from "./find-terms";
import { GLOSSARY_LETTERS, indexLetter } from "./glossary-term";
import { glossaryFiles, glossaryFromDisk } from "./test-support/glossary-from-disk";

const { terms, problems } = glossaryFromDisk();
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the glossary's content files", () => {
  it("parse with no problem: unique slugs, known see slugs and law keys, each term in its letter's file", () => {
    expect(problems).toEqual([]);
    expect(Object.keys(glossaryFiles()).length).toBeGreaterThan(20);
  });

  it("have at least 300 terms, with unique slugs and names", () => {
    expect(terms.length).toBeGreaterThanOrEqual(300);
    expect(new Set(terms.map((term) => term.slug)).size).toBe(terms.length);
    expect(new Set(terms.map((term) => term.term.toLowerCase())).size).toBe(terms.length);
  });

  it("give every term a meaning and an example, with every law reference filled in", () => {
    for (const term of terms) {
      for (const field of [term.term, term.meaning, term.example]) {
        expect(field.trim(), term.slug).not.toBe("");
        expect(field, term.slug).not.toMatch(/\{\{|\}\}/);
      }
      expect(term.meaning, term.slug).not.toBe(term.example);
    }
  });

  it("keep meanings short and plain: sentences of at most 40 words, meanings of at most 80", () => {
    const long = terms.flatMap((term) =>
      [term.meaning, term.example]
        .flatMap((text) => sentences(text).filter((sentence) => words(sentence) > 40))
        .map((s) => `${term.slug}: ${s}`),
    );
    expect(long).toEqual([]);
    expect(terms.filter((term) => words(term.meaning) > 80).map((term) => term.slug)).toEqual([]);
  });

  it("use the term, or a form of it, in each example sentence", () => {
    const missing = terms.filter((term) => createTermFinder([term], { includeAmbiguous: true })(term.example).length === 0);
    expect(missing.map((term) => `${term.slug}: ${term.example}`)).toEqual([]);
  });

  it("show for a cited term exactly the law module's citation", () => {
    const cited = terms.filter((term) => term.cite !== undefined);
    expect(cited.length).toBeGreaterThan(100);
    for (const term of cited) expect(term.citation, term.slug).toBe(findLaw(term.cite!)?.citation);
    expect(terms.find((term) => term.slug === "three-day-notice")?.citation).toBe("Fla. Stat. § 83.56(3)");
    expect(terms.find((term) => term.slug === "small-claims-court")?.meaning).toContain("$8,000");
  });

  it("link related terms both ways often enough to browse, and never to themselves", () => {
    const slugs = new Set(terms.map((term) => term.slug));
    for (const term of terms) {
      expect(term.see.length, term.slug).toBeGreaterThan(0);
      for (const slug of term.see) {
        expect(slugs.has(slug), `${term.slug} → ${slug}`).toBe(true);
        expect(slug).not.toBe(term.slug);
      }
    }
  });

  it("file each term under its first letter, sorted A–Z, with no form shared by two terms", () => {
    for (const term of terms) expect(term.letter, term.slug).toBe(indexLetter(term.term));
    expect(terms.map((term) => term.term)).toEqual(
      [...terms.map((term) => term.term)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })),
    );
    const owner = new Map<string, string>();
    for (const term of terms) {
      for (const name of [term.term, ...term.also]) {
        for (const form of termForms(name)) {
          const key = form.toLowerCase().replace(/[\s-]+/g, " ");
          const other = owner.get(key);
          expect(other === undefined || other === term.slug, `"${form}" belongs to ${other} and ${term.slug}`).toBe(true);
          owner.set(key, term.slug);
        }
      }
    }
    expect(new Set(terms.map((term) => term.letter)).size).toBeGreaterThan(GLOSSARY_LETTERS.length - 5);
  });
});
