/** Example answers of the debt validation letter: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { debtValidationLetter } from "../debt-validation-letter";

export const debtValidationLetterExamples = {
  collectorLetter: {
    sender_name: "Luis Fernandez",
    sender_address: "2900 NW 7th Street\nMiami, FL 33125",
    collector_name: "Acme Recovery Services, LLC",
    collector_address: "PO Box 4500, Jacksonville, FL 32201",
    creditor_name: "Sunrise Bank",
    current_creditor: "Harbor Debt Buyers, LLC",
    debt_amount: "1,875.40",
    account_number: "XXXX-4417",
    date_of_default: "2023-11-30",
    validation_notice: "yes",
    notice_received_date: "2026-07-15",
  },
} as const satisfies KindExamples<typeof debtValidationLetter>;
