/** Example answers of the landlord notice: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { landlordNotice } from "../landlord-notice";

export const landlordNoticeExamples = {
  unpaidRent: {
    notice_type: "pay_rent",
    landlord_name: "Sunrise Rentals LLC",
    landlord_address: "200 Central Avenue, Suite 5, St. Petersburg, FL 33701",
    landlord_phone: "(727) 555-0180",
    landlord_is_company: "yes",
    landlord_signer_name: "Carla Mendes",
    landlord_signer_title: "Property Manager",
    tenant_name: "Jordan Ellis",
    property_address: "48 Palm Court, Apt 2B, St. Petersburg, FL 33704",
    county: "pinellas",
    rent_amount: "1,650",
    delivery_date: "2026-11-24",
    delivery_method: "hand",
    delivered_by: "Carla Mendes, property manager",
  },
  repeatDisturbance: {
    notice_type: "no_cure",
    landlord_name: "Denise Howard",
    landlord_address: "1120 Magnolia Street, Tallahassee, FL 32301",
    landlord_phone: "(850) 555-0123",
    landlord_is_company: "no",
    tenant_name: "Marcus Lee",
    property_address: "77 Live Oak Lane, Unit B, Tallahassee, FL 32303",
    county: "leon",
    no_cure_ground: "repeat_violation",
    no_cure_facts: "Loud music and shouting after midnight on July 18, 25 and 26, 2026, again disturbing the neighbors.",
    written_warning_date: "2026-03-02",
    delivery_date: "2026-07-28",
    delivery_method: "mail",
  },
} as const satisfies KindExamples<typeof landlordNotice>;
