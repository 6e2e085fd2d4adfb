import { describe, expect, it } from "vitest";
import { repairOcrDigits } from "./ocr-digits";

describe("repairOcrDigits", () => {
  it("reads the letter O as 0 inside numbers", () => {
    expect(repairOcrDigits("Dated: O4/O9/2027, rent $ 2,115.OO, case 2027-CC-OO2215")).toBe(
      "Dated: 04/09/2027, rent $ 2,115.00, case 2027-CC-002215",
    );
  });

  it("leaves words, initials and letter codes as written", () => {
    const text = "P.O. Box 12, No. 5, CODL, 2026-CC-031177-O, TO: Ortiz, OO";
    expect(repairOcrDigits(text)).toBe(text);
  });
});
