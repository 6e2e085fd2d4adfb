import { describe, expect, it } from "vitest";
import { FEE_NOTE, smallClaimsFilingFee, smallClaimsTotalCosts } from "./fees";

describe("smallClaimsFilingFee (§ 34.041(1)(a))", () => {
  it.each([
    [0.01, 55],
    [50, 55],
    [99.99, 55],
    [100, 80],
    [250, 80],
    [500, 80],
    [500.01, 175],
    [1000, 175],
    [2500, 175],
    [2500.01, 300],
    [5000, 300],
    [8000, 300],
  ])("a claim of $%s costs $%s to file", (amount, fee) => {
    expect(smallClaimsFilingFee(amount)).toEqual({
      ok: true,
      fee,
      citation: "Fla. Stat. § 34.041(1)(a)",
      note: "Fees can vary slightly by county; check your clerk.",
    });
  });

  it.each([8000.01, 9000, 50000])("refuses $%s: above the small claims limit", (amount) => {
    const result = smallClaimsFilingFee(amount);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain("$8,000");
      expect(result.message).toContain("7.010(b)");
    }
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s: not a positive amount", (amount) => {
    const result = smallClaimsFilingFee(amount);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/more than \$0/);
  });
});

describe("smallClaimsTotalCosts", () => {
  it("adds the filing fee, $10 per summons and $40 sheriff service per defendant", () => {
    const result = smallClaimsTotalCosts(1000, 2, "sheriff");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map((line) => line.amount)).toEqual([175, 20, 80]);
    expect(result.knownTotal).toBe(275);
    expect(result.hasUnknownCosts).toBe(false);
    expect(result.lines.map((line) => line.citation)).toEqual([
      "Fla. Stat. § 34.041(1)(a)",
      "Fla. Stat. § 28.241(1)(d)",
      "Fla. Stat. § 30.231(1)(a)",
    ]);
    expect(result.notes).toEqual([FEE_NOTE]);
  });

  it("leaves certified mail postage to the clerk and says it is only for Florida residents", () => {
    const result = smallClaimsTotalCosts(99.99, 1, "certified_mail");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.knownTotal).toBe(65);
    expect(result.hasUnknownCosts).toBe(true);
    expect(result.lines[2]).toMatchObject({ amount: null, citation: "Fla. Sm. Cl. R. 7.070" });
    expect(result.notes.join(" ")).toMatch(/lives in Florida/);
  });

  it.each([
    [9000, 1, /\$8,000/],
    [1000, 0, /at least 1/],
    [1000, 1.5, /at least 1/],
  ])("refuses amount %s with %s defendants", (amount, defendants, message) => {
    const result = smallClaimsTotalCosts(amount, defendants, "sheriff");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
