/**
 * Application for Determination of Civil Indigent Status (Fla. Stat. § 57.082): asks the clerk to let a person who
 * cannot pay file without paying the fees first. In the statute's order: the household (dependents), net income
 * and how often it is paid, other income, what she owns (cash and accounts, a vehicle, her home, other property),
 * her debts, and her sworn statement that it is true. The clerk decides, and the paper says so, with the clerk's
 * determination left blank for the clerk.
 */
import { FILING_PACKET, SMALL_CLAIMS } from "../florida/law";
import { countyField } from "./court-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

export const INDIGENT_APPLICANT_ROLES = ["plaintiff", "defendant"] as const;
export const PAY_PERIODS = ["weekly", "biweekly", "semimonthly", "monthly", "yearly"] as const;
export const OTHER_INCOME_SOURCES = [
  "second_job",
  "self_employment",
  "social_security",
  "unemployment",
  "child_support",
  "alimony",
  "retirement",
  "veterans",
  "workers_comp",
  "public_assistance",
  "rental",
  "other",
] as const;

/** A household larger than this is not one person's to list on one form. */
const MOST_DEPENDENTS = 30;

const money = <const Name extends string>(name: Name, required: boolean) =>
  ({ name, type: "number", format: "money", required, min: 0 }) as const;

export const civilIndigentStatus = defineKind({
  kind: "civil_indigent_status",
  libraryType: "notice",
  statutes: [
    SMALL_CLAIMS.civilIndigentFeeWaiver.citation,
    FILING_PACKET.indigentIncomePercentOfPovertyGuidelines.citation,
    FILING_PACKET.indigentEquityPresumptionDollars.citation,
    FILING_PACKET.clerkDecidesIndigency.citation,
  ],
  layout: "court",
  fields: [
    countyField,
    { name: "case_number", type: "text", maxLength: 60 },
    { name: "plaintiff_name", type: "text", required: true },
    { name: "defendant_name", type: "text", required: true },
    { name: "applicant_role", type: "radio", required: true, options: INDIGENT_APPLICANT_ROLES },
    addressField("applicant_address"),
    phoneField("applicant_phone"),
    { name: "dependents", type: "number", required: true, min: 0, max: MOST_DEPENDENTS },
    money("net_pay", true),
    { name: "pay_period", type: "radio", required: true, options: PAY_PERIODS },
    { name: "other_income_sources", type: "checkbox", options: OTHER_INCOME_SOURCES, printed: true },
    money("other_income_monthly", false),
    money("cash_and_bank", true),
    money("vehicle_equity", false),
    money("home_equity", false),
    money("other_property_equity", false),
    money("debts_total", false),
  ],
});
