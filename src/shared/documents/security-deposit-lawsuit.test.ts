import { describe, expect, it } from "vitest";
import { COUNTY_CODES } from "./county-codes";
import { SMALL_CLAIMS } from "../florida/law";
import { NO_CLAIM_NOTICE } from "./security-deposit-fields";
import { DEPOSIT_ATTACHMENTS, securityDepositLawsuit } from "./security-deposit-lawsuit";
import { englishFieldText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  plaintiff_name: "Luis Ortega",
  plaintiff_address: "9 Cypress Lane, Gainesville, FL 32601",
  defendant_name: "Gator Properties Inc.",
  defendant_address: "1500 University Avenue, Gainesville, FL 32603",
  rental_address: "220 SW 2nd Street, Apt 7, Gainesville, FL 32601",
  lease_start: "2025-06-15",
  deposit_amount: "1,800",
  move_out_date: "2026-06-15",
  vacate_notice: "lease_ended",
  landlord_notice: NO_CLAIM_NOTICE,
  damages_claimed: "1,500",
  demand_sent: "no",
  county: "alachua",
};

const { errors, field, itRequires, itRefuses } = fieldChecks(securityDepositLawsuit, valid);

describe("security deposit lawsuit fields", () => {
  it("caps the claim at the small claims limit, not at double the deposit, and offers all 67 counties", () => {
    expect(field("damages_claimed")).toMatchObject({ type: "number", required: true, max: SMALL_CLAIMS.limitDollars.value });
    expect(englishFieldText(securityDepositLawsuit, "damages_claimed", "help")).toContain("does not give you double");
    expect(field("county")).toMatchObject({ type: "select", options: COUNTY_CODES });
    expect(securityDepositLawsuit).toMatchObject({
      libraryType: "complaint",
      module: "security-deposits",
      caseType: "security_deposit_lawsuit",
      layout: "court",
    });
  });

  itRequires([
    "plaintiff_name",
    "plaintiff_address",
    "defendant_name",
    "defendant_address",
    "rental_address",
    "lease_start",
    "deposit_amount",
    "move_out_date",
    "vacate_notice",
    "landlord_notice",
    "damages_claimed",
    "demand_sent",
    "county",
  ]);

  it("says 'Maximum value is {max}' over the small claims limit", () => {
    const max = SMALL_CLAIMS.limitDollars.value;
    expect(errors({ ...valid, damages_claimed: max + 1 })).toEqual({ damages_claimed: [`Maximum value is ${max}`] });
    expect(securityDepositLawsuit.schema.parse({ ...valid, damages_claimed: `$${max}` }).damages_claimed).toBe(max);
  });

  it("asks when the demand was sent only if one was", () => {
    expect(errors({ ...valid, demand_sent: "yes" })).toEqual({ demand_date: ["This field is required"] });
    expect(securityDepositLawsuit.schema.parse({ ...valid, demand_date: "2026-07-20" }).demand_date).toBeUndefined();
  });

  it("takes the attachments as a list of its options", () => {
    expect(securityDepositLawsuit.schema.parse(valid).attachments).toEqual([]);
    expect(securityDepositLawsuit.schema.parse({ ...valid, attachments: "lease" }).attachments).toEqual(["lease"]);
    expect(DEPOSIT_ATTACHMENTS).toContain("landlord_claim_notice");
    expect(errors({ ...valid, attachments: ["lease", "A selfie"] })).toEqual({
      "attachments.1": ["Please choose one of the options"],
    });
  });

  itRefuses([
    [{ county: "Dade" }, "county", "Please choose one of the options"],
    [{ demand_sent: "Maybe" }, "demand_sent", "Please choose one of the options"],
    [{ damages_claimed: "0" }, "damages_claimed", "Minimum value is 1"],
    [{ deposit_amount: "lots" }, "deposit_amount", "Please enter a number"],
  ]);
});
