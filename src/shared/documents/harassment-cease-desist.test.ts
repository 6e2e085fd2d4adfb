import { describe, expect, it } from "vitest";
import { harassmentCeaseDesist } from "./harassment-cease-desist";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  sender_name: "Keisha Morgan",
  sender_address: "PO Box 1187, Orlando, FL 32802",
  recipient_name: "Derek Lawson",
  recipient_address: "815 Lake Avenue, Kissimmee, FL 34741",
  harassment_type: ["phone_calls"],
  harassment_description: "You call me every night.",
  harassment_dates: "Since May 1, 2026",
};

const { errors, itRequires } = fieldChecks(harassmentCeaseDesist, valid);

describe("harassment letter fields", () => {
  itRequires(["harassment_description", "harassment_dates"]);

  it("needs at least one way they made contact, from the spec's list", () => {
    expect(errors({ ...valid, harassment_type: [] })).toEqual({ harassment_type: ["Please choose at least one"] });
    expect(errors({ ...valid, harassment_type: ["Carrier pigeon"] })).toEqual({
      "harassment_type.0": ["Please choose one of the options"],
    });
    const all = ["phone_calls", "text_messages", "emails", "social_media", "in_person", "other"];
    expect(harassmentCeaseDesist.schema.parse({ ...valid, harassment_type: all }).harassment_type).toEqual(all);
  });

  it("keeps the evidence list optional, from the spec's list", () => {
    expect(harassmentCeaseDesist.schema.parse(valid).evidence).toEqual([]);
    expect(harassmentCeaseDesist.schema.parse({ ...valid, evidence: "call_logs" }).evidence).toEqual(["call_logs"]);
    expect(errors({ ...valid, evidence: ["Diary"] })).toEqual({ "evidence.0": ["Please choose one of the options"] });
  });

  it("limits the length of what is typed", () => {
    expect(errors({ ...valid, harassment_dates: "x".repeat(501) })).toEqual({
      harassment_dates: ["Please use at most 500 characters"],
    });
  });
});
