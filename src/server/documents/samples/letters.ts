/** Sample answers for the letters: the debt validation letter and the three cease-and-desist letters. */

export const LETTER_SAMPLES = {
  debt_validation_letter: {
    sender_name: "Luis Fernandez",
    sender_address: "2900 NW 7th Street\nMiami, FL 33125",
    collector_name: "Acme Recovery Services, LLC",
    collector_address: "PO Box 4500, Jacksonville, FL 32201",
    creditor_name: "Sunrise Bank",
    current_creditor: "Harbor Debt Buyers, LLC",
    debt_amount: "1,875.40",
    account_number: "XXXX-4417",
    date_of_default: "2023-11-30",
    validation_notice: "Yes",
    notice_received_date: "2026-07-15",
  },
  harassment_cease_desist: {
    sender_name: "Keisha Morgan",
    sender_address: "PO Box 1187, Orlando, FL 32802",
    recipient_name: "Derek Lawson",
    recipient_address: "815 Lake Avenue, Apt 3B, Kissimmee, FL 34741",
    harassment_type: ["Phone calls", "Text messages", "In-person contact"],
    harassment_description:
      "After I ended our relationship, you called me up to 20 times a night, sent texts calling me names, and waited " +
      "outside my workplace on May 2 and May 9, 2026, after I asked you to leave me alone.",
    harassment_dates: "April 12, 2026, and almost every day since May 1, 2026",
    evidence: ["Screenshots", "Call logs", "Witness statements"],
  },
  defamation_cease_desist: {
    sender_name: "Rosa Delgado, owner of Delgado Bakery LLC",
    sender_address: "1450 SW 8th Street, Miami, FL 33135",
    recipient_name: "Carl Whitman",
    recipient_address: "77 Ocean Drive, Apt 5, Miami Beach, FL 33139",
    false_statements:
      "\"Delgado Bakery uses rotten eggs and the health department shut them down.\"\n\"Rosa Delgado steals tips from her workers.\"",
    publication_method: "Social media",
    publication_details: "public posts in the \"Little Havana Neighbors\" Facebook group",
    publication_date: "2026-06-28",
    why_false:
      "The bakery passed its last health inspection on May 14, 2026, and has never been closed. All tips go to the workers, as our payroll records show.",
    damages: "Three catering customers canceled orders worth $2,400, and sales fell by a third in July.",
    recipient_is_media: "No",
    retraction_demanded: "Yes, demand a retraction",
    response_days: "10 days",
  },
  ip_cease_desist: {
    sender_name: "Tomas Rivera",
    sender_address: "88 Bayshore Drive, Sarasota, FL 34236",
    recipient_name: "Sunny Prints LLC",
    recipient_address: "200 Main Street, Bradenton, FL 34205",
    ip_type: "Copyright",
    ip_description: "My photograph \"Sunrise over Sarasota Bay\", which I took and first posted on my website on June 3, 2025.",
    registration_number: "VA 2-345-678",
    infringement_description:
      "Since January 2026 you have printed my photograph on T-shirts and posters sold at sunnyprints.example/shop.",
    response_days: "14 days",
  },
} as const;
