import { describe, expect, it } from "vitest";
import { COUNTY_CODES } from "./county-codes";
import { LANDLORD_TENANT } from "../florida/law";
import {
  CURE,
  DELIVERY_METHODS,
  landlordNotice,
  MONTH_TO_MONTH,
  NO_CURE,
  NOTICE_TYPES,
  PAY_RENT,
  REPEAT_VIOLATION,
} from "./landlord-notice";
import { englishFieldText, englishOptions } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  notice_type: PAY_RENT,
  landlord_name: "Sunrise Rentals LLC",
  landlord_address: "200 Central Avenue, St. Petersburg, FL 33701",
  landlord_phone: "(727) 555-0180",
  landlord_is_company: "no",
  tenant_name: "Jordan Ellis",
  property_address: "48 Palm Court, Apt 2B, St. Petersburg, FL 33704",
  county: "pinellas",
  rent_amount: "1,650",
  delivery_date: "2026-11-24",
  delivery_method: "mail",
};

const { errors, field, itRequires, itRefuses } = fieldChecks(landlordNotice, valid);

describe("landlord notice fields", () => {
  it("offers the notices of Florida law, their days taken from law.ts", () => {
    expect(NOTICE_TYPES).toEqual(["pay_rent", "cure", "no_cure", "month_to_month"]);
    expect(englishOptions(landlordNotice, "notice_type")).toEqual([
      `${LANDLORD_TENANT.threeDayNoticeDays.value}-Day Notice to Pay Rent`,
      `${LANDLORD_TENANT.sevenDayNoticeToCureDays.value}-Day Notice to Cure`,
      `${LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value}-Day Notice of Termination (No Cure)`,
      `${LANDLORD_TENANT.monthToMonthTerminationNoticeDays.value}-Day Notice to End a Month-to-Month Tenancy`,
    ]);
    expect(field("county")).toMatchObject({ type: "select", options: COUNTY_CODES });
    expect(field("delivery_method")).toMatchObject({ type: "radio", options: DELIVERY_METHODS });
    expect(englishFieldText(landlordNotice, "delivery_method", "help")).toContain(
      `we add ${LANDLORD_TENANT.mailedNoticeSafetyDays.value} days to the deadline as a safety margin for the mail (the law does not set them)`,
    );
    expect(landlordNotice).toMatchObject({ libraryType: "notice", generationType: "landlord_notice", module: "landlord-tenant" });
    expect(landlordNotice.caseType).toBeUndefined();
  });

  it("H5: says on the delivery-date question, before the paper is made, why the 3-day notice's date is one business day later (§ 83.56(3))", () => {
    const help = englishFieldText(landlordNotice, "delivery_date", "help");
    expect(help).toContain("The deadline in the notice is counted from this day.");
    expect(help).toContain("In a 3-day notice we print a date 1 business day later than the law's 3 days.");
    expect(help).toContain("A notice that gives the tenant more time is valid.");
    expect(help).not.toContain("{{");
    expect(field("delivery_date")).toMatchObject({ lawSentences: { extraDay: LANDLORD_TENANT.threeDayNoticeExtraBusinessDays } });
    expect(LANDLORD_TENANT.threeDayNoticeExtraBusinessDays.citation).toBe("Fla. Stat. § 83.56(3)");
  });

  it("accepts a 3-day notice and keeps the spec's field names", () => {
    const parsed = landlordNotice.schema.parse(valid);
    expect(parsed).toMatchObject({ rent_amount: 1650, notice_type: PAY_RENT, tenant_name: "Jordan Ellis" });
    expect(parsed.violation_description).toBeUndefined();
  });

  itRequires([
    "notice_type",
    "landlord_name",
    "landlord_address",
    "landlord_phone",
    "landlord_is_company",
    "tenant_name",
    "property_address",
    "county",
    "delivery_date",
    "delivery_method",
  ]);

  it.each([
    [PAY_RENT, ["rent_amount"]],
    [CURE, ["violation_description"]],
    [NO_CURE, ["no_cure_ground", "no_cure_facts"]],
    [MONTH_TO_MONTH, ["rent_due_day"]],
  ])("asks a %s for what it must say", (notice, required) => {
    const answers = { ...valid, notice_type: notice, rent_amount: "" };
    expect(Object.keys(errors(answers)).sort()).toEqual([...required].sort());
    expect(Object.values(errors(answers)).flat()).toEqual(required.map(() => "This field is required"));
  });

  it("drops the answers of the notices not chosen", () => {
    const parsed = landlordNotice.schema.parse({ ...valid, notice_type: CURE, violation_description: "A dog." });
    expect(parsed.rent_amount).toBeUndefined();
    expect(parsed.violation_description).toBe("A dog.");
  });

  itRefuses([
    [{ rent_amount: "0.50" }, "rent_amount", "Minimum value is 1"],
    [{ notice_type: MONTH_TO_MONTH, rent_due_day: "32" }, "rent_due_day", "Maximum value is 31"],
    [{ notice_type: MONTH_TO_MONTH, rent_due_day: "0" }, "rent_due_day", "Minimum value is 1"],
    [{ notice_type: "15-Day Notice to Terminate" }, "notice_type", "Please choose one of the options"],
    [{ delivery_method: "Text message" }, "delivery_method", "Please choose one of the options"],
    [{ county: "Dade" }, "county", "Please choose one of the options"],
    [{ landlord_phone: "call me" }, "landlord_phone", "Please enter a valid phone number"],
    [{ delivery_date: "2026-02-30" }, "delivery_date", "Please enter a real date"],
  ]);

  it("asks who signs for a company landlord, and only for a company", () => {
    expect(errors({ ...valid, landlord_is_company: "yes" })).toEqual({
      landlord_signer_name: ["This field is required"],
      landlord_signer_title: ["This field is required"],
    });
    const parsed = landlordNotice.schema.parse({
      ...valid,
      landlord_signer_name: "Carla Mendes",
      landlord_signer_title: "Owner",
    });
    expect(parsed.landlord_signer_name).toBeUndefined();
  });

  it("asks a notice without cure for a repeat violation the date of the written warning (§ 83.56(2)(a))", () => {
    expect(field("written_warning_date")).toMatchObject({
      type: "date",
      required: true,
      when: { field: "no_cure_ground", equals: REPEAT_VIOLATION },
    });
    expect(englishFieldText(landlordNotice, "written_warning_date", "help")).toContain(
      LANDLORD_TENANT.repeatViolationWarningMonths.summary,
    );
    const answers = { ...valid, notice_type: NO_CURE, no_cure_ground: REPEAT_VIOLATION, no_cure_facts: "x" };
    expect(errors(answers)).toEqual({ written_warning_date: ["This field is required"] });
    expect(landlordNotice.schema.parse({ ...answers, written_warning_date: "2026-03-02" }).written_warning_date).toBe(
      "2026-03-02",
    );
    expect(errors({ ...answers, written_warning_date: "2026-02-30" })).toEqual({
      written_warning_date: ["Please enter a real date"],
    });
    // Another ground, or another notice with a repeat left over from an earlier answer, does not ask for it.
    expect(errors({ ...answers, no_cure_ground: "continued_disturbance" })).toEqual({});
    expect(errors({ ...valid, no_cure_ground: REPEAT_VIOLATION })).toEqual({});
  });

  it("offers the § 83.56(2)(a) grounds for a notice without cure", () => {
    expect(field("no_cure_ground")).toMatchObject({ type: "select", when: { field: "notice_type", equals: NO_CURE } });
    expect(errors({ ...valid, notice_type: NO_CURE, no_cure_ground: "Late rent", no_cure_facts: "x" })).toEqual({
      no_cure_ground: ["Please choose one of the options"],
    });
  });
});
