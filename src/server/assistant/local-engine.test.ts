import { describe, expect, it } from "vitest";
import { answerLocally, retrieve } from "./local-engine";
import { knowledgeBase } from "./knowledge-base";
import { QUALITY_QUESTIONS } from "./test-support/quality-questions";

const { passages, replies } = knowledgeBase();
const knownCitations = new Set(passages.flatMap((passage) => passage.citations.map((each) => each.citation)));
const relatedQuestions = new Set(passages.flatMap((passage) => passage.questions));

describe("the assistant's local engine", () => {
  it("cites only sources that are in the knowledge base, and only those of the passages it used", () => {
    for (const { question } of QUALITY_QUESTIONS) {
      const answer = answerLocally(question);
      const used = new Set(answer.passages.flatMap((passage) => passage.citations.map((each) => each.citation)));
      for (const source of answer.sources) {
        expect(knownCitations.has(source), `${question}: ${source}`).toBe(true);
        expect(used.has(source), `${question}: ${source}`).toBe(true);
      }
      expect(answer.confidence).toBeGreaterThanOrEqual(0);
      expect(answer.confidence).toBeLessThanOrEqual(1);
    }
  });

  it("composes the answer from the passages it returns, with their citations in the text", () => {
    const answer = answerLocally("How long does my landlord have to return my security deposit?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.passages.length).toBeGreaterThan(0);
    for (const passage of answer.passages) expect(answer.answer).toContain(passage.text);
    expect(answer.answer).toContain("(Fla. Stat. § 83.49(3)(a))");
    expect(answer.sources).toContain("Fla. Stat. § 83.49(3)(a)");
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  it("offers follow-up questions from the related questions of the topics it used, never the question asked", () => {
    const question = "How long does my landlord have to return my security deposit?";
    const { followUpQuestions } = answerLocally(question);
    expect(followUpQuestions.length).toBeGreaterThan(0);
    for (const followUp of followUpQuestions) expect(relatedQuestions.has(followUp), followUp).toBe(true);
    expect(followUpQuestions).not.toContain(question);
  });

  it("understands everyday words, misspellings and Spanish through the synonyms", () => {
    expect(retrieve("my landlord kicked me out", 3).map((passage) => passage.id)).toContain(
      "tenant-rights#my-landlord-locked-me-out-or-shut-off-my-utilities-is-that-legal",
    );
    expect(retrieve("recibí papeles de desalojo", 3).some((passage) => passage.id.startsWith("eviction-"))).toBe(true);
    expect(retrieve("how do I get my deposit back", 1)[0]?.id).toMatch(/^security-deposits#/);
    expect(retrieve("evicton", 3).length).toBeGreaterThan(0);
  });

  it("returns at most the passages asked for, and nothing for an empty question", () => {
    expect(retrieve("eviction", 2)).toHaveLength(2);
    expect(retrieve("   ")).toEqual([]);
    expect(answerLocally("   ").scope).toBe("out_of_scope");
  });

  it("says plainly when a question is outside Florida civil law, and where to get help", () => {
    for (const question of ["What is the best recipe for chocolate cake?", "How does eviction work in Texas?", "zzqx blorf"]) {
      const answer = answerLocally(question);
      expect(answer.scope, question).toBe("out_of_scope");
      expect(answer.confidence).toBeLessThan(0.35);
      expect(answer.sources).toEqual([]);
      expect(answer.passages).toEqual([]);
      expect(answer.answer).toContain(replies.outOfScope);
      expect(answer.answer).toContain("FloridaLawHelp.org");
      expect(answer.answer).toContain("Lawyer Referral Service");
    }
  });

  it("answers a subject it covers though it holds a referral or out-of-scope word, and refers a mixed question", () => {
    expect(answerLocally("the collector says they will have me arrested if i dont pay").scope).toBe("florida_civil");
    expect(answerLocally("never filed my taxes for 2019, can i still get my refund").sources).toContain("26 U.S.C. § 6511(a)");
    expect(answerLocally("how do i do my taxes").scope).toBe("out_of_scope");
    expect(answerLocally("we are getting divorced and the landlord is evicting us").scope).toBe("referred");
  });

  it("does not put a passage about another topic beside the best one because they share a number", () => {
    const ids = answerLocally("i missed the 30 days to appeal").passages.map((passage) => passage.id.split("#")[0]);
    expect(ids[0]).toBe("appeals");
    expect(ids).not.toContain("security-deposits");
  });

  it("answers a question that names another state as well as Florida", () => {
    const answer = answerLocally("I moved to Georgia. My Florida landlord kept my security deposit, how long do they have?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.sources).toContain("Fla. Stat. § 83.49(3)(a)");
  });

  it.each([
    ["criminal", "I was arrested and charged with a felony"],
    ["immigration", "Can I be deported if I sue my landlord?"],
    ["family", "How is child support calculated in Florida?"],
  ] as const)("refers a %s law question instead of answering it", (area, question) => {
    const answer = answerLocally(question);
    expect(answer.scope).toBe("referred");
    expect(answer.answer).toContain(replies.referred[area]);
    expect(answer.answer).toContain("FloridaLawHelp.org");
    expect(answer.sources).toEqual([]);
    expect(answer.followUpQuestions).toEqual([]);
    expect(answer.confidence).toBeLessThan(0.35);
  });

  it("declines an unsure match made through no word of the law's vocabulary, and still reads a misspelled one", () => {
    for (const question of ["best sushi in orlando", "how do i bake bread"]) {
      const answer = answerLocally(question);
      expect(answer.scope, question).toBe("out_of_scope");
      expect(answer.sources, question).toEqual([]);
    }
    expect(answerLocally("cual es la mejor playa", "es").scope).toBe("out_of_scope");
    const misspelled = answerLocally("my landlrod wont give back my depost");
    expect(misspelled.scope).toBe("florida_civil");
    expect(misspelled.sources).toContain("Fla. Stat. § 83.49(3)(a)");
  });

  it("reads a legal name of several words only whole: one word of it alone ties no question to the law", () => {
    expect(answerLocally("recommend a good pizza place in tampa").scope).toBe("out_of_scope");
    expect(answerLocally("donde hay buenos restaurantes en florida para ir con niños", "es").scope).toBe("out_of_scope");
  });

  it("answers a collector's threat of arrest and a tax refund's time limit though they name an arrest or taxes", () => {
    const threat = answerLocally("my creditor says the sheriff will arrest me over the loan");
    expect(threat.scope).toBe("florida_civil");
    expect(threat.sources).toContain("15 U.S.C. §§ 1692d-1692f");
    const amenaza = answerLocally("el acreedor dice que voy a ir preso por la deuda", "es");
    expect(amenaza.sources).toContain("15 U.S.C. §§ 1692d-1692f");
    expect(answerLocally("can i still claim a refund on my 2019 taxes").scope).toBe("florida_civil");
    expect(answerLocally("i was arrested for shoplifting, do i need a lawyer").scope).toBe("referred");
  });

  it("tells a landlord who asks to lock a tenant out that he may not, with the damages", () => {
    const answer = answerLocally("im the landlord and my tenant stopped paying, can i change the locks or turn off the water");
    expect(answer.passages[0]?.id).toMatch(/^tenant-rights#i-am-a-landlord-can-i-change-the-locks/);
    expect(answer.sources).toContain("Fla. Stat. § 83.67");
    expect(answer.answer).toContain("3 months");
  });

  it("lists the court holidays of the law module, in Spanish by their Spanish names", () => {
    expect(answerLocally("which days are court holidays in florida").answer).toContain("Friday after Thanksgiving");
    expect(answerLocally("que dias son feriados del tribunal en florida", "es").answer).toContain("Acción de Gracias");
  });
});
