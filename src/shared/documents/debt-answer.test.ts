import { describe, expect, it } from "vitest";
import { SMALL_CLAIMS } from "../florida/law";
import { ARBITRATION_OPTIONS, DEBT_COURT, DEBT_RESPONSES, debtAnswer, DEMAND_ARBITRATION } from "./debt-answer";
import { englishOptionText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  court: DEBT_COURT.county,
  county: "hillsborough",
  case_number: "2026-CC-045821",
  service_date: "2026-07-20",
  plaintiff_name: "Gulfline Receivables, LLC",
  service_address: "100 N Tampa Street, Tampa, FL 33602",
  debt_amount: "12,480.55",
  debt_type: "credit_card",
  defendant_name: "Angela Brooks",
  defendant_address: "4410 W Kennedy Blvd, Tampa, FL 33609",
  response: DEBT_RESPONSES.general,
  arbitration_clause: "no",
};

const { errors, itRequires, itAcceptsOnlyOptions } = fieldChecks(debtAnswer, valid);

describe("debt answer fields", () => {
  it("asks which court, with the small claims limit written from law.ts", () => {
    expect(englishOptionText(debtAnswer, "court", DEBT_COURT.smallClaims)).toBe(
      `Small claims (up to $${SMALL_CLAIMS.limitDollars.value.toLocaleString("en-US")})`,
    );
    expect(debtAnswer.fields.find((field) => field.name === "court")).toMatchObject({
      type: "radio",
      required: true,
      options: ["small_claims", "county_court", "circuit_court", "not_sure"],
    });
  });

  itRequires([
    "court",
    "county",
    "case_number",
    "service_date",
    "plaintiff_name",
    "service_address",
    "debt_amount",
    "debt_type",
    "defendant_name",
    "defendant_address",
    "response",
    "arbitration_clause",
  ]);

  itAcceptsOnlyOptions([
    ["court", "Traffic court"],
    ["county", "Atlantis"],
    ["debt_type", "Mortgage"],
    ["response", "Maybe"],
    ["arbitration_clause", "Perhaps"],
  ]);

  it("leaves the optional answers optional and checks their shape", () => {
    const parsed = debtAnswer.schema.parse(valid);
    expect(parsed).toMatchObject({ debt_amount: 12480.55, defenses: [] });
    expect(parsed.plaintiff_attorney).toBeUndefined();
    expect(
      errors({ ...valid, debt_amount: "0", service_date: "2026-02-30", service_email: "roe@", case_number: "x".repeat(61) }),
    ).toEqual({
      debt_amount: ["Minimum value is 1"],
      service_date: ["Please enter a real date"],
      service_email: ["Please enter a valid email address"],
      case_number: ["Please use at most 60 characters"],
    });
  });

  it("takes any of the five defenses, and nothing else", () => {
    const all = ["statute_of_limitations", "not_my_debt", "wrong_amount", "paid", "no_standing"];
    expect(debtAnswer.schema.parse({ ...valid, defenses: all }).defenses).toEqual(all);
    expect(errors({ ...valid, defenses: ["Payment", "Fraud"] })).toEqual({
      "defenses.0": ["Please choose one of the options"],
      "defenses.1": ["Please choose one of the options"],
    });
  });

  it("keeps the paragraph numbers only when answering paragraph by paragraph", () => {
    const numbers = { admitted_paragraphs: "1", denied_paragraphs: "3, 4", unknown_paragraphs: "2" };
    expect(debtAnswer.schema.parse({ ...valid, ...numbers })).toMatchObject({
      admitted_paragraphs: undefined,
      denied_paragraphs: undefined,
      unknown_paragraphs: undefined,
    });
    expect(debtAnswer.schema.parse({ ...valid, ...numbers, response: DEBT_RESPONSES.specific })).toMatchObject(numbers);
    expect(errors({ ...valid, response: DEBT_RESPONSES.specific, denied_paragraphs: "1".repeat(301) })).toEqual({
      denied_paragraphs: ["Please use at most 300 characters"],
    });
  });

  it("asks before a demand for arbitration goes in, and offers to keep the right without demanding it", () => {
    // Stored codes are never renamed: "yes" still demands arbitration; "yes_reserve" is new.
    expect(ARBITRATION_OPTIONS).toEqual(["yes", "yes_reserve", "no", "unknown"]);
    const field = debtAnswer.fields.find((candidate) => candidate.name === "arbitration_clause")!;
    expect(field).toMatchObject({ confirm: [DEMAND_ARBITRATION] });
    expect(debtAnswer.schema.safeParse({ ...valid, arbitration_clause: "yes_reserve" }).success).toBe(true);
  });
});
