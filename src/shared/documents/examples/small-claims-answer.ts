/** Example answers of the small claims answer: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { smallClaimsAnswer } from "../small-claims-answer";

export const smallClaimsAnswerExamples = {
  partialPayment: {
    county: "leon",
    case_number: "2026-SC-001234",
    plaintiff_name: "Sunshine Credit Corp.",
    plaintiff_address: "1 Bank Plaza, Suite 900, Tampa, FL 33602",
    defendant_name: "James Carter",
    defendant_address: "77 Pine Road, Tallahassee, FL 32301",
    defendant_phone: "850-555-0199",
    defendant_email: "jcarter@example.com",
    admit_deny: "admit_some",
    answer_details: "I agree that I opened the account. I deny that I owe $3,100 because I paid $2,000 in 2024.",
    affirmative_defenses: ["payment", "statute_of_limitations"],
    defense_details: "I paid $2,000 on June 1, 2024, by check number 1042, and the bank cashed it.",
    counterclaim: "yes",
    counterclaim_amount: "450",
    counterclaim_details: "Plaintiff charged me late fees of $450 that the card agreement does not allow.",
    pretrial_date: "2026-08-20",
  },
} as const satisfies KindExamples<typeof smallClaimsAnswer>;
