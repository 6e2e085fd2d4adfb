/**
 * The assistant in Spanish: its Spanish knowledge base (content/es/assistant/) has the same topics and
 * the same citations as the English one, with readable passage ids; a question written in Spanish or Spanglish is
 * recognised as Spanish and answered from the Spanish passages; the Spanish quality set
 * (test-support/quality-questions-es.yml) scores 90% or more (the score is printed); the welcome view's Spanish
 * questions get the same citations as their English versions.
 */
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import assistantEnglish from "../../../locales/en/assistant.json" with { type: "json" };
import assistantSpanish from "../../../locales/es/assistant.json" with { type: "json" };
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type LocalAnswer } from "./local-engine";
import { questionLanguage } from "./question-language";
import { SPANISH_QUALITY_QUESTIONS, type SpanishQualityQuestion } from "./test-support/quality-questions";

const MIN_SCORE = 0.9;
const misses: string[] = [];
const topicOf = (passageId: string) => passageId.split("#")[0]!;

/** The English passage that a Spanish one translates: the same topic file, the same place in it (or glossary term). */
function counterpart(spanishId: string): string {
  if (spanishId.startsWith("glossary#")) return spanishId;
  const inTopic = (language: "en" | "es") =>
    knowledgeBase(language).passages.filter((passage) => topicOf(passage.id) === topicOf(spanishId));
  return inTopic("en")[inTopic("es").findIndex((passage) => passage.id === spanishId)]!.id;
}

function passes(expected: SpanishQualityQuestion, answer: LocalAnswer): boolean {
  if (expected.scope) return answer.scope === expected.scope && answer.sources.length === 0;
  const topics = [expected.topic].flat();
  return (
    answer.scope === "florida_civil" &&
    answer.passages.some((passage) => topics.includes(topicOf(passage.id))) &&
    (expected.citation === undefined || answer.sources.includes(expected.citation))
  );
}

