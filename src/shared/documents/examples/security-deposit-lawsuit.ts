/** Example answers of the security deposit lawsuit: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { securityDepositLawsuit } from "../security-deposit-lawsuit";

export const securityDepositLawsuitExamples = {
  depositKept: {
    plaintiff_name: "Luis Ortega",
    plaintiff_address: "9 Cypress Lane, Gainesville, FL 32601",
    plaintiff_phone: "(352) 555-0144",
    plaintiff_email: "luis.ortega@example.com",
    defendant_name: "Gator Properties Inc.",
    defendant_address: "1500 University Avenue, Gainesville, FL 32603",
    rental_address: "220 SW 2nd Street, Apt 7, Gainesville, FL 32601",
    lease_start: "2025-06-15",
    deposit_amount: "1,800",
    move_out_date: "2026-06-15",
    vacate_notice: "lease_ended",
    landlord_notice: "not_received",
    amount_returned: "300",
    dispute_reason: "I left the apartment clean and undamaged, as my move-out photos show.",
    damages_claimed: "1,500",
    demand_sent: "yes",
    demand_date: "2026-08-03",
    attachments: ["lease", "deposit_proof", "demand_letter"],
    county: "alachua",
  },
} as const satisfies KindExamples<typeof securityDepositLawsuit>;
