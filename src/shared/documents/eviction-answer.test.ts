import { describe, expect, it } from "vitest";
import { COUNTY_CODES } from "./county-codes";
import { COURTS } from "../florida/law";
import {
  DEPOSITED,
  EVICTION_DEFENSES,
  evictionAnswer,
  MOTION_TO_DETERMINE_RENT,
  NOT_DEPOSITED,
  RENT_DEPOSIT_OPTIONS,
  rentDepositFigures,
  RESPONSE_TYPES,
} from "./eviction-answer";
import { evictionAnswerDeadline } from "../florida/deadlines";
import { englishFieldText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  county: "orange",
  case_number: "2026-CC-004512-O",
  landlord_name: "Lakeview Apartments LLC",
  landlord_address: "10 Orange Avenue, Orlando, FL 32801",
  tenant_name: "Keisha Brown",
  property_address: "3100 Lake Drive, Unit 14, Orlando, FL 32806",
  service_date: "2026-08-03",
  response_type: "paid_rent",
  response_details: "I paid July rent on July 2.",
  rent_alleged: "1,450",
  rent_deposit: NOT_DEPOSITED,
};

const { errors, field, itRequires, itRefuses } = fieldChecks(evictionAnswer, valid);

describe("eviction answer fields", () => {
  it("keeps the spec's options and adds the rent deposit question of § 83.60(2)", () => {
    expect(RESPONSE_TYPES).toEqual(["paid_rent", "improper_notice", "landlord_breach", "need_time"]);
    expect(field("defenses")).toMatchObject({ type: "checkbox", options: EVICTION_DEFENSES });
    expect(EVICTION_DEFENSES).toEqual(["improper_notice", "retaliation", "discrimination", "landlord_breach", "habitability"]);
    expect(field("rent_deposit")).toMatchObject({ type: "radio", required: true, options: RENT_DEPOSIT_OPTIONS });
    expect(RENT_DEPOSIT_OPTIONS).toEqual(["deposited", "motion_to_determine", "no"]);
    expect(field("county")).toMatchObject({ options: COUNTY_CODES });
    expect(evictionAnswer).toMatchObject({ libraryType: "answer", generationType: "eviction_answer", layout: "court" });
    expect(evictionAnswer.caseType).toBeUndefined();
  });

  itRequires([
    "county",
    "case_number",
    "landlord_name",
    "landlord_address",
    "tenant_name",
    "property_address",
    "service_date",
    "response_type",
    "response_details",
    "rent_alleged",
    "rent_deposit",
  ]);

  it("leaves the lawyer, phone, e-mail, defenses and counterclaim optional", () => {
    const parsed = evictionAnswer.schema.parse(valid);
    expect(parsed.defenses).toEqual([]);
    expect(parsed.landlord_attorney).toBeUndefined();
    expect(parsed.counterclaim).toBeUndefined();
    expect(parsed.rent_alleged).toBe(1450);
  });

  it.each([
    [DEPOSITED, ["rent_deposited_amount"]],
    [MOTION_TO_DETERMINE_RENT, ["correct_rent_amount", "determine_rent_reason"]],
    [NOT_DEPOSITED, []],
  ])("asks for what %s needs", (choice, required) => {
    expect(Object.keys(errors({ ...valid, rent_deposit: choice })).sort()).toEqual([...required].sort());
  });

  it("asks for the counterclaim's amount and reason only when there is one, up to the county court limit", () => {
    expect(errors({ ...valid, counterclaim: "yes" })).toEqual({
      counterclaim_amount: ["This field is required"],
      counterclaim_details: ["This field is required"],
    });
    const max = COURTS.countyCourtCivilLimitDollars.value;
    expect(errors({ ...valid, counterclaim: "yes", counterclaim_amount: max + 1, counterclaim_details: "x" })).toEqual({
      counterclaim_amount: [`Maximum value is ${max}`],
    });
    expect(
      evictionAnswer.schema.parse({ ...valid, counterclaim: "no", counterclaim_amount: "50" }).counterclaim_amount,
    ).toBeUndefined();
  });

  itRefuses([
    [{ response_type: "I moved out" }, "response_type", "Please choose one of the options"],
    [{ rent_deposit: "Maybe" }, "rent_deposit", "Please choose one of the options"],
    [{ defenses: ["improper_notice", "Bad luck"] }, "defenses.1", "Please choose one of the options"],
    [{ rent_alleged: "-5" }, "rent_alleged", "Minimum value is 0"],
    [{ tenant_email: "keisha@" }, "tenant_email", "Please enter a valid email address"],
  ]);

  it("takes any number of defenses, without repeats", () => {
    const parsed = evictionAnswer.schema.parse({ ...valid, defenses: ["discrimination", "discrimination", "landlord_breach"] });
    expect(parsed.defenses).toEqual(["discrimination", "landlord_breach"]);
  });

  it("M13: with the repairs defense, asks the date of the written notice and whether it said rent would be withheld (§ 83.60(1)(b))", () => {
    const when = { field: "defenses", equals: "habitability" };
    expect(field("repair_notice_date")).toMatchObject({ type: "date", required: true, when });
    expect(field("repair_notice_said_withhold")).toMatchObject({ type: "radio", required: true, options: ["yes", "no"], when });
    const repairs = { ...valid, defenses: ["habitability"] };
    expect(errors(repairs)).toEqual({
      repair_notice_date: ["This field is required"],
      repair_notice_said_withhold: ["This field is required"],
    });
    expect(errors({ ...repairs, repair_notice_date: "2026-02-30", repair_notice_said_withhold: "yes" })).toEqual({
      repair_notice_date: ["Please enter a real date"],
    });
    const parsed = evictionAnswer.schema.parse({
      ...repairs,
      repair_notice_date: "2026-06-03",
      repair_notice_said_withhold: "no",
    });
    expect(parsed).toMatchObject({ repair_notice_date: "2026-06-03", repair_notice_said_withhold: "no" });
    // Not asked, and dropped, without the repairs defense.
    expect(errors({ ...valid, defenses: ["retaliation"] })).toEqual({});
    expect(evictionAnswer.schema.parse({ ...valid, repair_notice_date: "2026-06-03" }).repair_notice_date).toBeUndefined();
    expect(englishFieldText(evictionAnswer, "repair_notice_said_withhold", "help")).toContain(
      "If it did not say so, the law does not excuse the rent you held back: pay it into the court registry (Fla. Stat. § 83.60(2))",
    );
  });

  it("M1/H1: the defenses' help warns that retaliation rarely works when rent is owed and that withholding covers only § 83.51(1) problems", () => {
    const help = englishFieldText(evictionAnswer, "defenses", "help");
    expect(help).toContain("Retaliation usually does not work if you owe rent (Fla. Stat. § 83.64).");
    expect(help).toContain("roof, windows, doors, floors, steps, outside walls, foundation or plumbing");
  });

  it("shows at once, when the rent is not deposited, the amount, the last day and her county's clerk", () => {
    expect(field("rent_deposit")).toMatchObject({ notes: [NOT_DEPOSITED] });
    // Served Monday 3 August 2026: 5 days without weekends or legal holidays end Monday 10 August.
    expect(rentDepositFigures(valid)).toEqual({
      amount: { money: 1450 },
      date: { date: "2026-08-10" },
      county: { text: "Orange County" },
    });
    expect(rentDepositFigures(valid).date).toEqual({ date: evictionAnswerDeadline(valid.service_date).date });
    // Labor Day (7 September 2026) is skipped: served Thursday 3 September, the last day is Friday 11 September.
    expect(rentDepositFigures({ ...valid, service_date: "2026-09-03" }).date).toEqual({ date: "2026-09-11" });
    // Not answered yet (or half typed): the words for a blank stand in.
    expect(rentDepositFigures({ rent_alleged: "", service_date: "2026-08", county: "" })).toEqual({
      amount: undefined,
      date: undefined,
      county: undefined,
    });
    expect(rentDepositFigures({ rent_alleged: 900 }).amount).toEqual({ money: 900 });
    expect(rentDepositFigures({ rent_alleged: "lots" }).amount).toBeUndefined();
  });
});