describe("the Spanish knowledge base", () => {
  const english = knowledgeBase("en");
  const spanish = knowledgeBase("es");
  const englishCitations = new Set(english.passages.flatMap((passage) => passage.citations.map((each) => each.citation)));

  it("has the same topic files as the English one", () => {
    const topics = (language: string) =>
      readdirSync(new URL(`../../../content/${language}/assistant/`, import.meta.url))
        .filter((name) => name.endsWith(".md"))
        .sort();
    expect(topics("es")).toEqual(topics("en"));
  });

  it("gives every passage a unique, readable id (letters without accents) and Spanish text with its citations", () => {
    expect(new Set(spanish.passages.map((passage) => passage.id)).size).toBe(spanish.passages.length);
    for (const passage of spanish.passages) {
      expect(passage.id).toMatch(/^[a-z-]+#[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(passage.text, passage.id).not.toMatch(/\{\{|\}\}/);
      expect(passage.citations.length, passage.id).toBeGreaterThan(0);
      for (const { citation } of passage.citations) expect(passage.text, passage.id).toContain(citation);
    }
    const deposit = spanish.passages.find((passage) =>
      passage.id.startsWith("security-deposits#cuanto-tiempo-tiene-el-arrendador-"),
    );
    expect(deposit?.title).toMatch(/^¿Cuánto tiempo tiene el arrendador/);
  });

  it("cites only what the English knowledge base cites: the citations come from the same law keys", () => {
    for (const passage of spanish.passages) {
      for (const { citation } of passage.citations)
        expect(englishCitations.has(citation), `${passage.id}: ${citation}`).toBe(true);
    }
    // The same passage in both languages (the same topic file, the same place in it) carries the same citations.
    const citationsByTopic = (passages: typeof spanish.passages) => {
      const topics = new Map<string, unknown[]>();
      for (const passage of passages.filter((each) => !each.id.startsWith("glossary#"))) {
        topics.set(topicOf(passage.id), [...(topics.get(topicOf(passage.id)) ?? []), passage.citations]);
      }
      return topics;
    };
    const englishTopics = citationsByTopic(english.passages);
    for (const [topic, citations] of citationsByTopic(spanish.passages))
      expect(citations, topic).toEqual(englishTopics.get(topic));
    const glossary = (passages: typeof spanish.passages) =>
      new Map(passages.filter((each) => each.id.startsWith("glossary#")).map((each) => [each.id, each.citations]));
    expect(glossary(spanish.passages)).toEqual(glossary(english.passages));
  });

  it('has the glossary\'s "¿Qué es …?" passages, in Spanish, found by the Spanish name or the English word', () => {
    const summons = spanish.passages.find((passage) => passage.id === "glossary#summons")!;
    expect(summons.title).toBe("¿Qué es citación?");
    expect(summons.text).toMatch(/^El documento oficial del tribunal/);
    expect(summons.also).toContain("Summons");
    const glossaryIds = (passages: typeof spanish.passages) =>
      passages.filter((each) => each.id.startsWith("glossary#")).map((each) => each.id);
    expect(glossaryIds(spanish.passages)).toEqual(glossaryIds(english.passages));
    for (const question of ["¿Qué es una citación?", "¿Qué es un summons?"]) {
      expect(answerLocally(question, "es").passages[0]?.id, question).toBe("glossary#summons");
    }
  });

  it("writes its fee table, replies and follow-up questions in Spanish", () => {
    const fees = spanish.passages.find((passage) => passage.id.startsWith("filing-fees#"))!;
    expect(fees.text).toContain("Menos de $100: $55");
    expect(fees.text).toContain("De $2,500.01 a $8,000: $300");
    expect(spanish.replies.outOfScope).toMatch(/^Solo puedo responder/);
    expect(
      spanish.passages.flatMap((passage) => passage.questions).every((question) => !/^(How|What|Can|Do) /.test(question)),
    ).toBe(true);
  });
});

describe("assistant answer quality in Spanish", () => {
  it("has at least 55 questions, with some to refer and some to decline", () => {
    expect(SPANISH_QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(55);
    expect(SPANISH_QUALITY_QUESTIONS.filter((each) => each.scope === "referred").length).toBeGreaterThanOrEqual(3);
    expect(SPANISH_QUALITY_QUESTIONS.filter((each) => each.scope === "out_of_scope").length).toBeGreaterThanOrEqual(3);
  });

  it("recognises every question of the set as Spanish, even in the English interface", () => {
    for (const { question } of SPANISH_QUALITY_QUESTIONS) expect(questionLanguage(question, "en"), question).toBe("es");
  });

  it(`answers at least ${MIN_SCORE * 100}% of the questions right`, () => {
    const results = SPANISH_QUALITY_QUESTIONS.map((expected) => {
      const answer = answerLocally(expected.question, "es");
      const ok = passes(expected, answer);
      if (!ok)
        misses.push(
          `  ✗ ${expected.question} → ${answer.scope} ${answer.confidence} ${answer.passages.map((each) => each.id).join(" ")} [${answer.sources.join("; ")}]`,
        );
      return ok;
    });
    const right = results.filter(Boolean).length;
    console.log(
      `\nAssistant quality (español): ${right}/${results.length} (${Math.round((right / results.length) * 100)}%)\n${misses.join("\n")}\n`,
    );
    expect(right / results.length).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it("answers in Spanish: the Spanish passages, follow-up questions and replies", () => {
    const { passages, replies } = knowledgeBase("es");
    const followUps = new Set(passages.flatMap((passage) => passage.questions));
    const answer = answerLocally("¿Cuánto tiempo tiene el dueño para devolverme el depósito?", "es");
    for (const passage of answer.passages) expect(answer.answer).toContain(passage.text);
    expect(answer.answer).toContain("15 días");
    expect(answer.followUpQuestions.length).toBeGreaterThan(0);
    for (const question of answer.followUpQuestions) expect(followUps.has(question), question).toBe(true);
    const referred = answerLocally("Me arrestaron anoche, ¿qué hago?", "es");
    expect(referred.answer).toContain(replies.referred.criminal);
    expect(referred.answer).toContain(replies.getHelp);
  });

  it("answers each welcome-view question in Spanish from the same passage, with its citations, as in English", () => {
    const pairs = [
      ...Object.entries(assistantSpanish.topics).map(([id, topic]) => [
        topic.question,
        assistantEnglish.topics[id as keyof typeof assistantEnglish.topics].question,
      ]),
      ...Object.entries(assistantSpanish.popular).map(([id, question]) => [
        question,
        assistantEnglish.popular[id as keyof typeof assistantEnglish.popular],
      ]),
    ] as [string, string][];
    expect(pairs.length).toBe(14);
    for (const [spanishQuestion, englishQuestion] of pairs) {
      expect(questionLanguage(spanishQuestion, "en"), spanishQuestion).toBe("es");
      const spanish = answerLocally(spanishQuestion, "es");
      const english = answerLocally(englishQuestion, "en");
      expect(spanish.scope, spanishQuestion).toBe("florida_civil");
      // The best passage of one answer is among the passages of the other, and its citations among the sources.
      const spanishBest = counterpart(spanish.passages[0]!.id);
      const englishIds = english.passages.map((passage) => passage.id);
      const spanishIds = spanish.passages.map((passage) => counterpart(passage.id));
      expect(
        englishIds.includes(spanishBest) || spanishIds.includes(englishIds[0]!),
        `${spanishQuestion}: ${spanishIds.join(" ")} / ${englishIds.join(" ")}`,
      ).toBe(true);
      const shared = spanish.sources.filter((source) => english.sources.includes(source));
      expect(shared.length, spanishQuestion).toBeGreaterThan(0);
    }
  });

  afterAll(() => misses.splice(0));
});
