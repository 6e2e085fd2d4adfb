import { describe, expect, it } from "vitest";
import { autofillValues, normalizeVariableName } from "./autofill";

const found = {
  title: "Broken air conditioning",
  description: "The AC has been out since May.",
  caseNumber: "2026-CC-001",
  county: "Orange",
  type: "landlord_tenant",
  formData: { landlord_name: "Sunny Rentals LLC", monthly_rent: 1450, issues: ["AC", "Leak"], nested: { a: 1 }, blank: " " },
};
const profile = { firstName: "Maria", lastName: "Lopez", email: "maria@example.com", county: "Osceola" };

describe("auto-fill", () => {
  it("matches names loosely", () => {
    expect(normalizeVariableName("Case Number")).toBe(normalizeVariableName("caseNumber"));
  });

  it("fills from the case, its wizard answers and the profile, by the template's spelling", () => {
    const names = [
      "Landlord Name",
      "monthly_rent",
      "issues",
      "case_number",
      "county",
      "your_name",
      "email",
      "nested",
      "blank",
      "unknown",
    ];
    expect(autofillValues(names, found, profile)).toEqual({
      "Landlord Name": "Sunny Rentals LLC",
      monthly_rent: "1450",
      issues: "AC, Leak",
      case_number: "2026-CC-001",
      county: "Orange",
      your_name: "Maria Lopez",
      email: "maria@example.com",
    });
  });

  it("uses the profile alone when no case is chosen", () => {
    expect(autofillValues(["county", "case_title", "full_name"], undefined, profile)).toEqual({
      county: "Osceola",
      full_name: "Maria Lopez",
    });
  });
});
