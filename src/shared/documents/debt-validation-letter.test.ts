import { describe, expect, it } from "vitest";
import { debtValidationLetter } from "./debt-validation-letter";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  sender_name: "Luis Fernandez",
  sender_address: "2900 NW 7th Street, Miami, FL 33125",
  collector_name: "Acme Recovery Services, LLC",
  collector_address: "PO Box 4500, Jacksonville, FL 32201",
  creditor_name: "Sunrise Bank",
  current_creditor: "Harbor Debt Buyers, LLC",
  debt_amount: "1875.40",
  validation_notice: "no",
};

const { errors, itRequires } = fieldChecks(debtValidationLetter, valid);

describe("debt validation letter fields", () => {
  itRequires([
    "sender_name",
    "sender_address",
    "collector_name",
    "collector_address",
    "creditor_name",
    "current_creditor",
    "debt_amount",
    "validation_notice",
  ]);

  it("keeps the account number and date of default optional", () => {
    const parsed = debtValidationLetter.schema.parse(valid);
    expect([parsed.account_number, parsed.date_of_default, parsed.debt_amount]).toEqual([undefined, undefined, 1875.4]);
    expect(errors({ ...valid, date_of_default: "2023-13-01", account_number: "9".repeat(61), debt_amount: "-5" })).toEqual({
      date_of_default: ["Please enter a real date"],
      account_number: ["Please use at most 60 characters"],
      debt_amount: ["Minimum value is 0"],
    });
  });

  it("answers the validation notice question with Yes or No only", () => {
    expect(errors({ ...valid, validation_notice: "Maybe" })).toEqual({ validation_notice: ["Please choose one of the options"] });
  });

  it.each([
    ["yes", "", { notice_received_date: ["This field is required"] }],
    ["yes", "2026-07-32", { notice_received_date: ["Please enter a real date"] }],
    ["yes", "2026-07-15", {}],
    ["no", "", {}],
  ])("with a notice %s and a received date %j", (notice, date, expected) => {
    expect(errors({ ...valid, validation_notice: notice, notice_received_date: date })).toEqual(expected);
  });

  it("drops the received date when no notice came", () => {
    const parsed = debtValidationLetter.schema.parse({ ...valid, notice_received_date: "2026-07-15" });
    expect(parsed.notice_received_date).toBeUndefined();
  });
});
