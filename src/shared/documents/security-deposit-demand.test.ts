import { describe, expect, it } from "vitest";
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { RESPONSE_DAYS, securityDepositDemand } from "./security-deposit-demand";
import { CLAIM_NOTICE_OPTIONS, NO_CLAIM_NOTICE, TIMELY_CLAIM_NOTICE, VACATE_NOTICE_OPTIONS } from "./security-deposit-fields";
import { englishFieldText, englishOptionText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  tenant_name: "Luis Ortega",
  tenant_address: "9 Cypress Lane, Gainesville, FL 32601",
  landlord_name: "Gator Properties Inc.",
  landlord_address: "1500 University Avenue, Gainesville, FL 32603",
  rental_address: "220 SW 2nd Street, Apt 7, Gainesville, FL 32601",
  lease_start: "2025-06-15",
  lease_end: "2026-06-14",
  deposit_amount: "1,800",
  move_out_date: "2026-06-15",
  vacate_notice: "lease_ended",
  landlord_notice: NO_CLAIM_NOTICE,
  response_days: "days_10",
};

const { errors, itRequires, itRefuses } = fieldChecks(securityDepositDemand, valid);

describe("security deposit demand fields", () => {
  it("writes the § 83.49 days into its options from law.ts", () => {
    const option = (name: string, code: string) => englishOptionText(securityDepositDemand, name, code);
    expect(option("landlord_notice", CLAIM_NOTICE_OPTIONS[1])).toContain(`${SECURITY_DEPOSIT.claimNoticeDays.value} days`);
    expect(option("landlord_notice", CLAIM_NOTICE_OPTIONS[2])).toContain(`${SECURITY_DEPOSIT.claimNoticeDays.value} days`);
    expect(option("vacate_notice", VACATE_NOTICE_OPTIONS[1])).toContain(
      `${SECURITY_DEPOSIT.tenantVacatingNoticeDays.value} days`,
    );
    // § 83.505: a notice by e-mail under a signed e-mail addendum counts, and a wrong forfeiture claim can cost fees.
    expect(option("landlord_notice", NO_CLAIM_NOTICE)).toContain("by e-mail under an e-mail agreement I signed");
    expect(englishFieldText(securityDepositDemand, "landlord_notice", "help")).toContain(
      SECURITY_DEPOSIT.wrongForfeitureClaimRisksFees.summary,
    );
    expect(RESPONSE_DAYS).toEqual(["days_7", "days_10", "days_14"]);
    expect(securityDepositDemand).toMatchObject({
      libraryType: "demand_letter",
      module: "security-deposits",
      caseType: "security_deposit",
      layout: "letter",
    });
  });

  itRequires([
    "tenant_name",
    "tenant_address",
    "landlord_name",
    "landlord_address",
    "rental_address",
    "lease_start",
    "lease_end",
    "deposit_amount",
    "move_out_date",
    "vacate_notice",
    "landlord_notice",
    "response_days",
  ]);

  it("keeps days_since_moveout and damages_claimed as optional numbers (the letter counts the days itself)", () => {
    const parsed = securityDepositDemand.schema.parse(valid);
    expect(parsed.days_since_moveout).toBeUndefined();
    expect(parsed.damages_claimed).toBeUndefined();
    expect(securityDepositDemand.schema.parse({ ...valid, days_since_moveout: "49", damages_claimed: "$400" })).toMatchObject({
      days_since_moveout: 49,
      damages_claimed: 400,
    });
    expect(errors({ ...valid, days_since_moveout: "-1" })).toEqual({ days_since_moveout: ["Minimum value is 0"] });
  });

  it("asks how much to demand, and when the notice arrived, only against a timely notice", () => {
    expect(errors({ ...valid, landlord_notice: TIMELY_CLAIM_NOTICE })).toEqual({
      amount_demanded: ["This field is required"],
      claim_notice_received: ["This field is required"],
    });
    expect(englishFieldText(securityDepositDemand, "claim_notice_received", "help")).toContain(
      `${SECURITY_DEPOSIT.tenantObjectionDays.value} days`,
    );
    expect(
      securityDepositDemand.schema.parse({ ...valid, claim_notice_received: "2026-07-01" }).claim_notice_received,
    ).toBeUndefined();
    const max = SMALL_CLAIMS.limitDollars.value;
    expect(
      errors({
        ...valid,
        landlord_notice: TIMELY_CLAIM_NOTICE,
        claim_notice_received: "2026-07-01",
        amount_demanded: max + 0.01,
      }),
    ).toEqual({
      amount_demanded: [`Maximum value is ${max}`],
    });
    expect(securityDepositDemand.schema.parse({ ...valid, amount_demanded: "900" }).amount_demanded).toBeUndefined();
  });

  itRefuses([
    [{ response_days: "30 days" }, "response_days", "Please choose one of the options"],
    [{ landlord_notice: "Maybe" }, "landlord_notice", "Please choose one of the options"],
    [{ vacate_notice: "I left" }, "vacate_notice", "Please choose one of the options"],
    [{ deposit_amount: "0" }, "deposit_amount", "Minimum value is 1"],
    [{ amount_returned: "-1" }, "amount_returned", "Minimum value is 0"],
    [{ move_out_date: "June 15" }, "move_out_date", "Please enter a real date"],
  ]);
});
