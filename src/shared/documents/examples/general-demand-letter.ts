/** Example answers of the general demand letter: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { generalDemandLetter } from "../general-demand-letter";

export const generalDemandLetterExamples = {
  unpaidLoan: {
    sender_name: "Rosa Delgado",
    sender_address: "2210 Coral Way, Miami, FL 33145",
    sender_phone: "305-555-0142",
    sender_email: "rosa.delgado@example.com",
    recipient_name: "Tomas Herrera",
    recipient_address: "77 Bay Road, Apt 4, Hialeah, FL 33010",
    recipient_type: "individual",
    demand_type: "payment",
    amount_owed: "1,200.00",
    incident_date: "2026-02-15",
    description:
      "On February 15, 2026, I lent you $1,200 so you could repair your car. You agreed by text message to pay it back in full by April 30, 2026. You have not paid any of it back, and you have not answered my two messages of May 5 and May 19, 2026, asking when you would pay.",
    response_days: "days_14",
    acceptable_resolution:
      "Payment of $1,200 by check or bank transfer. I will accept two payments of $600 a month apart if you confirm that in writing.",
    consequences: ["small_claims"],
  },
  returnOfTools: {
    sender_name: "Andre Wilson",
    sender_address: "410 Palm Street, Tampa, FL 33602",
    recipient_name: "Bright Build LLC",
    recipient_address: "9 Industrial Drive, Tampa, FL 33610",
    recipient_type: "contractor",
    demand_type: "return_of_property",
    incident_date: "2026-03-02",
    description:
      "On March 2, 2026, your crew borrowed my tile saw and two ladders for the remodel of my kitchen, and promised to bring them back when the job ended. The job ended on April 10, 2026. I have asked for them back by phone three times and they have not been returned.",
    response_days: "days_10",
    consequences: ["small_claims", "agency_complaint"],
  },
} as const satisfies KindExamples<typeof generalDemandLetter>;
