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

describe("splitLongSentence at a second verb of the same subject", () => {
  it("gives 'waives…, and agrees that…' the subject again", () => {
    expect(
      splitLongSentence(
        "Tenant waives all rights under Section 83.49, Florida Statutes, and agrees that Landlord will not be required to give any notice of its claim on the deposit.",
      ),
    ).toEqual([
      "Tenant waives all rights under Section 83.49, Florida Statutes.",
      "Tenant agrees that Landlord will not be required to give any notice of its claim on the deposit.",
    ]);
  });

  it("does not read 'Agreement' as a verb of saying before ', and that'", () => {
    const pieces = splitLongSentence(
      "You are breaking your Rental Agreement because you keep a dog in your unit without the consent of the Landlord, and that the dog has been left on the balcony at night.",
    );
    expect(pieces.at(-1)).toBe("The dog has been left on the balcony at night.");
  });
});

describe("splitLongSentence at ', and' before a phrase", () => {
  it("keeps a list of 'in …ing' phrases in its sentence", () => {
    const sentence =
      "The purpose of this form is to let my daughter help me in managing my medical care, in talking with my insurance company, and in applying for any benefits to which I may be entitled.";
    expect(splitLongSentence(sentence).some((piece) => /^In applying/.test(piece))).toBe(false);
  });
});
