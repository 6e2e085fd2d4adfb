import { describe, expect, it } from "vitest";
import { fernandezHuerta, markdownWords, spanishSyllables } from "./reading-ease";

describe("Spanish syllables", () => {
  it.each([
    ["casa", 2],
    ["depósito", 4],
    ["inquilino", 4],
    ["leer", 2],
    ["día", 2],
    ["tiene", 2],
    ["audiencia", 3],
    ["país", 2],
    ["buey", 1],
    ["demandante", 4],
    ["notificación", 5],
    ["y", 1],
  ])("%s has %i", (word, syllables) => {
    expect(spanishSyllables(word)).toBe(syllables);
  });
});

describe("Fernández-Huerta", () => {
  it("scores short plain sentences easier than long learned ones", () => {
    const plain = fernandezHuerta("Pague la renta. Guarde el recibo. Vaya a la corte.");
    const learned = fernandezHuerta(
      "La notificación correspondiente deberá presentarse conforme a las disposiciones procesales aplicables en la jurisdicción competente.",
    );
    expect(plain.sentences).toBe(3);
    expect(plain.score).toBe(74.2); // 17 syllables and 3 sentences in 10 words
    expect(learned.score).toBeLessThan(40);
  });

  it("reads Markdown as words", () => {
    expect(markdownWords("## Qué hacer\n- Lea [la citación](/glosario) **hoy**.")).toBe("Qué hacer\nLea la citación   hoy  .");
  });
});
