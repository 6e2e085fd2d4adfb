import { describe, expect, it } from "vitest";
import { FLORIDA_COUNTIES } from "../counties";
import { circuitOrdinal } from "./law-circuits";
import { COURTS } from "./law";

describe("judicial circuits (Fla. Stat. § 26.021)", () => {
  const table = COURTS.circuitOfCounty.value;

  it("puts each of the 67 counties in exactly one of the 20 circuits", () => {
    expect(Object.keys(table).sort()).toEqual([...FLORIDA_COUNTIES].sort());
    expect(new Set(Object.values(table))).toEqual(
      new Set(Array.from({ length: COURTS.judicialCircuits.value }, (_, i) => i + 1)),
    );
    expect(COURTS.circuitOfCounty.citation).toBe("Fla. Stat. § 26.021");
  });

  it.each([
    ["Escambia", 1],
    ["Leon", 2],
    ["Duval", 4],
    ["Pinellas", 6],
    ["Orange", 9],
    ["Miami-Dade", 11],
    ["Hillsborough", 13],
    ["Palm Beach", 15],
    ["Monroe", 16],
    ["Broward", 17],
    ["St. Lucie", 19],
    ["Lee", 20],
  ] as const)("%s County is in circuit %i", (county, circuit) => {
    expect(table[county]).toBe(circuit);
  });

  it("writes circuits as captions do, and refuses circuits Florida does not have", () => {
    expect(circuitOrdinal(11)).toBe("Eleventh");
    expect(circuitOrdinal(20)).toBe("Twentieth");
    expect(() => circuitOrdinal(21)).toThrow(RangeError);
  });
});
