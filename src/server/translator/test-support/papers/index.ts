/**
 * Florida papers written for the translator's tests, each with the values its plain version must keep: amounts,
 * dates, times, case and reference numbers and the names of the parties, as the paper writes them. `header` and
 * `footer` are what a printed copy repeats on every page (a case number, a form number).
 */
import { readFileSync } from "node:fs";

export interface Paper {
  file: string;
  header: string;
  footer: string;
  values: readonly string[];
}

export const PAPERS: readonly Paper[] = [
  {
    file: "eviction-summons.txt",
    header: "Case No.: 2026-CC-018734",
    footer: "Form 1.923 Eviction Summons/Residential",
    values: [
      "2026-CC-018734",
      "Bayshore Rentals, LLC",
      "Darnell Whitaker",
      "$3,700.00",
      "$1,850.00",
      "March 9, 2026",
      "Rebecca Lindqvist",
      "Victor D. Crist",
    ],
  },
  {
    file: "three-day-notice.txt",
    header: "Coral Way Residences, LLC - Notice to Tenant",
    footer: "Form 83.56(3) Three-Day Notice",
    values: [
      "Yolanda Reyes",
      "Coral Way Residences, LLC",
      "$1,425.00",
      "March 1, 2026",
      "March 31, 2026",
      "March 9, 2026",
      "March 4, 2026",
      "9:00 a.m.",
      "5:00 p.m.",
      "Hector Villanueva",
    ],
  },
  {
    file: "seven-day-notice.txt",
    header: "Harbor Point Apartments, Inc. - Unit 310",
    footer: "Seven-Day Notice (Fla. Stat. 83.56(2)(b))",
    values: [
      "Gerald Tompkins",
      "Harbor Point Apartments, Inc.",
      "April 2, 2026",
      "August 15, 2025",
      "March 27, 2026",
      "March 30, 2026",
      "$400.00",
      "$35.00",
      "April 9, 2026",
      "Samantha Greer",
    ],
  },
  {
    file: "small-claims-notice-to-appear.txt",
    header: "Case No.: 2026-SC-004419-O",
    footer: "Form 7.322",
    values: [
      "2026-SC-004419-O",
      "LAKESIDE AUTO REPAIR, INC.",
      "Priya Natarajan",
      "May 14, 2026",
      "9:00 a.m.",
      "$3,275.40",
      "$300.00",
      "$40.00",
      "Kenneth Ashworth",
      "April 6, 2026",
      "Tiffany Moore Russell",
    ],
  },
  {
    file: "county-court-summons.txt",
    header: "CASE NO.: 50-2026-CC-012345-XXXA-MB",
    footer: "Form 1.902",
    values: [
      "50-2026-CC-012345-XXXA-MB",
      "Summit Credit Partners, LLC",
      "Thomas Brennan",
      "$6,842.17",
      "Sunrise Bank, N.A.",
      "November 30, 2025",
      "Rebecca Lindqvist",
      "Lindqvist & Patel, P.A.",
      "January 28, 2026",
      "Joseph Abruzzo",
    ],
  },
  {
    file: "motion-for-default.txt",
    header: "Summit Credit Partners, LLC v. Thomas Brennan, Case No. 50-2026-CC-012345-XXXA-MB",
    footer: "Plaintiff's Motion for Clerk's Default",
    values: [
      "50-2026-CC-012345-XXXA-MB",
      "Summit Credit Partners, LLC",
      "Thomas Brennan",
      "January 28, 2026",
      "$6,842.17",
      "February 2, 2026",
      "February 5, 2026",
      "3rd day of March, 2026",
      "Rebecca Lindqvist",
      "Lindqvist & Patel, P.A.",
    ],
  },
  {
    file: "collection-letter.txt",
    header: "Atlantic Recovery Services, Inc. Reference Number: ARS-7731904",
    footer: "This communication is from a debt collector.",
    values: [
      "Atlantic Recovery Services, Inc.",
      "Jasmine Okafor",
      "Sunrise Bank, N.A.",
      "ARS-7731904",
      "March 16, 2026",
      "October 31, 2025",
      "$2,200.44",
      "$118.20",
      "$0.00",
      "$2,318.64",
      "April 20, 2026",
      "Marcus Bellamy",
    ],
  },
  {
    file: "hoa-violation-notice.txt",
    header: "Palmetto Ridge Homeowners Association, Inc. - Lot 118",
    footer: "Notice of Violation (Fla. Stat. 720.305)",
    values: [
      "Palmetto Ridge Homeowners Association, Inc.",
      "Carmen Ortega",
      "May 11, 2026",
      "April 28, 2026",
      "March 30, 2026",
      "$100.00",
      "$1,000.00",
      "June 3, 2026",
      "6:30 p.m.",
      "$25.00",
      "May 29, 2026",
      "Danielle Fournier",
      "Coastal Community Management, LLC",
    ],
  },
  {
    file: "lease-addendum.txt",
    header: "Lease Addendum - 5521 Sandpiper Court, Unit 8",
    footer: "Tenant's Initials ______ Landlord's Initials ______",
    values: ["July 1, 2025", "Sandpiper Court Holdings, LLC", "Angela Moreno", "$3,100.00", "$1,550.00", "Raymond Okonkwo"],
  },
  {
    file: "power-of-attorney.txt",
    header: "Durable Power of Attorney of Eleanor Whitfield",
    footer: "Principal's Initials: ______",
    values: [
      "Eleanor Whitfield",
      "Marcus Whitfield",
      "Denise Carter",
      "Gulf Harbor Bank",
      "$15,000.00",
      "12th day of January, 2026",
      "January 12, 2026",
      "Harold Jimenez",
      "Tanya Brooks",
      "Lorraine Pike",
      "October 3, 2028",
    ],
  },
  {
    file: "security-deposit-claim.txt",
    header: "Oceanside Rentals Group - 77 Seabreeze Circle",
    footer: "Sent under Section 83.49(3), Florida Statutes",
    values: [
      "June 4, 2026",
      "Kevin Alvarez",
      "$975.00",
      "$650.00",
      "$185.00",
      "$140.00",
      "$1,500.00",
      "$525.00",
      "Oceanside Rentals Group",
      "Patricia Nguyen",
    ],
  },
];

