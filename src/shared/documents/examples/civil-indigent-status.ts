/** Example answers of the application for civil indigent status: the plaintiff of the roof-repair example. */
import type { civilIndigentStatus } from "../civil-indigent-status";
import type { KindExamples } from "../examples-type";

export const civilIndigentStatusExamples = {
  roofRepair: {
    county: "miami_dade",
    case_number: "",
    plaintiff_name: "Maria Lopez",
    defendant_name: "ABC Repairs LLC",
    applicant_role: "plaintiff",
    applicant_address: "123 Main Street, Apt 4, Miami, FL 33101",
    applicant_phone: "(305) 555-0123",
    dependents: 2,
    net_pay: "1,150.00",
    pay_period: "biweekly",
    other_income_sources: ["child_support"],
    other_income_monthly: "250",
    cash_and_bank: "180.25",
    vehicle_equity: "2,800",
    home_equity: "",
    other_property_equity: "",
    debts_total: "6,400",
  },
} as const satisfies KindExamples<typeof civilIndigentStatus>;
