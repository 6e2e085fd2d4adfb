/**
 * Held-out papers: Florida papers of kinds the translator's corpus (../papers/) does not hold, written before the
 * November 2026 plain-words round and never tuned on. They measure the plain version's reading grade on papers
 * the rules were not written for; each lists the values its plain version must keep.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS: readonly Paper[] = [
  {
    file: "seven-day-noncompliance.txt",
    header: "Gulf Breeze Property Management, LLC - Unit 22B",
    footer: "Seven-Day Notice (Fla. Stat. 83.56(2)(b))",
    values: [
      "Latoya Simmons",
      "September 8, 2026",
      "January 1, 2026",
      "August 24, 2026",
      "September 15, 2026",
      "Gulf Breeze Property Management, LLC",
      "Raúl Echeverría",
    ],
  },
  {
    file: "deposit-claim-intent.txt",
    header: "Seminole Oaks Realty, Inc. - 902 Hibiscus Lane",
    footer: "Sent under Section 83.49(3), Florida Statutes",
    values: [
      "November 2, 2026",
      "Brandon Achebe",
      "$1,187.50",
      "$720.00",
      "$265.00",
      "$142.50",
      "$60.00",
      "August 1, 2025",
      "$1,600.00",
      "$412.50",
      "Seminole Oaks Realty, Inc.",
      "Whitney Caldwell",
    ],
  },
  {
    file: "validation-notice.txt",
    header: "Crestline Financial Recovery, LLC Reference #: CFR-20461187",
    footer: "This is a communication from a debt collector.",
    values: [
      "Crestline Financial Recovery, LLC",
      "October 14, 2026",
      "Rosa Delgado",
      "CFR-20461187",
      "Meridian Card Services, N.A.",
      "May 31, 2026",
      "$3,912.66",
      "$214.09",
      "$35.00",
      "$150.00",
      "$4,011.75",
      "November 23, 2026",
      "Dwayne Holloway",
    ],
  },
  {
    file: "civil-summons.txt",
    header: "CASE NO.: 2026-CC-031552-O",
    footer: "Form 1.902 Summons",
    values: [
      "2026-CC-031552-O",
      "HILLCREST AUTO FINANCE, LLC",
      "Marcus Delacroix",
      "Okonjo & Whitfield, P.A.",
      "Celeste Marchetti",
      "August 19, 2026",
      "Tiffany Moore Russell",
    ],
  },
  {
    file: "final-judgment-possession.txt",
    header: "Palm Terrace Holdings, LLC v. Monroe, Case No. 26-CC-058213",
    footer: "Final Judgment for Possession",
    values: [
      "26-CC-058213",
      "PALM TERRACE HOLDINGS, LLC",
      "KEISHA MONROE",
      "July 6, 2026",
      "July 21, 2026",
      "Lorenzo A. Bustamante",
      "Wexford Law Group, PLLC",
    ],
  },
  {
    file: "lease-renewal.txt",
    header: "Lease Renewal - 1419 Coral Reef Drive, Unit 305",
    footer: "Tenant's Initials ______ Landlord's Initials ______",
    values: [
      "February 10, 2026",
      "Brightwater Residential Partners, L.P.",
      "Omar Haddad",
      "Leila Haddad",
      "March 1, 2025",
      "February 28, 2026",
      "March 1, 2026",
      "February 28, 2027",
      "$2,150.00",
      "$2,295.00",
      "$35.00",
      "$145.00",
      "Simone Laurent",
    ],
  },
  {
    file: "living-will.txt",
    header: "Living Will of Harriet June Pellegrino",
    footer: "Declarant's Initials: ______",
    values: ["5th day of May, 2026", "Harriet June Pellegrino", "Anthony Pellegrino", "Gregory Tanaka", "Mirela Popescu"],
  },
];

export const heldOutText = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
