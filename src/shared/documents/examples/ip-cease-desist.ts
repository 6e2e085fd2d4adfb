/** Example answers of the ip cease desist: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { ipCeaseDesist } from "../ip-cease-desist";

export const ipCeaseDesistExamples = {
  photoOnShirts: {
    sender_name: "Tomas Rivera",
    sender_address: "88 Bayshore Drive, Sarasota, FL 34236",
    recipient_name: "Sunny Prints LLC",
    recipient_address: "200 Main Street, Bradenton, FL 34205",
    ip_type: "copyright",
    ip_description: 'My photograph "Sunrise over Sarasota Bay", which I took and first posted on my website on June 3, 2025.',
    registration_number: "VA 2-345-678",
    infringement_description:
      "Since January 2026 you have printed my photograph on T-shirts and posters sold at sunnyprints.example/shop.",
    response_days: "days_14",
  },
} as const satisfies KindExamples<typeof ipCeaseDesist>;
