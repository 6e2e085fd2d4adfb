/** Example answers of the summons: the defendant of the statement of claim's roof-repair example. */
import type { KindExamples } from "../examples-type";
import type { smallClaimsSummons } from "../small-claims-summons";

export const smallClaimsSummonsExamples = {
  roofRepair: {
    county: "miami_dade",
    case_number: "",
    plaintiff_name: "Maria Lopez",
    plaintiff_address: "123 Main Street, Apt 4, Miami, FL 33101",
    plaintiff_phone: "(305) 555-0123",
    defendant_name: "ABC Repairs LLC",
    defendant_address: "c/o Registered Agent Juan Perez, 456 Oak Avenue, Hialeah, FL 33010",
  },
} as const satisfies KindExamples<typeof smallClaimsSummons>;
