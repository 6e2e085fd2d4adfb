/**
 * The engine's fifth round: a passage written to the one who sued, leading a question that does not say which side
 * she is on, is shown beside the one-being-sued passage of its topic and she is asked her side; a passage about no
 * paper, leading a question that names one while a passage about it comes close, is offered as unsure; being named as the
 * defendant, a landlord asking, the sheriff coming after the judgment, 7 days to fix, her own notice given days before
 * moving ("dias antes de mudarme") and a paper from the clerk are facts of her question; unpaid overtime is outside the
 * knowledge base and an ICE appointment or not being let see her children is referred, while a fee waiver asked by
 * someone on minimum wage is answered; the answer to how to sue someone states the filing fee for each amount; a
 * judgment against her, a hearing that "se me pasó", a debt asked whether she can "still" be sued for, and what she
 * may claim "besides the deposit" lead to the passages that answer them. Written from the law sheet, in our own words.
 */
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type AssistantLanguage } from "./local-engine";
import { questionFrame } from "./frames";

const valuesOf = (question: string, facet: string, language: AssistantLanguage = "en") => [
  ...(questionFrame(question, knowledgeBase(language).frames).get(facet) ?? []),
];
const idsOf = (question: string, language: AssistantLanguage = "en") =>
  answerLocally(question, language).passages.map((passage) => passage.id);

describe("a passage written to the one who sued, for a question that does not say her side", () => {
  it.each([
    ["en", "couldn't make it to my pretrial conference in small claims last week, now what"],
    ["es", "no fui a la conferencia previa de reclamos menores, se acabo el caso?"],
  ] as const)("[%s] shows the one-being-sued passage too and asks her side: %s", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.clarify?.question).toBe(knowledgeBase(language).frames.facets.side!.ask);
    expect(answer.sources).toContain("Fla. Sm. Cl. R. 7.160");
    expect(answer.sources).toContain("Fla. Sm. Cl. R. 7.170");
  });

  it.each([
    ["I sued a roofer in small claims and then missed my own pretrial, is the case over", "Fla. Sm. Cl. R. 7.160"],
    ["I am being sued in small claims and missed the pretrial conference", "Fla. Sm. Cl. R. 7.170"],
  ])("answers without asking when she says her side: %s", (question, citation) => {
    const answer = answerLocally(question);
    expect(answer.clarify?.question).not.toBe(knowledgeBase("en").frames.facets.side!.ask);
    expect(answer.sources).toContain(citation);
  });
});

describe("a passage about no paper, for a question naming one", () => {
  it("is offered as unsure, beside the topic of her paper, when a passage about her paper comes close", () => {
    const answer = answerLocally("my mother has dementia now, is it too late for her to sign a power of attorney");
    expect(answer.clarify?.question).toBe(knowledgeBase("en").replies.chooseTopic);
    expect(answer.clarify?.options.some((option) => /power of attorney/i.test(option.label))).toBe(true);
  });
});

describe("facts of her question", () => {
  it.each([
    ["en", "the summons lists me as the defendant", "side", "defendant"],
    ["en", "small landlord with one unit, the renter stopped paying", "housing", "landlord"],
    ["en", "when does the sheriff put us out after we lost", "paper", "writ"],
    ["en", "they gave me 7 days to fix the broken window screen or move", "paper", "seven-day-notice"],
    ["es", "me llego un papel de la corte y no entiendo nada", "side", "defendant"],
    ["es", "el sheriff nos saca el jueves?", "paper", "writ"],
    ["es", "me dejaron una nota de 7 dias por la basura en el patio", "paper", "seven-day-notice"],
    ["es", "no le di notice al dueño antes de irme", "paper", "vacating-notice"],
  ] as const)("[%s] %s → %s %s", (language, question, facet, value) => {
    expect(valuesOf(question, facet, language)).toContain(value);
  });
});

describe("what is referred, declined or answered", () => {
  it.each([
    ["en", "the restaurant never paid me overtime for the holidays", "out_of_scope"],
    ["es", "en la fabrica no me pagaron las horas extras", "out_of_scope"],
    ["en", "what should I bring to my ICE check-in", "referred"],
    ["es", "mi ex no me deja ver a mis ninos desde enero", "referred"],
  ] as const)("[%s] %s → %s", (language, question, scope) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe(scope);
    expect(answer.sources).toEqual([]);
  });

  it("answers a fee waiver asked by someone earning minimum wage", () => {
    const answer = answerLocally("I earn minimum wage, can the court fee waiver cover my small claims filing");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.sources.some((citation) => citation.startsWith("Fla. Stat. § 57.082"))).toBe(true);
  });
});

describe("passages that answer", () => {
  it.each([
    ["en", "my cousin owes me 300 dollars, how much will it cost me to sue him", "$80"],
    ["es", "mi vecino me debe 300 dolares, cuanto me cuesta demandarlo", "$80"],
  ] as const)("[%s] how to sue states the filing fee for her amount: %s", (language, question, fee) => {
    const answer = answerLocally(question, language);
    expect(answer.sources).toContain("Fla. Stat. § 34.041(1)(a)");
    expect(answer.answer).toContain(fee);
  });

  it("leads with undoing a judgment when a judgment was entered against her after she missed court", () => {
    expect(idsOf("I had surgery and missed my small claims trial and the judge gave judgment against me")[0]).toMatch(
      /^default-and-new-trial#/,
    );
  });

  it.each([
    ["el prestamo personal es de 2014, todavia me pueden demandar?", /^debt-time-limits#|^small-claims#hay-un-plazo/],
    ["el dueño no me devuelve el deposito, puedo cobrar algo ademas del deposito", /^security-deposits#puedo-recibir-el-doble/],
    [
      "no le avise al dueño 7 dias antes de mudarme y ahora no me devuelve el deposito",
      /^security-deposits#me-mude-sin-avisarle/,
    ],
    ["se me paso la audiencia de reclamos menores, que hago", /^default-and-new-trial#que-pasa-si-no-voy/],
  ])("[es] %s", (question, passage) => {
    expect(idsOf(question, "es")[0]).toMatch(passage);
  });
});
