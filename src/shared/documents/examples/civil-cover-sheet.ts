/** Example answers of the civil cover sheet: the roof-repair case of the statement of claim's example. */
import type { civilCoverSheet } from "../civil-cover-sheet";
import type { KindExamples } from "../examples-type";

export const civilCoverSheetExamples = {
  roofRepair: {
    county: "miami_dade",
    plaintiff_name: "Maria Lopez",
    defendant_name: "ABC Repairs LLC",
    case_type: "small_claims",
    claim_amount: "4,450.50",
    remedies: ["monetary"],
    causes_of_action: 1,
    class_action: "no",
    related_case: "no",
    jury_trial: "no",
    sexual_abuse: "no",
  },
} as const satisfies KindExamples<typeof civilCoverSheet>;
