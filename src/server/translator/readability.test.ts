import { describe, expect, it } from "vitest";
import { complexityOf, countText, fleschKincaidGrade } from "./readability";

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
