/** Example answers of the small claims statement: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { smallClaimsStatement } from "../small-claims-statement";

const ROOF_STORY = [
  "On February 20, 2026, I signed a written contract with ABC Repairs LLC to replace the roof of my house for $6,400.",
  "I paid a deposit of $3,200 on February 21, 2026, by check number 1187, and a second payment of $1,250.50 on",
  "March 3, 2026, when the old shingles were removed. After that, nobody from the company came back. I called the",
  "office eleven times and sent a letter by certified mail on April 10, 2026, asking them to finish the job or return",
  "my money. They did not answer. I had to hire another roofer, Sunshine Roofing, who finished the work for $5,900.",
  "I am asking for the $4,450.50 I paid ABC Repairs, because they never finished the work I paid them for.",
].join(" ");

export const smallClaimsStatementExamples = {
  roofRepair: {
    plaintiff_name: "Maria Lopez",
    plaintiff_address: "123 Main Street, Apt 4, Miami, FL 33101",
    plaintiff_phone: "(305) 555-0123",
    plaintiff_email: "maria.lopez@example.com",
    defendant_name: "ABC Repairs LLC",
    defendant_address: "456 Oak Avenue, Hialeah, FL 33010",
    claim_amount: "4,450.50",
    claim_description: ROOF_STORY,
    damages_occurred: "2026-03-03",
    attachments: ["contract", "receipts", "photos"],
    county: "miami_dade",
  },
} as const satisfies KindExamples<typeof smallClaimsStatement>;
