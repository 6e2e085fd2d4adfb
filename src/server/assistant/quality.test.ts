/**
 * The assistant's answer quality on its question set (test-support/quality-questions.yml): each answerable
 * question must list the expected citation among its sources and state the expected fact; each question outside
 * the knowledge base must be referred or declined, with no sources. The score is printed and must be 90% or more.
 */
import { afterAll, describe, expect, it } from "vitest";
import { answerLocally, type LocalAnswer } from "./local-engine";
import { QUALITY_QUESTIONS, type QualityQuestion } from "./test-support/quality-questions";

const MIN_SCORE = 0.9;
const misses: string[] = [];

function passes(expected: QualityQuestion, answer: LocalAnswer): boolean {
  if (expected.scope) return answer.scope === expected.scope && answer.sources.length === 0;
  return (
    answer.scope === "florida_civil" &&
    answer.sources.includes(expected.citation) &&
    answer.answer.toLowerCase().includes(expected.fact.toLowerCase())
  );
}

describe("assistant answer quality", () => {
  it("has at least 110 questions, with messy ones and at least 4 it must not answer", () => {
    expect(QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(110);
    expect(QUALITY_QUESTIONS.filter((each) => each.scope).length).toBeGreaterThanOrEqual(4);
  });

  it(`answers at least ${MIN_SCORE * 100}% of the questions right`, () => {
    const results = QUALITY_QUESTIONS.map((expected) => {
      const answer = answerLocally(expected.question);
      const ok = passes(expected, answer);
      if (!ok) misses.push(`  ✗ ${expected.question} → ${answer.scope} ${answer.confidence} [${answer.sources.join("; ")}]`);
      return ok;
    });
    const score = results.filter(Boolean).length / results.length;
    console.log(
      `\nAssistant quality: ${results.filter(Boolean).length}/${results.length} (${Math.round(score * 100)}%)\n${misses.join("\n")}\n`,
    );
    expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  afterAll(() => misses.splice(0));
});
