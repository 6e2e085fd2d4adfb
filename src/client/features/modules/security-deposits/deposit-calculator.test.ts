import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "@shared/florida/law";
import { calculateDepositClaim, ERROR_IDS, REASON_IDS, type DepositInput, type DepositResult } from "./deposit-calculator";

function ok(input: DepositInput): DepositResult {
  const result = calculateDepositClaim(input);
  if (!result.ok) throw new Error(`expected a result, got: ${result.id}`);
  return result;
}

const citations = (result: DepositResult) =>
  [...result.reasons, ...result.warnings].flatMap((r) => r.laws.map((law) => law.citation)).join(" | ");

describe("calculateDepositClaim: no notice of a claim within 30 days (§ 83.49(3)(a))", () => {
  it("no notice at all: ask for the whole deposit the landlord kept", () => {
    const result = ok({ depositDollars: 1500, keptDollars: 1500, claimNotice: "none", vacatingNotice: "yes" });
    expect(result.basis).toBe("forfeited");
    expect(result.demandDollars).toBe(1500);
    expect(result.lawsuitDollars).toBe(1500);
    expect(result.fallbackDollars).toBeNull();
    expect(result.reasons[0]!.id).toBe("noNotice");
    expect(citations(result)).toContain("Fla. Stat. § 83.49(3)(a)");
  });

  it("counts an e-mailed notice (§ 83.505) and warns that a wrong forfeiture claim can cost the landlord's fees", () => {
    for (const claimNotice of ["none", "late"] as const) {
      const result = ok({ depositDollars: 1500, keptDollars: 1500, claimNotice, vacatingNotice: "yes" });
      expect(result.reasons[0]!.laws).toContain(SECURITY_DEPOSIT.claimNoticeByEmailWithAddendum);
      expect(result.warnings).toEqual([{ id: "lawSummary", laws: [SECURITY_DEPOSIT.wrongForfeitureClaimRisksFees] }]);
    }
    const onTime = ok({ depositDollars: 1500, keptDollars: 1500, claimNotice: "on_time" });
    expect(onTime.warnings.map((warning) => warning.laws)).not.toContainEqual([SECURITY_DEPOSIT.wrongForfeitureClaimRisksFees]);
  });

  it("late notice: everything kept, even the deductions the tenant agrees with", () => {
    const result = ok({
      depositDollars: 2000,
      keptDollars: 800,
      disputedDollars: 500,
      claimNotice: "late",
      vacatingNotice: "yes",
    });
    expect(result.demandDollars).toBe(800);
    expect(result.reasons[0]!.id).toBe("lateNotice");
  });

  it("tenant gave no 7-day notice of vacating: still demand all, but warn (§ 83.49(5)) and give the fallback", () => {
    const result = ok({
      depositDollars: 2000,
      keptDollars: 800,
      disputedDollars: 300,
      claimNotice: "none",
      vacatingNotice: "no",
    });
    expect(result.demandDollars).toBe(800);
    expect(result.fallbackDollars).toBe(300);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[1]!.id).toBe("noVacatingNotice");
    expect(result.warnings[1]!.laws[0]!.citation).toBe("Fla. Stat. § 83.49(5)");
    expect(result.warnings[1]!.amounts).toEqual({ amount: 300 });
  });

  it("tenant unsure about the 7-day notice: a softer warning", () => {
    const result = ok({ depositDollars: 1000, keptDollars: 1000, claimNotice: "none" });
    expect(result.warnings[1]!.id).toBe("unsureVacatingNotice");
    expect(result.fallbackDollars).toBeNull(); // disputing all of it: nothing less to fall back to
  });
});

