/**
 * The fifth plain-words round's tuning papers, written for it: a landlord's notice of lease expiration and holdover
 * rent, a credit union's notice of default on a credit card, a small-claims order setting the final hearing, a lease's
 * added provisions, a towing company's notice of towing and storage, and a parent's designation of a guardian for her
 * minor children. Rules
 * were tuned on these (and the corpus and earlier tuning sets), never on the held-out sets.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_5: readonly Paper[] = [
  {
    file: "holdover-notice.txt",
    header: "Harbor Oaks Residential, LLC - Apartment 9B",
    footer: "Notice of Lease Expiration and Holdover Charges",
    values: [
      "(850) 555-0117",
      "May 3, 2027",
      "Thelonius Abernathy-Quispe",
      "May 31, 2027",
      "83.58",
      "$1,260.00",
      "$2,520.00",
      "May 17, 2027",
      "Marisela Ferrante-Obi",
    ],
  },
  {
    file: "credit-card-default-notice.txt",
    header: "Pelican Bay Credit Union - Card ending 5519",
    footer: "Notice of Default and Right to Cure",
    values: [
      "1-800-555-0191",
      "September 14, 2027",
      "Rosalind Achebe-Martinez",
      "August 25, 2027",
      "$318.00",
      "6.9%",
      "17.9%",
      "$4,411.27",
      "October 10, 2027",
      "$27.00",
    ],
  },
  {
    file: "hearing-order.txt",
    header: "CASE NO.: 27-SC-004418",
    footer: "Order Setting Final Hearing",
    values: [
      "27-SC-004418",
      "June 8, 2027",
      "July 20, 2027",
      "1:30 p.m.",
      "$2,145.00",
      "April 2, 2027",
      "(352) 555-0161",
      "Judge Imogen Saperstein-Kariuki",
    ],
  },
  {
    file: "lease-clauses.txt",
    header: "412 Sponge Harbor Lane - Residential Lease",
    footer: "Additional Provisions",
    values: [
      "Gwendolyn Oyelaran-Fitzpatrick",
      "August 1, 2027",
      "July 31, 2028",
      "$1,950.00",
      "$75.00",
      "$10.00",
      "$150.00",
      "$250.00",
    ],
  },
  {
    file: "towing-notice.txt",
    header: "Bayou Towing & Recovery, Inc.",
    footer: "Notice of Vehicle Towing and Storage",
    values: [
      "(904) 555-0108",
      "October 4, 2027",
      "Percival Adeyemi-Lundqvist",
      "September 30, 2027",
      "11:42 p.m.",
      "8:00 a.m.",
      "6:00 p.m.",
      "$150.00",
      "$50.00",
      "$20.00",
      "$80.00",
      "713.78",
      "Anastasia Holmberg-Nwachukwu",
    ],
  },
  {
    file: "minor-guardian-designation.txt",
    header: "Designation of Preneed Guardian - Lucinda Moreau-Adjei",
    footer: "Section 744.3046, Florida Statutes",
    values: [
      "744.3046",
      "Lucinda Moreau-Adjei",
      "Elias Moreau-Adjei",
      "March 2, 2016",
      "Noor Moreau-Adjei",
      "November 19, 2019",
      "Beatrice Moreau-Lindahl",
      "Ottoline Fairweather-Musa",
      "April 14, 2027",
      "Rupert Achterberg",
      "Saoirse Delacroix-Obi",
    ],
  },
];

export const tuningText5 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
