import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { lexiconWords, searchWords } from "./search-terms";

/** The stems of a language's knowledge base, as the engine builds its lexicon. */
function lexiconOf(language: "en" | "es"): Set<string> {
  const { termsOf } = searchWords(language);
  return new Set(
    knowledgeBase(language).passages.flatMap((passage) =>
      [passage.title, passage.also, passage.asks, passage.text].flatMap(termsOf),
    ),
  );
}

describe("the assistant's reading of words against its knowledge base", () => {
  const spanish = lexiconWords("es", lexiconOf("es"));

  it("reads Spanish verbs written without their accent as their verb", () => {
    const plain = searchWords("es");
    expect(plain.processTerm("demando")).not.toBe(plain.processTerm("demandar"));
    expect(spanish.processTerm("demando")).toBe(spanish.processTerm("demandar"));
    expect(spanish.processTerm("demandó")).toBe(spanish.processTerm("demandar"));
    expect(spanish.processTerm("respondio")).toBe(spanish.processTerm("responder"));
    expect(spanish.processTerm("contesto")).toBe(spanish.processTerm("contestar"));
  });

  it("leaves nouns that only end like a verb with their stem", () => {
    const plain = searchWords("es");
    for (const word of ["pagado", "pasado", "sabado", "servicio", "juicio", "dinero", "contrato", "desalojo"]) {
      expect(spanish.processTerm(word), word).toBe(plain.processTerm(word));
    }
  });

  it("indexes both readings of a word, and skips common words", () => {
    expect(spanish.indexTerms("demando")).toEqual(expect.arrayContaining(["demando", "demand"]));
    expect(spanish.processTerm("que")).toBeNull();
    expect(spanish.indexTerms("que")).toBeNull();
  });

  it("reads English as its stemmer does", () => {
    const english = lexiconWords("en", lexiconOf("en"));
    const plain = searchWords("en");
    for (const word of ["evicted", "tornado", "radio", "ratio", "landlord"]) {
      expect(english.processTerm(word), word).toBe(plain.processTerm(word));
    }
  });
});
