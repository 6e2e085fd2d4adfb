/**
 * The sixth plain-words round's tuning papers, written for it: a default final judgment, a lease's pet and common-area
 * addendum, an HOA's second notice of violation, a debt collector's notice, a small-claims order setting
 * mediation, and a landlord's notice ending a month-to-month tenancy. Rules were tuned on these (and the corpus and earlier tuning sets), never on the held-out sets.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_6: readonly Paper[] = [
  {
    file: "default-judgment-order.txt",
    header: "CASE NO.: 16-2027-CC-007321",
    footer: "Default Final Judgment",
    values: [
      "16-2027-CC-007321",
      "March 3, 2027",
      "$6,418.90",
      "$395.00",
      "$6,813.90",
      "8.52%",
      "May 20, 2027",
      "2:00 p.m.",
      "April 12, 2027",
      "Cornelia Vasquez-Abernathy",
    ],
  },
  {
    file: "pet-addendum.txt",
    header: "Seagrape Commons, LLC - Apartment 3F",
    footer: "Pet and Common Area Addendum",
    values: [
      "June 1, 2027",
      "Seagrape Commons, LLC",
      "Leonidas Barrow-Nguyen",
      "May 28, 2027",
      "$300.00",
      "$25.00",
      "8:00 a.m.",
      "10:00 p.m.",
      "$50.00",
    ],
  },
  {
    file: "hoa-violation-letter.txt",
    header: "Pelican Landing Community Association, Inc.",
    footer: "Second Notice of Violation - Lot 112",
    values: [
      "(239) 555-0171",
      "August 9, 2027",
      "Theodora Nakamura-Okeke",
      "August 2, 2027",
      "May 17, 2027",
      "September 8, 2027",
      "$50.00",
      "$1,000.00",
      "720.305(2)",
    ],
  },
  {
    file: "collection-notice.txt",
    header: "Bayfront Credit Solutions, LLC - BCS-7741902",
    footer: "Validation Notice",
    values: [
      "1-855-555-0162",
      "October 18, 2027",
      "Cassandra Mbeki-Lindstrom",
      "BCS-7741902",
      "June 30, 2027",
      "$1,284.17",
      "$100.00",
      "$1,184.17",
      "November 29, 2027",
      "559.72",
    ],
  },
  {
    file: "mediation-notice.txt",
    header: "CASE NO.: 2027-SC-002917",
    footer: "Order Setting Mediation",
    values: [
      "2027-SC-002917",
      "March 8, 2027",
      "April 6, 2027",
      "1:30 p.m.",
      "$2,750.00",
      "May 11, 2027",
      "9:00 a.m.",
      "Rosalind Ferreira-Abbott",
    ],
  },
  {
    file: "termination-notice.txt",
    header: "Blue Heron Residential Partners, LLC - Unit 5",
    footer: "Notice of Termination of Month-to-Month Tenancy",
    values: [
      "January 14, 2028",
      "Percival Ojukwu-Hargreaves",
      "February 29, 2028",
      "83.57(3)",
      "11:59 p.m.",
      "$1,340.00",
      "83.58",
      "February 1, 2028",
      "83.49",
      "(863) 555-0139",
    ],
  },
];

export const tuningText6 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