/**
 * Papers written for the second plain-words round to tune lists of duties and powers, definitions and
 * joined conditions on: a lease's community rules, a limited power of attorney, a month-to-month termination and a
 * release of medical records.
 */
export const ROUND_2_PAPERS: readonly Paper[] = [
  {
    file: "pool-and-parking-rules.txt",
    header: "Harbor Pines Apartments - Community Rules Addendum",
    footer: "Tenant's Initials ______",
    values: [
      "January 15, 2026",
      "Harbor Pines Apartments, LLC",
      "Marisol Quintero",
      "10:00 p.m.",
      "8:00 a.m.",
      "7:30 a.m.",
      "8:00 p.m.",
      "Oscar Lindgren",
    ],
  },
  {
    file: "vehicle-power-of-attorney.txt",
    header: "Limited Power of Attorney - Gwendolyn Ruth Abernathy",
    footer: "Principal's Initials ______",
    values: [
      "Gwendolyn Ruth Abernathy",
      "Ezekiel Abernathy",
      "4T1B11HK5JU512873",
      "December 31, 2026",
      "June 3, 2026",
      "Harold Finch",
      "Leticia Moreau",
      "Brandon Oyelowo",
    ],
  },
  {
    file: "month-to-month-termination.txt",
    header: "Sunbelt Residential Management, LLC - 4127 Tamarind Street, Unit B",
    footer: "Notice under Section 83.57(3), Florida Statutes",
    values: [
      "April 20, 2026",
      "Reginald Ashby",
      "Sunbelt Residential Management, LLC",
      "May 31, 2026",
      "May 1, 2026",
      "$1,240.00",
      "(352) 555-0190",
      "Odessa Whitfield",
    ],
  },
  {
    file: "records-release-authorization.txt",
    header: "Authorization for Release - Desmond Albert Yarborough",
    footer: "Bayfront Family Medicine, P.A.",
    values: [
      "Desmond Albert Yarborough",
      "March 12, 1961",
      "Bayfront Family Medicine, P.A.",
      "Priscilla Yarborough-Lowe",
      "January 1, 2025",
      "December 31, 2026",
      "June 18, 2026",
    ],
  },
];

export const paperText = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
