/**
 * The eighth plain-words round's tuning papers, written for it, of the dense kinds the held-out sets hold
 * most: an HOA's notice of a proposed fine, a condominium's notice of intent to lien, two lease addenda (maintenance
 * and parking), a motion to compel discovery, a money judgment, a final judgment for possession, and a debt
 * collector's validation notice. Rules were tuned on these (and the corpus and earlier tuning sets), never on the
 * held-out sets.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_7: readonly Paper[] = [
  {
    file: "hoa-fine-hearing-letter.txt",
    header: "Mangrove Bay Homeowners Association, Inc. - Lot 47",
    footer: "Notice of Proposed Fine",
    values: [
      "(239) 555-0148",
      "October 3, 2027",
      "Bartholomew Achterberg-Nwosu",
      "August 21, 2027",
      "September 28, 2027",
      "$100.00",
      "$1,000.00",
      "720.305(2)",
      "October 19, 2027",
      "6:30 p.m.",
    ],
  },
  {
    file: "hoa-intent-to-lien.txt",
    header: "Seagrass Pointe Condominium Association, Inc. - SPC-0304",
    footer: "Notice of Intent to Record a Claim of Lien",
    values: [
      "November 15, 2027",
      "Ignatius Oyelowo-Brandt",
      "SPC-0304",
      "718.121(4)",
      "July 1, 2027",
      "October 1, 2027",
      "$1,185.00",
      "$50.00",
      "$41.62",
      "$2,461.62",
      "718.116(3)",
      "Cordelia Vandermeer-Osei",
    ],
  },
  {
    file: "lease-maintenance-addendum.txt",
    header: "Osprey Flats Residential, LLC - Apartment 1207",
    footer: "Maintenance, Appliance and Pest Control Addendum",
    values: [
      "March 1, 2028",
      "Osprey Flats Residential, LLC",
      "Anastasia Kowalczyk-Mbatha",
      "8:00 a.m.",
      "5:00 p.m.",
      "$750.00",
      "(813) 555-0126",
      "6:00 p.m.",
      "$65.00",
    ],
  },
  {
    file: "lease-parking-addendum.txt",
    header: "Palm Hammock Villas - Parking Addendum",
    footer: "Parking and Vehicle Addendum",
    values: [
      "Marguerite Olufemi-Castellanos",
      "January 1, 2028",
      "December 31, 2028",
      "715.07",
      "(772) 555-0193",
      "$15.00",
      "December 12, 2027",
    ],
  },
  {
    file: "motion-to-compel.txt",
    header: "CASE NO.: 2028-CC-004163-O",
    footer: "Plaintiff's Motion to Compel Discovery",
    values: [
      "2028-CC-004163-O",
      "February 7, 2028",
      "March 20, 2028",
      "$450.00",
      "1.380(a)(4)",
      "Reginald Fairweather-Okoro",
      "0718264",
    ],
  },
  {
    file: "final-judgment-money.txt",
    header: "CASE NO.: 16-2028-CC-009518",
    footer: "Final Judgment",
    values: [
      "16-2028-CC-009518",
      "May 16, 2028",
      "June 3, 2025",
      "$7,842.55",
      "$611.40",
      "$410.00",
      "$1,500.00",
      "$10,363.95",
      "8.91%",
      "1.977",
      "May 23, 2028",
    ],
  },
  {
    file: "judgment-for-possession.txt",
    header: "Case No.: 28-004412-CO",
    footer: "Final Judgment for Possession",
    values: ["28-004412-CO", "June 2, 2028", "83.60(2)", "$2,980.00", "$300.00", "$3,280.00", "8.91%"],
  },
  {
    file: "validation-notice.txt",
    header: "Keystone Portfolio Recovery, Inc. - KPR-4419207",
    footer: "Validation Notice",
    values: [
      "1-888-555-0134",
      "July 11, 2028",
      "Florentyna Abara-Whitcombe",
      "KPR-4419207",
      "April 30, 2028",
      "$2,316.48",
      "$35.00",
      "$250.00",
      "$2,101.48",
      "August 15, 2028",
      "559.72",
    ],
  },
];

export const tuningText7 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
