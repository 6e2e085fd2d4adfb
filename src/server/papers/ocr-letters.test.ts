import { describe, expect, it } from "vitest";
import { repairOcrLetters } from "./ocr-letters";

describe("repairOcrLetters", () => {
  it("reads 0 as O and 1 as l or I inside words", () => {
    expect(repairOcrLetters("IN THE C0UNTY COURT, CASE N0.: 5, DATED 0n: J0HNSON, P1aintiff, Co1lier, GR1MES, y0u, Mai1")).toBe(
      "IN THE COUNTY COURT, CASE NO.: 5, DATED on: JOHNSON, Plaintiff, Collier, GRIMES, you, Mail",
    );
  });

  it("reads a lower-case l inside a word of capitals as I", () => {
    expect(repairOcrLetters("lN THE ClRCUIT COURT, JUDlCIAL, lMPORTANT, lNC., PLAlNTIFF")).toBe(
      "IN THE CIRCUIT COURT, JUDICIAL, IMPORTANT, INC., PLAINTIFF",
    );
  });

  it("leaves mixed-case words and l's alone", () => {
    const text = "Hello, ll, lease, McKINNON, Apt 2l, Lee";
    expect(repairOcrLetters(text)).toBe(text);
  });

  it("leaves numbers, ordinals, times and codes as written", () => {
    const text = "1st, 10th, 11am, Apt 1B, Unit 10A, Section CG01, ND03, 2027CC-000318, 0123456, B1, 1A";
    expect(repairOcrLetters(text)).toBe(text);
  });
});
