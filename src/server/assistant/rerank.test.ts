/**
 * The ranking's two guards against a passage that only looks close (local-engine.ts): the words an everyday phrase
 * stands for weigh less than her own words, and the closest passages are compared once more with the ways each is
 * asked for (its title, example questions and other names), her rare words weighing most.
 */
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, retrieve } from "./local-engine";

const topicOf = (id: string | undefined) => id?.split("#")[0];

describe("the assistant's ranking", () => {
  it("keeps each passage's example questions one by one, as its asks hold them", () => {
    for (const language of ["en", "es"] as const) {
      const { passages } = knowledgeBase(language);
      expect(passages.some((passage) => passage.examples.length > 1)).toBe(true);
      for (const passage of passages) expect(passage.examples.join(" "), passage.id).toBe(passage.asks);
    }
  });

  it("compares her question with each of a passage's other names on its own, as with its example questions", () => {
    for (const language of ["en", "es"] as const) {
      for (const passage of knowledgeBase(language).passages) expect(passage.names.join(" "), passage.id).toBe(passage.also);
    }
    // One name among many (the county court answer's "answer a lawsuit", the judgment debtor's "deudor por sentencia")
    // is not weakened by the rest of its list.
    expect(retrieve("answer a lawsuit", 1)[0]?.id).toBe(
      "answering-a-lawsuit#i-was-sued-in-county-court-how-long-do-i-have-to-answer",
    );
    expect(retrieve("deudor por sentencia", 1, "es")[0]?.id).toBe(
      "collecting-judgment#como-averiguo-que-bienes-o-cuentas-de-banco-tiene-la-persona-que-me-debe",
    );
  });

  it("lets her own words outweigh an everyday phrase that stands for another subject", () => {
    // "yelling at me" stands for harassment; "collector" and "landlord ... evict" are what she asks about.
    expect(topicOf(answerLocally("the collector is yelling at me on the phone every day").passages[0]?.id)).toBe(
      "debt-collectors",
    );
    expect(topicOf(answerLocally("el cobrador me grita por telefono todos los dias", "es").passages[0]?.id)).toBe(
      "debt-collectors",
    );
    const evict = answerLocally("el dueño me grita para que pague la renta, me puede desalojar", "es");
    expect(topicOf(evict.passages[0]?.id)).toMatch(/^eviction-/);
    expect(evict.passages.map((passage) => topicOf(passage.id))).not.toContain("filing-fees");
  });

  it("puts first, among close passages, the one asked for with her rarer words", () => {
    // The day she was served is a question of counting, not of how long a county court answer takes.
    const counting = answerLocally("got served on monday, does that day count toward my deadline");
    expect(counting.passages[0]?.id).toBe("counting-deadlines#how-are-court-deadlines-counted");
    expect(counting.sources).toContain("Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1)");
    // "time limit" is a question of years: the answer carries the passage asked for with those words side by side,
    // not only the dollar limit's (legal-review-2026-11.test.ts H2 asks it another way).
    const years = answerLocally("time limit to sue someone in small claims?");
    expect(years.passages.map((passage) => passage.id)).toContain(
      "small-claims#is-there-a-time-limit-to-sue-how-many-years-do-i-have",
    );
  });

  it("offers an answer as unsure, with the closest topics, when a passage of another topic comes nearly as close", () => {
    // A notary for a lease: the closest passages are the statement of claim's notary and others of other topics.
    const notary = answerLocally("do i need a notary for my lease");
    expect(notary.clarify).toBeDefined();
    expect(notary.clarify?.options.length).toBeGreaterThan(1);
    // One topic alone stays the answer.
    expect(answerLocally("can i sue my landlord for my deposit").clarify).toBeUndefined();
  });

  it("reorders only the passages her words matched: a question with none of the law's words still finds nothing", () => {
    expect(retrieve("zzqx blorf", 5)).toEqual([]);
    expect(answerLocally("What is the best recipe for chocolate cake?").scope).toBe("out_of_scope");
  });
});
