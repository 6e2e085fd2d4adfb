import { describe, expect, it } from "vitest";
import { complexityOf, countText, fleschKincaidGrade, fleschKincaidGradeFullSentences } from "./readability";

describe("readability", () => {
  it("computes Flesch-Kincaid from sentences, words and syllables", () => {
    // 2 sentences, 8 words, 9 syllables ("away" has two).
    expect(countText("The cat sat. The dog ran far away.")).toEqual({ sentences: 2, words: 8, syllables: 9 });
    expect(
      fleschKincaidGrade(
        "Notwithstanding the aforementioned indemnification obligations, the lessee shall be deemed responsible.",
      ),
    ).toBeGreaterThan(16);
  });

  it("counts an amount or a number as one word of one syllable, and a heading as a sentence", () => {
    expect(countText("RENT\nPay $1,450.00 on the 1st.")).toEqual({ sentences: 2, words: 6, syllables: 6 });
  });

  it("counts, for the stricter figure, only sentences that end in a full stop: other lines join the next sentence", () => {
    const paper = "IN THE COUNTY COURT\nCase No. 2026-CC-1\nPlaintiff must pay rent.\nJane Doe, Owner";
    // Every line a sentence: 4 sentences, 14 words.
    const everyLine = countText(paper);
    expect(everyLine).toMatchObject({ sentences: 4, words: 14 });
    // Full sentences: the caption and the case number join "Plaintiff must pay rent."; the signature is the last one.
    expect(countText(paper, "full stop")).toEqual({ ...everyLine, sentences: 2 });
    expect(fleschKincaidGradeFullSentences(paper)).toBeGreaterThan(fleschKincaidGrade(paper));
    // A text of full sentences counts the same both ways; a list item ending in ";" is not a sentence.
    expect(countText("The cat sat. The dog ran far away!", "full stop")).toEqual(countText("The cat sat. The dog ran far away!"));
    expect(countText("You must:\n1. pay rent;\n2. leave.", "full stop").sentences).toBe(1);
    expect(countText("", "full stop")).toEqual({ sentences: 0, words: 0, syllables: 0 });
  });

  it("grades complexity: simple up to 8, moderate up to 12, complex above", () => {
    expect([complexityOf(6), complexityOf(8), complexityOf(8.1), complexityOf(12), complexityOf(15)]).toEqual([
      "simple",
      "simple",
      "moderate",
      "moderate",
      "complex",
    ]);
  });
});
