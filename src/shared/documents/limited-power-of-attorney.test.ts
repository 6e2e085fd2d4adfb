import { describe, expect, it } from "vitest";
import { DURABILITY_OPTIONS, LIMITED_POWERS, limitedPowerOfAttorney, TIME_LIMITS } from "./limited-power-of-attorney";
import { englishOptionText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  principal_name: "Tomás Herrera",
  principal_address: "77 Bayview Drive, Pensacola, FL 32501",
  agent_name: "Lucia Herrera",
  agent_address: "15 Magnolia Street, Tallahassee, FL 32301",
  agent_is_adult: ["confirmed"],
  specific_purpose: "Sell my 2015 Honda Civic and sign the title.",
  limited_powers: ["sell_property"],
  time_limit: "days_30",
  durable: DURABILITY_OPTIONS[0],
};

const { errors, itRequires, itRequiresABox } = fieldChecks(limitedPowerOfAttorney, valid);

describe("limited power of attorney fields", () => {
  it("accepts a complete answer; the signing day and county are optional", () => {
    const parsed = limitedPowerOfAttorney.schema.parse(valid);
    expect(parsed.signing_date).toBeUndefined();
    expect(parsed.signing_county).toBeUndefined();
    expect(parsed.specific_date).toBeUndefined();
  });

  itRequires(["principal_name", "principal_address", "agent_name", "agent_address", "specific_purpose", "time_limit", "durable"]);

  itRequiresABox(["agent_is_adult", "limited_powers"]);

  it("offers the spec's time limits and limited powers, with selling a vehicle apart (form HSMV 82053)", () => {
    expect(TIME_LIMITS).toEqual(["days_30", "days_60", "days_90", "until_date", "until_done"]);
    expect(LIMITED_POWERS).toEqual([
      "sign_contract",
      "access_account",
      "sell_property",
      "sell_vehicle",
      "file_documents",
      "other",
    ]);
    expect(errors({ ...valid, time_limit: "Forever", limited_powers: ["other", "Everything"], durable: "Maybe" })).toEqual({
      time_limit: ["Please choose one of the options"],
      "limited_powers.1": ["Please choose one of the options"],
      durable: ["Please choose one of the options"],
    });
  });

  it("needs the end date only for 'Until specific date', and drops it otherwise", () => {
    expect(errors({ ...valid, time_limit: "until_date" })).toEqual({ specific_date: ["This field is required"] });
    expect(errors({ ...valid, time_limit: "until_date", specific_date: "2026-02-30" })).toEqual({
      specific_date: ["Please enter a real date"],
    });
    expect(
      limitedPowerOfAttorney.schema.parse({ ...valid, time_limit: "until_date", specific_date: "2026-12-31" }).specific_date,
    ).toBe("2026-12-31");
    expect(limitedPowerOfAttorney.schema.parse({ ...valid, specific_date: "2026-12-31" }).specific_date).toBeUndefined();
  });

  it("offers 'not durable' first, as the usual choice", () => {
    expect(DURABILITY_OPTIONS[0]).toBe("no");
    expect(englishOptionText(limitedPowerOfAttorney, "durable", "no")).toMatch(/^No: it ends if I become unable/);
    expect(limitedPowerOfAttorney.schema.parse({ ...valid, durable: DURABILITY_OPTIONS[1] }).durable).toBe(DURABILITY_OPTIONS[1]);
  });

  it("limits the purpose to 2,000 characters and checks the signing day", () => {
    expect(errors({ ...valid, specific_purpose: "x".repeat(2001), signing_date: "soon" })).toEqual({
      specific_purpose: ["Please use at most 2000 characters"],
      signing_date: ["Please enter a real date"],
    });
  });
});
