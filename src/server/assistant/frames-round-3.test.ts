/**
 * Frames, round 3: an amount owed does not put an eviction in small claims (an eviction is in county court whatever
 * the rent it also claims), a tenant suing for her deposit within the limit is in small claims, and a criminal
 * question (a criminal citation, a traffic stop, the police citing her) is referred, while a civil one that names
 * the police (a landlord calling them, a lockout they call civil) is still answered.
 */
import { describe, expect, it } from "vitest";
import { questionFrame } from "./frames";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally } from "./local-engine";

const court = (question: string, language: "en" | "es" = "en") =>
  [...(questionFrame(question, knowledgeBase(language).frames).get("court") ?? [])].sort();

describe("frames round 3: an amount and an eviction", () => {
  it("leaves the court to the eviction, not to the back rent it also claims", () => {
    expect(court("they filed an eviction against me and want $3,000 in back rent")).toEqual([]);
    expect(court("I am being sued, the eviction complaint says I owe 2,400 dollars")).toEqual([]);
    expect(court("me demandaron por desalojo y en la misma demanda me piden $3,500", "es")).toEqual([]);
    expect(court("me demandaron y quieren desalojarme, dicen que debo $1,800", "es")).toEqual([]);
  });

  it("still puts a debt suit within the limit in small claims", () => {
    expect(court("they sued me for $2,500 on a credit card")).toEqual(["small-claims"]);
    expect(court("me demandaron por $2,500 de una tarjeta", "es")).toEqual(["small-claims"]);
  });

  it("puts a tenant suing for her deposit within the limit in small claims, not a tenant being sued", () => {
    expect(court("can I sue my landlord for my $1,500 deposit")).toEqual(["small-claims"]);
    expect(court("quiero demandar al dueño por mi depósito de $1,500", "es")).toEqual(["small-claims"]);
    expect(court("my landlord sued me for $1,200 in rent")).toEqual([]);
    expect(court("el dueño me demandó por $1,200 de renta", "es")).toEqual([]);
    expect(court("I am the landlord, my tenant owes $2,000, can I sue")).toEqual([]);
  });

  it("answers an eviction suit that claims money from the eviction passages", () => {
    const english = answerLocally("they filed an eviction against me and want $3,000 in back rent, how long do I have to answer");
    expect(english.passages[0]?.id).toMatch(/^eviction-lawsuit#/);
    const spanish = answerLocally(
      "Me demandaron por desalojo y en la misma demanda me piden $2,900 de renta. ¿Cuánto tiempo tengo para contestar?",
      "es",
    );
    expect(spanish.passages[0]?.id).toMatch(/^eviction-lawsuit#/);
  });

  it("takes an old landlord's suit for damages to a tenant who moved out, not an eviction: she may counterclaim", () => {
    const english = answerLocally(
      "A summons came for small claims, my old landlord says I owe $2,600 for damages. Can I ask for my $1,000 deposit back in the same case?",
    );
    expect(english.passages[0]?.id).toMatch(/^small-claims#can-i-file-a-counterclaim/);
    const spanish = answerLocally(
      "Me demandó el landlord viejo por $2,400 de daños. ¿Puedo pedir mis $1,000 de depósito en el mismo caso?",
      "es",
    );
    expect(spanish.passages[0]?.id).toMatch(/^small-claims#puedo-presentar-una-contrademanda/);
  });

  it("answers a deposit suit naming an amount from the deposit passages", () => {
    expect(answerLocally("my landlord kept $900 of my security deposit, how do I sue").passages[0]?.id).toMatch(
      /^security-deposits#/,
    );
    expect(answerLocally("quiero demandar al dueño por mi depósito de $1,500", "es").passages[0]?.id).toMatch(
      /^security-deposits#/,
    );
  });
});

describe("frames round 3: a criminal question is referred, a civil one naming the police is not", () => {
  it.each([
    ["en", "I got a criminal citation for trespassing, do I have to go to court"],
    ["en", "got pulled over last night, what happens now"],
    ["en", "the cop gave me a notice to appear, what do I do"],
    ["en", "they caught me driving on a suspended license"],
    ["es", "me pararon manejando y me dieron una citación criminal"],
    ["es", "me pararon manejando sin licencia, qué hago"],
    ["es", "la policía me dio un notice to appear para la corte"],
  ] as const)("refers (%s) %s as criminal", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("referred");
    expect(answer.answer).toContain(knowledgeBase(language).replies.referred.criminal);
  });

  it.each([
    ["en", "my landlord called the police on me and changed the locks", "tenant-rights#"],
    ["en", "landlord locked me out and the police said it's a civil matter", "tenant-rights#"],
    ["en", "my landlord changed the locks, the police said it is not a criminal case and there are no charges", "tenant-rights#"],
    ["es", "el dueño me cambió la cerradura y la policía dijo que no es criminal, no hay cargos", "tenant-rights#"],
    ["es", "me cambiaron la cerradura y la policía dijo que es un asunto civil", "tenant-rights#"],
    ["en", "the deputy served me a notice to appear for small claims", "small-claims#"],
  ] as const)("answers (%s) %s as civil", (language, question, topic) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("florida_civil");
    expect(answer.passages[0]?.id.startsWith(topic)).toBe(true);
  });
});
