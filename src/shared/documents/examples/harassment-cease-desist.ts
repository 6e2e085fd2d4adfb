/** Example answers of the harassment cease desist: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { harassmentCeaseDesist } from "../harassment-cease-desist";

export const harassmentCeaseDesistExamples = {
  formerPartner: {
    sender_name: "Keisha Morgan",
    sender_address: "PO Box 1187, Orlando, FL 32802",
    recipient_name: "Derek Lawson",
    recipient_address: "815 Lake Avenue, Apt 3B, Kissimmee, FL 34741",
    harassment_type: ["phone_calls", "text_messages", "in_person"],
    harassment_description:
      "After I ended our relationship, you called me up to 20 times a night, sent texts calling me names, and waited outside my workplace on May 2 and May 9, 2026, after I asked you to leave me alone.",
    harassment_dates: "April 12, 2026, and almost every day since May 1, 2026",
    evidence: ["screenshots", "call_logs", "witness_statements"],
  },
} as const satisfies KindExamples<typeof harassmentCeaseDesist>;
