/**
 * Content round 16: questions the engine already framed right but answered with the wrong passage first, asked as
 * people ask them, in English and in Spanish: a landlord threatening to sue for damage after she moved out, a bill
 * sent to collections, a landlord whose tenant stopped paying, and what goes in an answer to a collector's lawsuit.
 */
import { describe, expect, it } from "vitest";
import { answerLocally, type AssistantLanguage } from "./local-engine";

const leadOf = (question: string, language: AssistantLanguage = "en") => answerLocally(question, language).passages[0]?.id;

describe("content round 16: the assistant", () => {
  it("answers a tenant whose old landlord threatens to sue for damage with the deposit claim rules, not a notice to leave", () => {
    const answer = answerLocally("my old landlord says he is going to sue me for damages to the apartment");
    expect(answer.passages[0]?.id).toMatch(/^security-deposits#my-old-landlord-says-he-will-sue-me-for-damage/);
    expect(answer.answer).toContain("within 30 days after you move out");
    expect(answer.answer).toContain("You do not have to file a written answer");
    expect(answer.sources).toEqual(expect.arrayContaining(["Fla. Stat. § 83.49(3)(a)", "Fla. Stat. § 83.49(3)(b)"]));
  });

  it("the same in Spanish", () => {
    const answer = answerLocally("me mudé y ahora el arrendador me quiere demandar por los daños del apartamento", "es");
    expect(answer.passages[0]?.id).toMatch(/^security-deposits#mi-antiguo-arrendador-dice-que-me-va-a-demandar/);
    expect(answer.answer).toContain("dentro de los 30 días");
    expect(answer.sources).toContain("Fla. Stat. § 83.49(3)(a)");
  });

  it("leaves a tenant already sued who asks to claim her money back to the counterclaim passage", () => {
    expect(leadOf("the landlord sued me for damages and he owes me money too, can I ask for it in the same case")).toMatch(
      /^small-claims#can-i-file-a-counterclaim/,
    );
  });

  it("answers a bill sent to collections with how to dispute it, in both languages", () => {
    const english = answerLocally("the clinic sent my bill to collections, what can I do");
    expect(english.passages[0]?.id).toBe("debt-collectors#how-do-i-dispute-a-debt-or-ask-the-collector-to-prove-it");
    expect(english.sources).toContain("15 U.S.C. § 1692g(b)");
    expect(leadOf("mi cuenta de la clínica se fue a colecciones", "es")).toBe(
      "debt-collectors#como-disputo-una-deuda-o-le-pido-al-cobrador-que-la-pruebe",
    );
  });

  it("still answers how long an old medical bill can be sued on with the time limits", () => {
    expect(leadOf("how many years can they sue me for an old hospital bill")).toBe(
      "debt-time-limits#how-long-can-a-creditor-or-debt-collector-sue-me",
    );
  });

  it("gives a landlord whose tenant does not pay the 3-day notice, not the withheld-rent passage", () => {
    const answer = answerLocally("my renter quit paying this month, what notice do I have to give her");
    expect(answer.passages[0]?.id).toBe("eviction-notices#i-am-a-landlord-how-do-i-give-a-3-day-notice-for-unpaid-rent");
    expect(answer.sources).toContain("Fla. Stat. § 83.56(3)");
    expect(leadOf("mi inquilino dejó de pagar este mes, qué aviso le mando", "es")).toBe(
      "eviction-notices#soy-el-arrendador-como-doy-un-aviso-de-3-dias-por-alquiler-sin-pagar",
    );
  });

  it("keeps a tenant withholding rent for repairs on the withheld-rent passage", () => {
    expect(leadOf("I'm the landlord and my tenant stopped paying rent because of repairs")).toMatch(
      /^tenant-rights#i-am-a-landlord-my-tenant-says-she-is-withholding-rent/,
    );
  });

  it("answers what goes in an answer to a collector's lawsuit with that passage, in both languages", () => {
    expect(leadOf("a collection agency sued me, what should my answer say")).toBe(
      "debt-lawsuit#what-goes-in-my-answer-to-a-debt-lawsuit",
    );
    expect(leadOf("me demandó una agencia de cobro, qué le pongo a la respuesta", "es")).toBe(
      "debt-lawsuit#que-pongo-en-mi-contestacion-answer-a-una-demanda-por-deuda",
    );
  });

  it("answers unpaid wages with how to sue someone who owes money, in both languages", () => {
    expect(leadOf("my employer never paid me for my last week of work, can I sue in small claims")).toBe(
      "small-claims#someone-owes-me-money-and-will-not-pay-how-do-i-sue-them",
    );
    expect(leadOf("mi patrón no me pagó la última semana, lo puedo demandar en reclamos menores", "es")).toBe(
      "small-claims#alguien-me-debe-dinero-y-no-me-paga-como-lo-demando",
    );
  });

  it("answers a final judgment for possession in Spanish with the sheriff's timing", () => {
    expect(leadOf("me llegó la sentencia de posesión del desalojo, y ahora", "es")).toBe(
      "eviction-lawsuit#cuanto-falta-para-que-el-sheriff-me-saque-de-la-casa",
    );
  });
});
