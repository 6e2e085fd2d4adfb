/** Example answers of the health care surrogate: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { healthCareSurrogate } from "../health-care-surrogate";

export const healthCareSurrogateExamples = {
  spouseWithBackup: {
    designator_name: "Samuel Okafor",
    designator_address: "1420 Palm Avenue, Tampa, FL 33605",
    surrogate_name: "Adaeze Okafor",
    surrogate_address: "1420 Palm Avenue, Tampa, FL 33605",
    surrogate_phone: "(813) 555-0110",
    surrogate_relationship: "spouse",
    adults_confirmed: ["confirmed"],
    alternate_surrogate: "Chidi Okafor",
    alternate_address: "9 Lakeview Court, Sarasota, FL 34236",
    alternate_phone: "941-555-0177",
    immediate_authority: ["health_information"],
    specific_instructions: "No blood transfusions. Talk with my brother Chidi before any surgery.",
  },
} as const satisfies KindExamples<typeof healthCareSurrogate>;
