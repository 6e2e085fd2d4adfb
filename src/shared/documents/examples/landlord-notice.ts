/** Example answers of the landlord notice: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { landlordNotice } from "../landlord-notice";

export const landlordNoticeExamples = {
  unpaidRent: {
    notice_type: "pay_rent",
    landlord_name: "Sunrise Rentals LLC",
    landlord_address: "200 Central Avenue, Suite 5, St. Petersburg, FL 33701",
    landlord_phone: "(727) 555-0180",
    tenant_name: "Jordan Ellis",
    property_address: "48 Palm Court, Apt 2B, St. Petersburg, FL 33704",
    county: "pinellas",
    rent_amount: "1,650",
    delivery_date: "2026-11-24",
    delivery_method: "hand",
    delivered_by: "Carla Mendes, property manager",
  },
} as const satisfies KindExamples<typeof landlordNotice>;
