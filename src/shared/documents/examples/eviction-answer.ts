/** Example answers of the eviction answer: what tests, benchmarks and previews fill in. */
import type { KindExamples } from "../examples-type";
import type { evictionAnswer } from "../eviction-answer";

export const evictionAnswerExamples = {
  // Repairs as a defense to unpaid rent: only § 83.51(1) problems (the roof, the plumbing), after a written notice
  // that named them and said the rent would be withheld (§ 83.60(1)(b)). Air conditioning is not one of them.
  roofLeakAndBrokenPlumbing: {
    county: "orange",
    case_number: "2026-CC-004512-O",
    landlord_name: "Lakeview Apartments LLC",
    landlord_attorney: "Robert Hale, Esq.",
    landlord_address: "Hale Law Group, 10 Orange Avenue, Suite 300, Orlando, FL 32801",
    tenant_name: "Keisha Brown",
    property_address: "3100 Lake Drive, Unit 14, Orlando, FL 32806",
    tenant_phone: "407-555-0112",
    tenant_email: "keisha.b@example.com",
    service_date: "2026-08-03",
    response_type: "landlord_breach",
    response_details:
      "The roof has leaked into the bedroom every time it rains since June 1, 2026, and the broken kitchen drain pipe floods the cabinet under the sink.",
    defenses: ["habitability", "retaliation"],
    defense_details:
      "On June 3, 2026, I gave the manager a letter naming the roof leak and the broken drain pipe and saying I would withhold rent if they were not repaired within 7 days. On June 20 I called the city code office. The eviction was filed two weeks later.",
    repair_notice_date: "2026-06-03",
    repair_notice_said_withhold: "yes",
    rent_alleged: "2,900",
    rent_deposit: "motion_to_determine",
    correct_rent_amount: "1,450",
    determine_rent_reason: "I paid July rent of $1,450 by money order on July 2, 2026. The complaint counts it as unpaid.",
    counterclaim: "yes",
    counterclaim_amount: "1,200",
    counterclaim_details:
      "I paid $1,200 to replace a mattress and bedding ruined by water from the roof leak, which the landlord did not fix.",
  },
} as const satisfies KindExamples<typeof evictionAnswer>;
