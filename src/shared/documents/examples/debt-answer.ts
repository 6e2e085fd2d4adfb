/** Example answers of the debt answer: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { debtAnswer } from "../debt-answer";

export const debtAnswerExamples = {
  creditCardDebt: {
    court: "county_court",
    county: "hillsborough",
    case_number: "2026-CC-045821",
    service_date: "2026-07-20",
    plaintiff_name: "Gulfline Receivables, LLC",
    plaintiff_attorney: "Jane Roe, Esq.",
    service_address: "Roe Collections Law, P.A.\n100 N Tampa Street, Suite 2000\nTampa, FL 33602",
    service_email: "service@roecollectionslaw.example",
    debt_amount: "12,480.55",
    debt_type: "credit_card",
    defendant_name: "Angela Brooks",
    defendant_address: "4410 W Kennedy Blvd, Apt 12, Tampa, FL 33609",
    defendant_phone: "(813) 555-0147",
    defendant_email: "angela.brooks@example.com",
    response: "each_paragraph",
    admitted_paragraphs: "1",
    denied_paragraphs: "3, 4, 5 and 7",
    unknown_paragraphs: "2 and 6",
    defenses: ["statute_of_limitations", "wrong_amount", "no_standing"],
    defense_details:
      "My last payment on this card was in March 2020. The complaint adds $3,100 in fees that were never on my statements.",
    arbitration_clause: "yes",
  },
} as const satisfies KindExamples<typeof debtAnswer>;
