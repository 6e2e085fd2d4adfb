/**
 * Words that keep a stem of their own (content/<language>/assistant/stems.yml, read by search-terms.ts): words of
 * different meaning that the stemmer cuts to one stem are searched apart, and every other form keeps its stem.
 */
import { describe, expect, it } from "vitest";
import { SERVER_LANGUAGES } from "../languages";
import { normalizeText, ownStems, searchWords } from "./search-terms";

describe("the words that keep a stem of their own", () => {
  it("tell apart a contractor from a contract, and a deposit from paying into the registry, in Spanish", () => {
    const { processTerm } = searchWords("es");
    expect(processTerm("contratista")).not.toBe(processTerm("contrato"));
    expect(processTerm("contratistas")).toBe(processTerm("contratista"));
    expect(processTerm("contratos")).toBe(processTerm("contrato"));
    expect(processTerm("depositar")).not.toBe(processTerm("depósito"));
    expect(processTerm("deposite")).toBe(processTerm("depositar"));
    // The money paid and its English name stay one word.
    expect(processTerm("depósito")).toBe(processTerm("deposit"));
    expect(processTerm("casa")).not.toBe(processTerm("caso"));
    expect(processTerm("sábado")).not.toBe(processTerm("saber"));
    expect(processTerm("corte")).not.toBe(processTerm("cortar"));
  });

  it("tell apart a terminal illness from a termination, and a validation notice from a valid paper, in English", () => {
    const { processTerm, termsOf } = searchWords("en");
    expect(processTerm("terminal")).not.toBe(processTerm("termination"));
    expect(processTerm("terminated")).toBe(processTerm("termination"));
    expect(processTerm("validation")).not.toBe(processTerm("valid"));
    expect(processTerm("validate")).toBe(processTerm("validation"));
    expect(termsOf("a terminal condition")).toContain(processTerm("terminal"));
  });

  it.each(["en", "es"] as const)("lists (%s) each word once, as the search reads it, where it changes its stem", (language) => {
    const own = ownStems(language);
    expect(own.size).toBeGreaterThan(0);
    const { stem } = SERVER_LANGUAGES[language].search;
    for (const [word, kept] of own) {
      expect(normalizeText(word), word).toBe(word);
      expect(kept, word).toMatch(/^[a-z]+$/);
    }
    // Each stem listed sets some word apart from the stemmer's stem.
    const changed = new Set([...own].filter(([word, kept]) => stem(word) !== kept).map(([, kept]) => kept));
    expect(new Set(own.values())).toEqual(changed);
  });
});
