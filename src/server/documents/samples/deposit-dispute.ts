/**
 * Sample answers for one tenant's deposit dispute: the demand letter, then the small claims lawsuit that follows
 * it, with the same tenant, landlord and move-out facts.
 */

const MOVE_OUT = {
  rental_address: "220 SW 2nd Street, Apt 7, Gainesville, FL 32601",
  lease_start: "2025-06-15",
  deposit_amount: "1,800",
  move_out_date: "2026-06-15",
  vacate_notice: "I moved out when my lease ended",
  landlord_notice: "No, I never got a written notice",
  amount_returned: "300",
  dispute_reason: "I left the apartment clean and undamaged, as my move-out photos show.",
} as const;

export const DEPOSIT_DISPUTE_SAMPLES = {
  security_deposit_demand: {
    tenant_name: "Luis Ortega",
    tenant_address: "9 Cypress Lane, Gainesville, FL 32601",
    tenant_phone: "(352) 555-0144",
    tenant_email: "luis.ortega@example.com",
    landlord_name: "Gator Properties Inc.",
    landlord_address: "1500 University Avenue, Gainesville, FL 32603",
    ...MOVE_OUT,
    lease_end: "2026-06-14",
    response_days: "10 days",
  },
  security_deposit_lawsuit: {
    plaintiff_name: "Luis Ortega",
    plaintiff_address: "9 Cypress Lane, Gainesville, FL 32601",
    plaintiff_phone: "(352) 555-0144",
    plaintiff_email: "luis.ortega@example.com",
    defendant_name: "Gator Properties Inc.",
    defendant_address: "1500 University Avenue, Gainesville, FL 32603",
    ...MOVE_OUT,
    damages_claimed: "1,500",
    demand_sent: "Yes",
    demand_date: "2026-07-20",
    attachments: ["The lease", "Proof the deposit was paid", "The demand letter and its mail receipt"],
    county: "Alachua",
  },
} as const;
