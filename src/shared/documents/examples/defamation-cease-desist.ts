/** Example answers of the defamation cease desist: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { defamationCeaseDesist } from "../defamation-cease-desist";

export const defamationCeaseDesistExamples = {
  bakeryRumors: {
    sender_name: "Rosa Delgado, owner of Delgado Bakery LLC",
    sender_address: "1450 SW 8th Street, Miami, FL 33135",
    recipient_name: "Carl Whitman",
    recipient_address: "77 Ocean Drive, Apt 5, Miami Beach, FL 33139",
    false_statements:
      '"Delgado Bakery uses rotten eggs and the health department shut them down."\n"Rosa Delgado steals tips from her workers."',
    publication_method: "social_media",
    publication_details: 'public posts in the "Little Havana Neighbors" Facebook group',
    publication_date: "2026-06-28",
    why_false:
      "The bakery passed its last health inspection on May 14, 2026, and has never been closed. All tips go to the workers, as our payroll records show.",
    damages: "Three catering customers canceled orders worth $2,400, and sales fell by a third in July.",
    recipient_is_media: "no",
    retraction_demanded: "yes",
    response_days: "days_10",
  },
} as const satisfies KindExamples<typeof defamationCeaseDesist>;
