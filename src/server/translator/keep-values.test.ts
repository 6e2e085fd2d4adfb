import { describe, expect, it } from "vitest";
import { withEveryValue } from "./keep-values";
import { parseBlocks } from "./sentences";
import { translateText } from "./translate";

describe("the last check of a plain version", () => {
  const paper = "Maria Lopez must pay $1,450.00 by March 1, 2026.\n\nThe Landlord may file a case.";
  const blocks = parseBlocks(paper);

  it("keeps as written a sentence whose plain version lost a value, and marks it", () => {
    const plain = withEveryValue(paper, blocks, [
      [{ pieces: ["Maria Lopez must pay $1,450.00 soon."], kept: false }],
      [{ pieces: ["The Landlord may go to court."], kept: false }],
    ]);
    expect(plain.text).toBe("Maria Lopez must pay $1,450.00 by March 1, 2026.\n\nThe Landlord may go to court.");
    expect(plain.sentences.flat().map((sentence) => sentence.kept)).toEqual([true, false]);
  });

  it("falls back to the paper's own words, which always keep its values", () => {
    const plain = withEveryValue(paper, blocks, [
      [{ pieces: ["Someone must pay."], kept: false }],
      [{ pieces: ["A case may be filed by Maria."], kept: false }],
    ]);
    expect(plain.text).toBe(paper);
  });

  it("never refuses a paper whose values the rewrite would change: it keeps those sentences as written", () => {
    const result = translateText(
      "Premises Holdings Group shall receive the rent.\n\nTenant shall pay $500.00 on or before May 1, 2025.",
    );
    expect(result.simplifiedContent).toBe(
      // "shall" in the sentence kept as written does not count as its first replacement: the next one is.
      "Premises Holdings Group shall receive the rent.\n\nTenant must pay $500.00 by May 1, 2025.",
    );
    expect(result.keptSentences).toEqual(["Premises Holdings Group shall receive the rent."]);
  });
});
