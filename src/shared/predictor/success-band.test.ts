import { describe, expect, it } from "vitest";
import { showsRisingIcon, successBand } from "./success-band";

describe("success colours and icon", () => {
  it("is green from 70, yellow from 40 and red below", () => {
    expect([100, 70, 69, 40, 39, 0].map(successBand)).toEqual(["good", "good", "fair", "fair", "poor", "poor"]);
  });

  it("shows the rising icon from 50", () => {
    expect([50, 49].map(showsRisingIcon)).toEqual([true, false]);
  });
});
