import { describe, expect, it } from "vitest";
import { defamationCeaseDesist } from "./defamation-cease-desist";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  sender_name: "Rosa Delgado",
  sender_address: "1450 SW 8th Street, Miami, FL 33135",
  recipient_name: "Carl Whitman",
  recipient_address: "77 Ocean Drive, Miami Beach, FL 33139",
  false_statements: '"Rosa steals tips."',
  publication_method: "social_media",
  why_false: "All tips go to the workers.",
  damages: "Customers canceled orders.",
  recipient_is_media: "no",
  retraction_demanded: "no",
};

const { errors, itRequires, itAcceptsOnlyOptions } = fieldChecks(defamationCeaseDesist, valid);

describe("defamation letter fields", () => {
  itRequires(["false_statements", "publication_method", "why_false", "damages", "recipient_is_media", "retraction_demanded"]);

  itAcceptsOnlyOptions([
    ["publication_method", "Carrier pigeon"],
    ["recipient_is_media", "Sometimes"],
    ["retraction_demanded", "Maybe later"],
  ]);

  it("keeps where and when optional", () => {
    const parsed = defamationCeaseDesist.schema.parse(valid);
    expect([parsed.publication_details, parsed.publication_date]).toEqual([undefined, undefined]);
    expect(errors({ ...valid, publication_date: "June 28" })).toEqual({ publication_date: ["Please enter a real date"] });
  });

  it.each([
    ["yes", "", { response_days: ["This field is required"] }],
    ["yes", "3 days", { response_days: ["Please choose one of the options"] }],
    ["yes", "days_10", {}],
    ["no", "", {}],
  ])("asks for a deadline only with a retraction (%s, %j)", (retraction, days, expected) => {
    expect(errors({ ...valid, retraction_demanded: retraction, response_days: days })).toEqual(expected);
  });

  it("drops the deadline when no retraction is demanded", () => {
    expect(defamationCeaseDesist.schema.parse({ ...valid, response_days: "days_7" }).response_days).toBeUndefined();
  });
});
