import { describe, expect, it } from "vitest";
import { confidenceNoteKeys, confidenceTier } from "./answer-confidence";

describe("the answer's confidence in words", () => {
  it("says nothing about a reply that is not an answer from the law", () => {
    expect(confidenceTier(0.1, false)).toBe("none");
    expect(confidenceTier(0.9, false)).toBe("none");
    expect(confidenceTier(null, true)).toBe("none");
  });

  it("is sure from 0.75, in the middle from 0.5, and low below", () => {
    expect(confidenceTier(0.95, true)).toBe("sure");
    expect(confidenceTier(0.75, true)).toBe("sure");
    expect(confidenceTier(0.74, true)).toBe("middle");
    expect(confidenceTier(0.5, true)).toBe("middle");
    expect(confidenceTier(0.49, true)).toBe("low");
    expect(confidenceTier(0, true)).toBe("low");
  });
});

describe("the words above an answer", () => {
  it("says nothing above a sure answer or a reply that is not an answer", () => {
    expect(confidenceNoteKeys("sure", false, true)).toEqual([]);
    expect(confidenceNoteKeys("none", false, true)).toEqual([]);
  });

  it("cautions in the middle", () => {
    expect(confidenceNoteKeys("middle", false, false)).toEqual(["chat.confidenceMiddle"]);
  });

  it("when not sure, points to the choices or to asking again, without repeating the answer's own doubt", () => {
    expect(confidenceNoteKeys("low", false, true)).toEqual(["chat.confidenceLow", "chat.confidenceLowChoose"]);
    expect(confidenceNoteKeys("low", false, false)).toEqual(["chat.confidenceLow", "chat.confidenceLowRetry"]);
    expect(confidenceNoteKeys("low", true, true)).toEqual(["chat.confidenceLowChoose"]);
  });
});
