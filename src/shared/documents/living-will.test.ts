import { describe, expect, it } from "vitest";
import { LIFE_PROLONGING_OPTIONS, LIMITED, livingWill, NUTRITION_OPTIONS } from "./living-will";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  declarant_name: "Margaret O'Neill",
  declarant_address: "901 Seabreeze Blvd, Daytona Beach, FL 32118",
  declarant_dob: "1956-11-02",
  life_prolonging_procedures: LIFE_PROLONGING_OPTIONS[0],
  nutrition_hydration: NUTRITION_OPTIONS[0],
};

const { errors, itRequires } = fieldChecks(livingWill, valid);

describe("living will fields", () => {
  it("accepts a complete answer; instructions and the surrogate are optional", () => {
    const parsed = livingWill.schema.parse(valid);
    for (const name of [
      "procedure_specifications",
      "nutrition_specifications",
      "additional_instructions",
      "surrogate_name",
    ] as const) {
      expect(parsed[name], name).toBeUndefined();
    }
  });

  itRequires(["declarant_name", "declarant_address", "declarant_dob", "life_prolonging_procedures", "nutrition_hydration"]);

  it("needs the declarant to be an adult", () => {
    expect(errors({ ...valid, declarant_dob: "2015-06-01" })).toEqual({ declarant_dob: ["You must be at least 18 years old"] });
    expect(errors({ ...valid, declarant_dob: "1956-02-30" })).toEqual({ declarant_dob: ["Please enter a real date"] });
  });

  it("offers three written-out choices for each question", () => {
    expect(LIFE_PROLONGING_OPTIONS).toEqual(["withhold", "all", LIMITED]);
    expect(NUTRITION_OPTIONS).toHaveLength(3);
    expect(NUTRITION_OPTIONS[2]).toBe(LIMITED);
    expect(errors({ ...valid, life_prolonging_procedures: "All", nutrition_hydration: "None" })).toEqual({
      life_prolonging_procedures: ["Please choose one of the options"],
      nutrition_hydration: ["Please choose one of the options"],
    });
  });

  it.each([
    ["life_prolonging_procedures", "procedure_specifications"],
    ["nutrition_hydration", "nutrition_specifications"],
  ])("asks for instructions when %s is Limited, and drops them otherwise", (choice, details) => {
    expect(errors({ ...valid, [choice]: LIMITED })).toEqual({ [details]: ["This field is required"] });
    expect(livingWill.schema.parse({ ...valid, [choice]: LIMITED, [details]: "Only comfort care." })).toMatchObject({
      [details]: "Only comfort care.",
    });
    expect(
      livingWill.schema.parse({ ...valid, [details]: "Only comfort care." })[details as "nutrition_specifications"],
    ).toBeUndefined();
    expect(errors({ ...valid, [choice]: LIMITED, [details]: "x".repeat(2001) })).toEqual({
      [details]: ["Please use at most 2000 characters"],
    });
  });

  it("checks the surrogate's phone number", () => {
    expect(errors({ ...valid, surrogate_name: "Kevin", surrogate_phone: "none" })).toEqual({
      surrogate_phone: ["Please enter a valid phone number"],
    });
  });
});
