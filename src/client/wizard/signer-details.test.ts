import { describe, expect, it } from "vitest";
import { findKind } from "@shared/documents/registry";
import { SIGNER_FIELDS, signerAnswers } from "./signer-details";

describe("who signs a planning paper, from her other planning paper", () => {
  it("names questions each kind asks", () => {
    for (const [kind, fields] of Object.entries(SIGNER_FIELDS)) {
      const asked = findKind(kind)?.fields.map((field) => field.name);
      for (const name of Object.values(fields)) expect(asked, kind).toContain(name);
    }
  });

  it("moves her name, address and birth date from a power of attorney to a living will", () => {
    const poa = {
      principal_name: "Eleanor Whitfield",
      principal_address: "2150 Coral Way",
      principal_dob: "1954-05-17",
      agent_name: "Daniel",
    };
    expect(signerAnswers("durable_power_of_attorney", poa, "living_will")).toEqual({
      declarant_name: "Eleanor Whitfield",
      declarant_address: "2150 Coral Way",
      declarant_dob: "1954-05-17",
    });
    // A paper that asks no birth date gives none; a kind outside the planning papers gets nothing.
    expect(signerAnswers("health_care_surrogate", { designator_name: "Eleanor", designator_address: "" }, "living_will")).toEqual(
      {
        declarant_name: "Eleanor",
      },
    );
    expect(signerAnswers("durable_power_of_attorney", poa, "debt_answer")).toEqual({});
  });
});
