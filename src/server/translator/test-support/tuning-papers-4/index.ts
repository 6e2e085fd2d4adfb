/**
 * The fourth plain-words round's tuning papers, written for it: a lease renewal offer, a furniture lender's notice of
 * default and right to cure, and a small-claims notice of pretrial conference. Rules were tuned on these (and the
 * corpus), never on the held-out sets.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_4: readonly Paper[] = [
  {
    file: "lease-renewal-offer.txt",
    header: "Cypress Hollow Apartments - Unit 22",
    footer: "Lease Renewal Offer",
    values: [
      "January 8, 2027",
      "Wendell Okereke-Palmer",
      "April 1, 2026",
      "March 31, 2027",
      "February 15, 2027",
      "$1,340.00",
      "$1,425.00",
      "April 1, 2027",
      "$30.00",
      "$50.00",
      "$200.00",
      "Rhiannon Takahashi-Burke",
      "(352) 555-0112",
    ],
  },
  {
    file: "finance-default-letter.txt",
    header: "Gulfview Furniture Credit Services - Account GFC-227190",
    footer: "Notice of Default and Right to Cure",
    values: [
      "June 3, 2027",
      "Clementine Adebayo-Rourke",
      "GFC-227190",
      "$96.00",
      "April 20, 2027",
      "May 20, 2027",
      "$192.00",
      "$10.00",
      "$212.00",
      "June 24, 2027",
      "$1,734.60",
      "September 2, 2025",
      "1-800-555-0175",
      "Horatio Villeneuve-Amadi",
    ],
  },
  {
    file: "small-claims-pretrial-order.txt",
    header: "CASE NO.: 01-2027-SC-000913",
    footer: "Notice of Pretrial Conference and Order",
    values: [
      "01-2027-SC-000913",
      "BRIARWOOD PLUMBING & DRAIN, INC.",
      "OCTAVIA MBEKI-SUNDQUIST",
      "March 11, 2027",
      "8:30 a.m.",
      "$2,310.00",
      "$185.00",
      "(352) 555-0106",
      "January 27, 2027",
      "Juniper A. Castellanos-Whitby",
    ],
  },
];

export const tuningText4 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
