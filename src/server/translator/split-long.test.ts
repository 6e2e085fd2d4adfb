import { describe, expect, it } from "vitest";
import { splitLongSentence } from "./split-long";

describe("splitLongSentence at 'including'", () => {
  it("keeps words set off by commas inside their clause", () => {
    const sentence =
      "The Declaration requires that all exterior alterations on every lot in the community, including fences, be approved in writing by the Architectural Review Committee prior to installation.";
    const pieces = splitLongSentence(sentence);
    expect(pieces.some((piece) => /^This includes fences/.test(piece))).toBe(false);
    expect(pieces.join(" ")).toContain("including fences, be approved");
  });

  it("still splits off a list of what is included", () => {
    const sentence =
      "My Agent may act for me in all banking and financial transactions at any bank in this state, including checking accounts, savings accounts, and certificates of deposit.";
    const pieces = splitLongSentence(sentence);
    expect(pieces.at(-1)).toMatch(/^This includes checking accounts, savings accounts, and certificates of deposit/);
  });
});
