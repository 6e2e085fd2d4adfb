import { describe, expect, it } from "vitest";
import { healthCareSurrogate, IMMEDIATE_DECISIONS, IMMEDIATE_INFORMATION, RELATIONSHIPS } from "./health-care-surrogate";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  designator_name: "Samuel Okafor",
  designator_address: "1420 Palm Avenue, Tampa, FL 33605",
  surrogate_name: "Adaeze Okafor",
  surrogate_address: "1420 Palm Avenue, Tampa, FL 33605",
  surrogate_phone: "(813) 555-0110",
  surrogate_relationship: "spouse",
  adults_confirmed: ["confirmed"],
};

const { errors, itRequires } = fieldChecks(healthCareSurrogate, valid);

describe("health care surrogate fields", () => {
  it("accepts a complete answer; the alternate, immediate authority and instructions are optional", () => {
    const parsed = healthCareSurrogate.schema.parse(valid);
    expect(parsed.immediate_authority).toEqual([]);
    for (const name of ["alternate_surrogate", "alternate_address", "alternate_phone", "specific_instructions"] as const) {
      expect(parsed[name], name).toBeUndefined();
    }
  });

  itRequires([
    "designator_name",
    "designator_address",
    "surrogate_name",
    "surrogate_address",
    "surrogate_phone",
    "surrogate_relationship",
  ]);

  it("requires the adults confirmation", () => {
    expect(errors({ ...valid, adults_confirmed: [] })).toEqual({ adults_confirmed: ["Please choose at least one"] });
  });

  it("offers the spec's relationships and the form's two immediate-authority boxes", () => {
    expect(RELATIONSHIPS).toEqual(["spouse", "adult_child", "parent", "sibling", "other_family", "friend", "other"]);
    expect(errors({ ...valid, surrogate_relationship: "Neighbor" })).toEqual({
      surrogate_relationship: ["Please choose one of the options"],
    });
    const both = [IMMEDIATE_INFORMATION, IMMEDIATE_DECISIONS];
    expect(healthCareSurrogate.schema.parse({ ...valid, immediate_authority: both }).immediate_authority).toEqual(both);
    expect(errors({ ...valid, immediate_authority: ["Right now for everything"] })).toEqual({
      "immediate_authority.0": ["Please choose one of the options"],
    });
  });

  it("checks phone numbers and the length of the instructions", () => {
    expect(errors({ ...valid, surrogate_phone: "12", alternate_phone: "abc", specific_instructions: "x".repeat(2001) })).toEqual({
      surrogate_phone: ["Please enter a valid phone number"],
      alternate_phone: ["Please enter a valid phone number"],
      specific_instructions: ["Please use at most 2000 characters"],
    });
  });
});
