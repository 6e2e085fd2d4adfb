/** Example answers of the durable power of attorney: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { durablePowerOfAttorney } from "../durable-power-of-attorney";

export const durablePowerOfAttorneyExamples = {
  agentWithBackup: {
    principal_name: "Eleanor Ruth Whitfield",
    principal_address: "2150 Coral Way, Apt 3B\nMiami, FL 33145",
    principal_dob: "1948-05-17",
    agent_name: "Daniel Whitfield",
    agent_address: "88 Ponce de Leon Blvd, Coral Gables, FL 33134",
    agent_phone: "(305) 555-0188",
    agent_is_adult: ["confirmed"],
    successor_agent: "Grace Whitfield-Ortiz",
    successor_address: "412 Hibiscus Lane, Orlando, FL 32801",
    powers_granted: ["real_estate", "banking", "taxes", "government_benefits"],
    special_powers: ["make_gift", "beneficiary_designation"],
    effective_date: "immediately",
    // Daniel is the principal's son, an heir under § 732.103: a qualified agent, who may be paid (§ 709.2112(4)).
    agent_qualified: "yes",
    compensation: "specific_amount",
    compensation_amount: "250",
    compensation_period: "per_month",
    // No signing_county: the notary's venue is where the notary acts, not where she lives; the notary fills it in.
  },
} as const satisfies KindExamples<typeof durablePowerOfAttorney>;
