/**
 * Subjects the law sheet does not state (how long a judgment lasts, suing a city, county or the state, a landlord
 * selling the building) are referred, in both languages, rather than answered from a passage about something else;
 * a question that names one but asks what a passage answers surely is still answered.
 */
import { describe, expect, it } from "vitest";
import { answerLocally } from "./local-engine";
import { knowledgeBase } from "./knowledge-base";

const referred = [
  ["en", "how long is a judgment good for in florida"],
  ["en", "can i sue the city for a pothole that wrecked my tire"],
  ["en", "my landlord is selling the building, what happens to my lease"],
  ["es", "cuanto tiempo dura una sentencia en florida"],
  ["es", "como demando al gobierno del condado"],
  ["es", "el dueño esta vendiendo el edificio, que pasa con mi contrato"],
] as const;

describe("questions the law sheet does not answer", () => {
  it.each(referred)("refers (%s) %s, with no sources and the not-covered reply", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("referred");
    expect(answer.sources).toEqual([]);
    expect(answer.answer).toContain(knowledgeBase(language).replies.referred.notCovered);
  });

  it("still answers a question that names such a subject when a passage answers the rest of it surely", () => {
    const answer = answerLocally(
      "my landlord is selling the building and the new owner says i have to be out by friday, i rent month to month",
    );
    expect(answer.scope).toBe("florida_civil");
    expect(answer.sources).toContain("Fla. Stat. § 83.57(3)");
  });

  it("answers normal wear and tear with the deposit claim process, saying it cannot list the charges", () => {
    for (const [language, question, words] of [
      ["en", "can they charge me for wear and tear like small nail holes when i move out", "does not list"],
      ["es", "me cobraron del deposito por desgaste normal", "no los enumera"],
    ] as const) {
      const answer = answerLocally(question, language);
      expect(answer.scope, question).toBe("florida_civil");
      expect(answer.sources, question).toContain("Fla. Stat. § 83.49(3)(a)");
      expect(answer.answer, question).toContain(words);
    }
  });
});
