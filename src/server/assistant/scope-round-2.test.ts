/**
 * The engine's second scope round: everyday questions that name nothing of the law are declined however well a stray
 * word matches a passage (anchor-words.ts); a subject outside the knowledge base named in passing does not decline what
 * she asks beside it; a repossession is referred, not answered with the sheriff's levy; a tenants' union is the
 * tenant's side; a tenant sued after moving out is not being evicted; Puerto Rico is another place's law.
 */
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type AssistantLanguage } from "./local-engine";
import { questionFrame } from "./frames";

const frameOf = (question: string, language: AssistantLanguage) => questionFrame(question, knowledgeBase(language).frames);
const valuesOf = (question: string, language: AssistantLanguage, facet: string) => [
  ...(frameOf(question, language).get(facet) ?? []),
];

describe("everyday questions that name nothing of the law", () => {
  it.each([
    ["en", "how do i fix my iphone screen"],
    ["en", "how do i fix my iphone screen that wont turn on"],
    ["en", "my laptop won't turn on, how do i fix it"],
    ["en", "what's the score of the dolphins game"],
    ["en", "my cat keeps scratching the couch, how do i stop it"],
    ["en", "my ex won't return my dog"],
    ["en", "my cat won't come back home, how do i get her to return"],
    ["en", "how do i fix a flat tire on my bike"],
    ["en", "who won the heat game last night"],
    ["es", "¿Quién ganó el partido de Boca ayer?"],
    ["es", "quien gano la serie mundial"],
    ["es", "como arreglo la pantalla de mi celular"],
    ["es", "mi ex no me devuelve el perro"],
    ["es", "quien gano la serie del caribe este año"],
    ["es", "como se hace un buen sancocho de gallina"],
    ["es", "mi computadora no prende, como la arreglo"],
  ] as const)("[%s] %s is declined", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("out_of_scope");
    expect(answer.sources).toEqual([]);
  });

  it.each([
    ["en", "my landlord won't fix the AC, what can i do", "tenant-rights"],
    ["en", "my landlord won't return my deposit", "security-deposits"],
    ["en", "i won my case but he won't pay", "collecting-judgment"],
    ["en", "my landlrd wont fix the leak in my bathroom", "tenant-rights"],
    ["es", "gané el caso pero no me paga", "collecting-judgment"],
    ["es", "el dueño no me devuelve el depósito", "security-deposits"],
    ["en", "can they put a lien on my car to pay a judgment", "collecting-judgment"],
    ["en", "dad never signed anything and now hes in the icu, who decides for him", "living-wills"],
  ] as const)("[%s] %s, naming the law in the same everyday words, is still answered", (language, question, topic) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("florida_civil");
    expect(answer.passages[0]?.id.split("#")[0]).toBe(topic);
  });
});

describe("a subject outside the knowledge base named in passing", () => {
  it("does not decline the question she asks beside it, in either language", () => {
    const debt = answerLocally(
      "A collector sued me on a credit card for $6,000 in county court. I also have a parking ticket but that's not important. How many days do I have to answer the lawsuit?",
    );
    expect(debt.scope).toBe("florida_civil");
    expect(debt.sources.length).toBeGreaterThan(0);
    const deuda = answerLocally(
      "Me demandó un cobrador por una tarjeta de $5,000. También tengo una multa de estacionamiento, pero eso no importa. ¿Cuántos días tengo para contestar?",
      "es",
    );
    expect(deuda.scope).toBe("florida_civil");
    expect(deuda.passages[0]?.id.split("#")[0]).toMatch(/debt-lawsuit|answering-a-lawsuit|small-claims/);
  });

  it("still declines a question that asks about that subject", () => {
    expect(answerLocally("I got a parking ticket, can I fight it?").scope).toBe("out_of_scope");
    expect(answerLocally("my landlord keeps my deposit. How do I do my taxes?").scope).toBe("out_of_scope");
    expect(answerLocally("Tengo una multa de estacionamiento, ¿cómo la peleo?", "es").scope).toBe("out_of_scope");
  });

  it("never answers another state's law, whatever the rest asks", () => {
    for (const [language, question] of [
      ["en", "I live in Texas, my landlord kept my deposit, how long does he have?"],
      ["es", "Estoy en Puerto Rico y el casero me quiere desalojar, ¿cuánto tiempo tengo?"],
      ["en", "I'm in Puerto Rico, my landlord wants to evict me, how long do I have?"],
    ] as const) {
      expect(answerLocally(question, language).scope, question).toBe(answerLocally("how does eviction work in Texas?").scope);
      expect(answerLocally(question, language).sources).toEqual([]);
    }
  });
});

describe("a car taken back for missed payments", () => {
  it.each([
    ["es", "me quitaron el carro por falta de pago"],
    ["es", "se llevaron mi carro porque me atrasé en los pagos, me lo pueden devolver?"],
    ["en", "the dealership repossessed my car after I missed two payments, can they do that"],
    ["en", "the repo man took my truck at night, is that legal"],
  ] as const)("[%s] %s is referred, not answered with a sheriff's levy", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("referred");
    expect(answer.sources).toEqual([]);
  });

  it("a car taken to pay a judgment is still answered", () => {
    expect(answerLocally("can the sheriff take my car to pay a judgment").passages[0]?.id).toMatch(/^collecting-judgment#/);
    expect(answerLocally("¿me pueden quitar el carro para pagar una sentencia?", "es").passages[0]?.id).toMatch(
      /^collecting-judgment#/,
    );
  });
});

describe("a construction lien on her home", () => {
  it.each([
    ["en", "a contractor put a lien on my house, how do I remove it"],
    ["en", "the roofer filed a claim of lien on our house"],
    ["es", "el contratista me puso un lien en mi casa, como lo quito"],
  ] as const)("[%s] %s is referred: liens are not on the law sheet", (language, question) => {
    expect(answerLocally(question, language).scope).toBe("referred");
  });
});

describe("the frame of a tenants' union and of a tenant sued after moving out", () => {
  it.each([
    ["en", "I joined the tenants union and now my landlord wants to evict me"],
    ["en", "the other tenants and I complained to the city and now we got eviction notices"],
    ["es", "me uní a la asociación de inquilinos y ahora el dueño me quiere sacar"],
    ["es", "los otros inquilinos y yo nos quejamos y ahora el dueño no renueva"],
  ] as const)("[%s] %s: she is the tenant only", (language, question) => {
    expect(valuesOf(question, language, "housing")).toEqual(["tenant"]);
    expect(
      answerLocally(question, language).passages.every(
        (passage) => !/i-am-a-landlord|soy-(el-)?(dueno|arrendador)/.test(passage.id),
      ),
    ).toBe(true);
  });

  it("a tenant sued after she moved out is not presumed to hold eviction papers", () => {
    expect(valuesOf("el dueño dice que me va a demandar por daños después que me mudé", "es", "paper")).toEqual([]);
    expect(valuesOf("my landlord is suing me for damages after I moved out", "en", "paper")).toEqual([]);
    // A tenant being sued who did not move out still is.
    expect(valuesOf("my landlord sued me, what do i do", "en", "paper")).toEqual(["eviction-complaint"]);
    expect(valuesOf("el dueño me demandó y me dieron 5 dias para contestar", "es", "paper")).toEqual(["eviction-complaint"]);
  });
});
