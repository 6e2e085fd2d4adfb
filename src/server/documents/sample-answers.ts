/**
 * Filled-in answers for every kind: the examples the render tests and the benchmark use, and what a preview
 * can show. Values are typed as the wizard would send them.
 */
import type { DocumentKindId } from "../../shared/documents/registry";

const ROOF_STORY = [
  "On February 20, 2026, I signed a written contract with ABC Repairs LLC to replace the roof of my house for $6,400.",
  "I paid a deposit of $3,200 on February 21, 2026, by check number 1187, and a second payment of $1,250.50 on",
  "March 3, 2026, when the old shingles were removed. After that, nobody from the company came back. Rain came",
  "through the open roof on March 9 and March 14 and damaged the ceiling of my bedroom. I called the office eleven",
  "times and sent a letter by certified mail on April 10, 2026, asking them to finish the job or return my money.",
  "They did not answer. I had to hire another roofer, Sunshine Roofing, who finished the work for $5,900.",
  "I am asking for the money I paid ABC Repairs for work they never did, plus the cost of repairing the ceiling.",
].join(" ");

export const SAMPLE_ANSWERS = {
  small_claims_statement: {
    plaintiff_name: "Maria Lopez",
    plaintiff_address: "123 Main Street, Apt 4, Miami, FL 33101",
    plaintiff_phone: "(305) 555-0123",
    plaintiff_email: "maria.lopez@example.com",
    defendant_name: "ABC Repairs LLC",
    defendant_address: "456 Oak Avenue, Hialeah, FL 33010",
    claim_amount: "4,450.50",
    claim_description: `${ROOF_STORY}\n\n${ROOF_STORY.replace("On February 20, 2026, I", "To be clear, I")}`,
    damages_occurred: "2026-03-03",
    attachments: ["A contract or agreement", "Receipts or invoices", "Photos"],
    county: "Miami-Dade",
  },
  small_claims_answer: {
    county: "Leon",
    case_number: "2026-SC-001234",
    plaintiff_name: "Sunshine Credit Corp.",
    plaintiff_address: "1 Bank Plaza, Suite 900, Tampa, FL 33602",
    defendant_name: "James Carter",
    defendant_address: "77 Pine Road, Tallahassee, FL 32301",
    defendant_phone: "850-555-0199",
    defendant_email: "jcarter@example.com",
    admit_deny: "Admit some deny others",
    answer_details: "I agree that I opened the account. I deny that I owe $3,100 because I paid $2,000 in 2024.",
    affirmative_defenses: ["Payment", "Statute of Limitations"],
    defense_details: "I paid $2,000 on June 1, 2024, by check number 1042, and the bank cashed it.",
    counterclaim: "Yes",
    counterclaim_amount: "450",
    counterclaim_details: "Plaintiff charged me late fees of $450 that the card agreement does not allow.",
  },
} as const satisfies Record<DocumentKindId, Record<string, unknown>>;
