import { describe, expect, it } from "vitest";
import { questionLanguage } from "./question-language";

describe("the language a question is answered in", () => {
  it.each([
    "¿Cuánto tiempo tiene el dueño para devolverme el depósito?",
    "me demandaron por una deuda, que hago?",
    "tengo un desalojo, how many days to answer?",
    "my landlord no me devuelve el deposit",
    "desalojo",
    "cuanto cuesta el filing fee",
  ])("Spanish, even in the English interface: %s", (question) => {
    expect(questionLanguage(question, "en")).toBe("es");
  });

  it.each([
    "How long does my landlord have to return my security deposit?",
    "What is a desalojo?",
    "José wants to know how long he has to answer an eviction",
    "i got sued for a credit card what do i do",
  ])("English, even in the Spanish interface: %s", (question) => {
    expect(questionLanguage(question, "es")).toBe("en");
  });

  it("follows the interface when the words do not tell, and for an English term in the Spanish interface", () => {
    expect(questionLanguage("power of attorney", "es")).toBe("es");
    expect(questionLanguage("living will", "es")).toBe("es");
    expect(questionLanguage("power of attorney", "en")).toBe("en");
    for (const question of ["eviction 3 days", "83.49", "small claims"]) {
      expect(questionLanguage(question, "es"), question).toBe("es");
      expect(questionLanguage(question, "en"), question).toBe("en");
    }
  });
});
