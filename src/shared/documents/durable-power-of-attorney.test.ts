import { describe, expect, it } from "vitest";
import { POWER_OF_ATTORNEY } from "../florida/law";
import { isAtLeastYearsOld } from "./build-schema";
import {
  durablePowerOfAttorney,
  EFFECTIVE_IMMEDIATELY,
  POWERS,
  SPECIAL_POWER_STATUTE_WORDS,
  SPECIAL_POWERS,
} from "./durable-power-of-attorney";
import { englishFieldText, englishOptions } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  principal_name: "Eleanor Whitfield",
  principal_address: "2150 Coral Way, Miami, FL 33145",
  principal_dob: "1948-05-17",
  agent_name: "Daniel Whitfield",
  agent_address: "88 Ponce de Leon Blvd, Coral Gables, FL 33134",
  agent_phone: "(305) 555-0188",
  agent_is_adult: ["confirmed"],
  powers_granted: ["banking"],
  effective_date: EFFECTIVE_IMMEDIATELY,
  agent_qualified: "yes",
  compensation: "none",
};

const { errors, field, itRequires, itRequiresABox } = fieldChecks(durablePowerOfAttorney, valid);

describe("durable power of attorney fields", () => {
  it("accepts a complete answer and leaves the optional ones empty", () => {
    const parsed = durablePowerOfAttorney.schema.parse(valid);
    expect(parsed.special_powers).toEqual([]);
    for (const name of ["successor_agent", "successor_address", "compensation_amount", "signing_county"] as const) {
      expect(parsed[name], name).toBeUndefined();
    }
  });

  itRequires([
    "principal_name",
    "principal_address",
    "principal_dob",
    "agent_name",
    "agent_address",
    "agent_phone",
    "effective_date",
    "agent_qualified",
    "compensation",
  ]);

  itRequiresABox(["agent_is_adult", "powers_granted"]);

  it("never offers a springing power of attorney (Fla. Stat. § 709.2108), and says why", () => {
    expect(field("effective_date")).toMatchObject({ type: "radio", options: ["immediately"] });
    expect(errors({ ...valid, effective_date: "Upon my incapacity (springing)" })).toEqual({
      effective_date: ["Please choose one of the options"],
    });
    const help = englishFieldText(durablePowerOfAttorney, "effective_date", "help");
    expect(help).toContain("not valid");
    expect(help).toContain(POWER_OF_ATTORNEY.springingNotValidSince.citation);
    expect(help).toContain("health care surrogate");
  });

  it("offers the spec's seven powers, and the § 709.2202(1) powers in plain words, printed in the statute's, none by default", () => {
    expect(POWERS).toHaveLength(7);
    expect(errors({ ...valid, powers_granted: ["real_estate", "Time travel"] })).toEqual({
      "powers_granted.1": ["Please choose one of the options"],
    });
    expect(SPECIAL_POWERS.map((power) => SPECIAL_POWER_STATUTE_WORDS[power])).toEqual(
      POWER_OF_ATTORNEY.powersRequiringSeparateInitials.value.map((power) => power.text),
    );
    const field = durablePowerOfAttorney.fields.find((candidate) => candidate.name === "special_powers")!;
    expect(field).toMatchObject({ printedAs: SPECIAL_POWER_STATUTE_WORDS, advanced: true, confirm: SPECIAL_POWERS });
    // Plain words that name the agent; each one said again before it goes in.
    expect(englishOptions(durablePowerOfAttorney, "special_powers")).toContain(
      "Let {{agent}} give your money or property away as gifts",
    );
    expect(field.answerValues?.({ agent_name: " Daniel Whitfield " })).toEqual({ agent: { text: "Daniel Whitfield" } });
    expect(field.answerValues?.({})).toEqual({ agent: undefined });
    expect(SPECIAL_POWERS).toContain("make_gift");
    expect(durablePowerOfAttorney.schema.parse({ ...valid, special_powers: SPECIAL_POWERS }).special_powers).toEqual(
      SPECIAL_POWERS,
    );
    expect(errors({ ...valid, special_powers: ["Sell the house"] })).toEqual({
      "special_powers.0": ["Please choose one of the options"],
    });
  });

  it("asks the amount and period only for a specific amount", () => {
    expect(errors({ ...valid, compensation: "specific_amount" })).toEqual({
      compensation_amount: ["This field is required"],
      compensation_period: ["This field is required"],
    });
    expect(
      errors({ ...valid, compensation: "specific_amount", compensation_amount: "0", compensation_period: "per_month" }),
    ).toEqual({
      compensation_amount: ["Minimum value is 1"],
    });
    const paid = durablePowerOfAttorney.schema.parse({
      ...valid,
      compensation: "specific_amount",
      compensation_amount: "$1,250.50",
      compensation_period: "per_month",
    });
    expect(paid).toMatchObject({ compensation_amount: 1250.5, compensation_period: "per_month" });
    const dropped = durablePowerOfAttorney.schema.parse({
      ...valid,
      compensation_amount: "250",
      compensation_period: "per_hour",
    });
    expect(dropped.compensation_amount).toBeUndefined();
    expect(errors({ ...valid, compensation: "Paid in gold" })).toEqual({ compensation: ["Please choose one of the options"] });
  });

  it("offers pay only for a qualified agent (§ 709.2112(3)-(4)), and says who is one", () => {
    expect(field("compensation")).toMatchObject({ when: { field: "agent_qualified", equals: "yes" } });
    for (const answer of ["no", "not_sure"]) {
      const unpaid = durablePowerOfAttorney.schema.parse({
        ...valid,
        agent_qualified: answer,
        compensation: "specific_amount",
        compensation_amount: "",
      });
      expect(unpaid, answer).toMatchObject({
        compensation: undefined,
        compensation_amount: undefined,
        compensation_period: undefined,
      });
    }
    expect(errors({ ...valid, compensation: "" })).toEqual({ compensation: ["This field is required"] });
    const help = englishFieldText(durablePowerOfAttorney, "agent_qualified", "help");
    expect(help).toContain(POWER_OF_ATTORNEY.agentCompensation.summary);
    expect(help).toContain(POWER_OF_ATTORNEY.qualifiedAgent.summary);
    expect(help).toContain("Fla. Stat. § 709.2112(4)");
  });

  it("checks that the principal is an adult, and that the agent is confirmed to be one", () => {
    expect(errors({ ...valid, principal_dob: "2020-01-01" })).toEqual({ principal_dob: ["You must be at least 18 years old"] });
    expect(errors({ ...valid, principal_dob: "2099-01-01" })).toEqual({
      principal_dob: ["A date of birth cannot be in the future"],
    });
    expect(englishOptions(durablePowerOfAttorney, "agent_is_adult")[0]).toContain(
      `${POWER_OF_ATTORNEY.agentMinimumAge.value} or older`,
    );
    expect(errors({ ...valid, agent_is_adult: ["Yes"] })).toEqual({ "agent_is_adult.0": ["Please choose one of the options"] });
  });

  it("counts a birthday as reached on the day itself, and February 29 on March 1", () => {
    expect(isAtLeastYearsOld("2008-08-03", 18, "2026-08-03")).toBe(true);
    expect(isAtLeastYearsOld("2008-08-04", 18, "2026-08-03")).toBe(false);
    expect(isAtLeastYearsOld("2008-02-29", 18, "2026-02-28")).toBe(false);
    expect(isAtLeastYearsOld("2008-02-29", 18, "2026-03-01")).toBe(true);
  });

  it("checks phone numbers and the notary's county", () => {
    expect(errors({ ...valid, agent_phone: "call me", signing_county: "Atlantis" })).toEqual({
      agent_phone: ["Please enter a valid phone number"],
      signing_county: ["Please choose one of the options"],
    });
  });

  it("M9: the wizard tells her, for later use, to keep the original and every copy and give the agent no copy yet", () => {
    const help = englishFieldText(durablePowerOfAttorney, "effective_date", "help");
    expect(help).toContain("keep the signed original and every copy yourself, and give your agent no copy until you want help");
    expect(help).not.toContain("keep the signed original yourself until it is needed");
  });
});
