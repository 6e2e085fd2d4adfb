/**
 * Held-out set 2: eight Florida papers written before the second plain-words round (lists of duties and powers, definitions, joined conditions) and never tuned on —
 * a writ of possession, a final judgment for possession, a notice of hearing on a motion for default, a debt buyer's
 * validation notice, an HOA fine hearing notice, a lease's maintenance and access clauses, a durable power of
 * attorney's powers and a health care surrogate designation. Each lists the values its plain version must keep.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_2: readonly Paper[] = [
  {
    file: "writ-of-possession.txt",
    header: "Case No.: 2026-CC-004417",
    footer: "Writ of Possession - Osceola County",
    values: [
      "2026-CC-004417",
      "LAKESIDE VILLAS AT KISSIMMEE, LLC",
      "TERRENCE OKAFOR",
      "October 27, 2026",
      "October 29, 2026",
      "Kelvin Soto",
      "Marisol Vega",
    ],
  },
  {
    file: "final-judgment-for-possession.txt",
    header: "Riverside Commons Apartments, LLC v. Briscoe, Case No. 16-2026-CC-022981",
    footer: "Final Judgment for Possession and Damages",
    values: [
      "16-2026-CC-022981",
      "RIVERSIDE COMMONS APARTMENTS, LLC",
      "ANGELA BRISCOE",
      "September 30, 2026",
      "$2,640.00",
      "$300.00",
      "$450.00",
      "$3,390.00",
      "October 21, 2026",
      "Priya Ramanathan",
      "Nathaniel Ortiz",
    ],
  },
  {
    file: "notice-of-hearing-default.txt",
    header: "CASE NO.: COCE-26-041873",
    footer: "Notice of Hearing",
    values: [
      "COCE-26-041873",
      "SUNCOAST PORTFOLIO RECOVERIES, LLC",
      "HECTOR VILLANUEVA",
      "Daniel J. Whitcombe",
      "December 8, 2026",
      "9:30 a.m.",
      "$6,218.43",
      "$395.00",
      "$6,613.43",
      "(954) 831-7721",
      "November 16, 2026",
      "Allison R. Pemberton",
    ],
  },
  {
    file: "debt-buyer-validation-notice.txt",
    header: "Harborview Credit Acquisitions, LLC - Account HCA-7730914",
    footer: "This communication is from a debt collector.",
    values: [
      "Harborview Credit Acquisitions, LLC",
      "November 9, 2026",
      "Jasmine Thibodeaux",
      "HCA-7730914",
      "Evergreen National Bank",
      "July 15, 2026",
      "March 2, 2026",
      "$2,874.19",
      "$150.00",
      "$2,724.19",
      "December 18, 2026",
      "Corinne Maddox",
    ],
  },
  {
    file: "hoa-fine-hearing-notice.txt",
    header: "Cypress Hollow Community Association, Inc. - Lot 118",
    footer: "Notice of Fining Committee Hearing",
    values: [
      "November 12, 2026",
      "Cypress Hollow Community Association, Inc.",
      "$100.00",
      "$1,000.00",
      "October 3, 2026",
      "October 6, 2026",
      "December 2, 2026",
      "6:00 p.m.",
      "Brenda Kowalczyk",
      "(941) 555-0193",
      "Gerald Fitzhugh",
    ],
  },
  {
    file: "lease-maintenance-access.txt",
    header: "Residential Lease - 3309 Live Oak Trail",
    footer: "Landlord's Initials ______ Tenant's Initials ______",
    values: [
      "Meadowbrook Rental Homes, Inc.",
      "Isabella Navarro",
      "Kwame Mensah",
      "August 1, 2026",
      "July 31, 2027",
      "$1,575.00",
      "7:30 a.m.",
      "8:00 p.m.",
    ],
  },
  {
    file: "durable-poa-powers.txt",
    header: "Durable Power of Attorney of Clarence Edward Whitlock",
    footer: "Principal's Initials: ______",
    values: [
      "Clarence Edward Whitlock",
      "Naomi Whitlock Ferreira",
      "Julian Whitlock",
      "September 22, 2026",
      "Rosalind Pryor",
      "Devon Achterberg",
      "Felicity Oyelaran",
    ],
  },
  {
    file: "health-care-surrogate.txt",
    header: "Designation of Health Care Surrogate - Margarethe Louise Sandoval",
    footer: "Florida Statutes Chapter 765",
    values: [
      "Margarethe Louise Sandoval",
      "Tomás Sandoval",
      "(352) 555-0166",
      "Beatriz Sandoval-Greer",
      "(352) 555-0128",
      "14th day of August, 2026",
      "Elaine Fairweather",
      "Consuelo Iriarte",
      "Gordon Blakemore",
      "Yvette Chaudhry",
    ],
  },
];

export const heldOutText2 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