describe("calculateDepositClaim: notice sent on time", () => {
  it("asks only for the deductions the tenant disputes", () => {
    const result = ok({ depositDollars: 2000, keptDollars: 800, disputedDollars: 500, claimNotice: "on_time" });
    expect(result.basis).toBe("disputed");
    expect(result.demandDollars).toBe(500);
    expect(result.lawsuitDollars).toBe(500);
    expect(citations(result)).toContain("Fla. Stat. § 83.49(3)(b)"); // the 15 days to object
  });

  it("with no disputed amount given, disputes everything kept", () => {
    expect(ok({ depositDollars: 2000, keptDollars: 800, claimNotice: "on_time" }).demandDollars).toBe(800);
  });

  it("agreeing with every deduction leaves nothing to ask for", () => {
    const result = ok({ depositDollars: 2000, keptDollars: 800, disputedDollars: 0, claimNotice: "on_time" });
    expect(result.basis).toBe("nothing_disputed");
    expect(result.demandDollars).toBe(0);
  });

  it("ignores the 7-day vacating notice answer (it only matters when the landlord sent no timely notice)", () => {
    const result = ok({ depositDollars: 900, keptDollars: 900, claimNotice: "on_time", vacatingNotice: "no" });
    expect(result.fallbackDollars).toBeNull();
    expect(citations(result)).not.toContain("Fla. Stat. § 83.49(5)");
  });
});

describe("calculateDepositClaim: amounts", () => {
  it("nothing kept: nothing to ask for", () => {
    const result = ok({ depositDollars: 1200, keptDollars: 0, claimNotice: "none" });
    expect(result.basis).toBe("nothing_kept");
    expect(result.demandDollars).toBe(0);
    expect(result.warnings).toEqual([]);
  });

  it("is never doubled, and says so with the fees rule", () => {
    for (const claimNotice of ["on_time", "late", "none"] as const) {
      const result = ok({ depositDollars: 1750, keptDollars: 1750, claimNotice });
      expect(result.demandDollars).toBeLessThanOrEqual(1750);
      expect(result.reasons.some((r) => r.laws.includes(SECURITY_DEPOSIT.doubleDamages))).toBe(true);
      expect(citations(result)).toContain("Fla. Stat. §§ 83.49(3)(c), 83.48");
    }
  });

  it("caps the lawsuit at the small claims limit, not the demand", () => {
    const limit = SMALL_CLAIMS.limitDollars.value;
    const result = ok({ depositDollars: limit + 2000, keptDollars: limit + 2000, claimNotice: "none" });
    expect(result.demandDollars).toBe(limit + 2000);
    expect(result.lawsuitDollars).toBe(limit);
    expect(result.overSmallClaimsLimit).toBe(true);
    expect(citations(result)).toContain(SMALL_CLAIMS.limitDollars.citation);
  });

  it("exactly the limit is not over it", () => {
    const limit = SMALL_CLAIMS.limitDollars.value;
    const result = ok({ depositDollars: limit, keptDollars: limit, claimNotice: "late" });
    expect(result.overSmallClaimsLimit).toBe(false);
    expect(result.lawsuitDollars).toBe(limit);
  });

  it("works in cents without floating point noise", () => {
    const result = ok({ depositDollars: 1234.56, keptDollars: 0.1 + 0.2, claimNotice: "none" });
    expect(result.demandDollars).toBe(0.3);
    expect(result.reasons[1]!.amounts).toEqual({ amount: 0.3 });
  });
});

describe("calculateDepositClaim: input errors", () => {
  it.each([
    [{ depositDollars: 0, keptDollars: 0 }, "deposit"],
    [{ depositDollars: Number.NaN, keptDollars: 0 }, "deposit"],
    [{ depositDollars: 1000, keptDollars: -5 }, "kept"],
    [{ depositDollars: 1000, keptDollars: 1000.01 }, "kept"],
    [{ depositDollars: 1000, keptDollars: 500, disputedDollars: 600 }, "disputed"],
    [{ depositDollars: 1000, keptDollars: 500, disputedDollars: Number.POSITIVE_INFINITY }, "disputed"],
  ] as const)("%o is rejected on %s", (amounts, field) => {
    const result = calculateDepositClaim({ ...amounts, claimNotice: "none" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(ERROR_IDS).toContain(result.id);
    }
  });
});

describe("calculateDepositClaim: words", () => {
  const calculator = (
    JSON.parse(readFileSync("locales/en/modules.json", "utf8")) as {
      securityDeposits: { calculator: { reasons: Record<string, string>; errors: Record<string, string> } };
    }
  ).securityDeposits.calculator;

  it("has an English message for every reason and every error", () => {
    for (const id of REASON_IDS.filter((reason) => reason !== "lawSummary")) expect(calculator.reasons[id], id).toBeTruthy();
    for (const id of ERROR_IDS) expect(calculator.errors[id], id).toBeTruthy();
  });
});
