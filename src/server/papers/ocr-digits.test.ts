import { describe, expect, it } from "vitest";
import { repairOcrDigits } from "./ocr-digits";

describe("repairOcrDigits", () => {
  it("reads the letter O as 0 inside numbers", () => {
    expect(repairOcrDigits("Dated: O4/O9/2027, rent $ 2,115.OO, case 2027-CC-OO2215")).toBe(
      "Dated: 04/09/2027, rent $ 2,115.00, case 2027-CC-002215",
    );
  });

  it("reads the letter l or I as 1 next to a digit", () => {
    expect(repairOcrDigits("Jan l5, 2O2l, Apt l07, $l,250.00, 3I")).toBe("Jan 15, 2021, Apt 107, $1,250.00, 31");
  });

  it("joins an amount a stray space broke", () => {
    expect(repairOcrDigits("the sum of $ 1 ,495.OO and $2, 310.50 and $ 950")).toBe(
      "the sum of $ 1,495.00 and $2,310.50 and $ 950",
    );
  });

  it("leaves words, initials, letter codes and lists as written", () => {
    const text = "P.O. Box 12, No. 5, CODL, 2026-CC-031177-O, TO: Ortiz, OO, I-4, Ill, items 1, 250 and 3";
    expect(repairOcrDigits(text)).toBe(text);
  });
});
