/** Example answers of the security deposit demand: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { securityDepositDemand } from "../security-deposit-demand";

export const securityDepositDemandExamples = {
  depositKept: {
    tenant_name: "Luis Ortega",
    tenant_address: "9 Cypress Lane, Gainesville, FL 32601",
    tenant_phone: "(352) 555-0144",
    tenant_email: "luis.ortega@example.com",
    landlord_name: "Gator Properties Inc.",
    landlord_address: "1500 University Avenue, Gainesville, FL 32603",
    rental_address: "220 SW 2nd Street, Apt 7, Gainesville, FL 32601",
    lease_start: "2025-06-15",
    deposit_amount: "1,800",
    move_out_date: "2026-06-15",
    vacate_notice: "lease_ended",
    landlord_notice: "not_received",
    amount_returned: "300",
    dispute_reason: "I left the apartment clean and undamaged, as my move-out photos show.",
    lease_end: "2026-06-14",
    response_days: "days_10",
  },
  claimObjected: {
    tenant_name: "Amara Okafor",
    tenant_address: "410 Bayshore Boulevard, Apt 12, Tampa, FL 33606",
    tenant_email: "amara.okafor@example.com",
    landlord_name: "Harborview Residential LLC",
    landlord_address: "2200 N Westshore Boulevard, Tampa, FL 33607",
    rental_address: "88 Palm Avenue, Unit 3, Tampa, FL 33602",
    lease_start: "2025-07-01",
    lease_end: "2026-06-30",
    deposit_amount: "1,400",
    move_out_date: "2026-06-30",
    vacate_notice: "lease_ended",
    landlord_notice: "timely",
    claim_notice_received: "2026-07-24",
    damages_claimed: "650",
    amount_returned: "750",
    amount_demanded: "650",
    dispute_reason: "The carpet shows only normal wear after a year, and my move-out photos show the walls needed no paint.",
    response_days: "days_14",
  },
} as const satisfies KindExamples<typeof securityDepositDemand>;
