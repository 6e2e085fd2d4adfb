/** Example answers of the limited power of attorney: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { limitedPowerOfAttorney } from "../limited-power-of-attorney";

export const limitedPowerOfAttorneyExamples = {
  carSale: {
    principal_name: "Tomás Herrera",
    principal_address: "77 Bayview Drive, Pensacola, FL 32501",
    agent_name: "Lucia Herrera",
    agent_address: "15 Magnolia Street, Tallahassee, FL 32301",
    agent_is_adult: ["confirmed"],
    specific_purpose:
      "Sell my 2015 Honda Civic, VIN 1HGCM82633A004352, for at least $9,000, and sign the title and bill of sale.",
    limited_powers: ["sell_vehicle", "file_documents"],
    time_limit: "days_60",
    signing_date: "2026-08-10",
    durable: "no",
  },
} as const satisfies KindExamples<typeof limitedPowerOfAttorney>;
