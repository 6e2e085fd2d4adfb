import { describe, expect, it } from "vitest";
import { exampleResults, normalizeSearch } from "./example-results";
import { centsToAmount, parseAmountCents, sumAmountsCents } from "./money-cents";
import { canMoveTo, moneySearchInfoSchema } from "./money-recovery";

const maria = moneySearchInfoSchema.parse({ firstName: "María", lastName: "Lopez", city: "Tampa" });

describe("example results", () => {
  it("gives the same examples for the same search, however it is typed", () => {
    const again = moneySearchInfoSchema.parse({ firstName: "  maria ", lastName: "LOPEZ", city: "tampa" });
    expect(normalizeSearch(again, "all")).toBe(normalizeSearch(maria, "all"));
    expect(exampleResults(again, "all")).toEqual(exampleResults(maria, "all"));
  });

  it("gives other examples for another name", () => {
    const other = moneySearchInfoSchema.parse({ firstName: "John", lastName: "Smith" });
    expect(exampleResults(other, "all")).not.toEqual(exampleResults(maria, "all"));
  });

  it("keeps a single-kind search to that kind, with amounts in range", () => {
    for (const name of ["Ann", "Bob", "Cy", "Di", "Ed"]) {
      const info = moneySearchInfoSchema.parse({ firstName: name, lastName: "Doe" });
      const results = exampleResults(info, "tax_refund");
      expect(results.length).toBeGreaterThanOrEqual(1);
      expect(results.length).toBeLessThanOrEqual(2);
      for (const result of results) {
        expect(result.type).toBe("tax_refund");
        expect(result.source).toMatch(/^Example/);
        expect(result.amountCents).toBeGreaterThanOrEqual(2500);
        expect(result.amountCents).toBeLessThanOrEqual(250_000);
      }
    }
  });
});

describe("money in cents", () => {
  it("reads dollars exactly and refuses what is not money", () => {
    expect(parseAmountCents("$1,234.5")).toBe(123_450);
    expect(parseAmountCents("0.10")).toBe(10);
    expect(parseAmountCents("-5")).toBeUndefined();
    expect(parseAmountCents("1.234")).toBeUndefined();
    expect(parseAmountCents("ten")).toBeUndefined();
    expect(centsToAmount(123_405)).toBe("1234.05");
    expect(sumAmountsCents(["0.10", "0.20"])).toBe(30);
  });
});

describe("status flow", () => {
  it("goes found → claiming → recovered, and can fail before recovery", () => {
    expect(canMoveTo("found", "claiming")).toBe(true);
    expect(canMoveTo("claiming", "recovered")).toBe(true);
    expect(canMoveTo("found", "recovered")).toBe(false);
    expect(canMoveTo("recovered", "claiming")).toBe(false);
    expect(canMoveTo("claiming", "failed")).toBe(true);
    expect(canMoveTo("failed", "found")).toBe(false);
  });
});
