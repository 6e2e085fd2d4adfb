/**
 * Held-out set 3: eight Florida papers written before the third plain-words round and never tuned on — a condominium
 * association's violation demand from its lawyers, a homeowners' association's notice of intent to record a claim of
 * lien, a landlord's notice ending a month-to-month tenancy, a debt buyer's county-court complaint with counts, an
 * order referring a case to mediation and setting a pretrial conference, a landlord's notice of a claim on a security
 * deposit, a credit-card agreement's arbitration clause and a designation of preneed guardian. Each lists the values
 * its plain version must keep.
 */
import { readFileSync } from "node:fs";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_3: readonly Paper[] = [
  {
    file: "condo-violation-demand.txt",
    header: "Ocean Crest Tower Condominium Association, Inc. - Unit 1207",
    footer: "Bellamy, Rourke & Stanhope, P.A.",
    values: [
      "January 14, 2027",
      "Anselm Dubrovsky",
      "Ocean Crest Tower Condominium Association, Inc.",
      "November 20, 2026",
      "$875.00",
      "February 13, 2027",
      "(954) 555-0147",
      "Philippa S. Rourke",
    ],
  },
  {
    file: "hoa-intent-to-lien.txt",
    header: "Mangrove Bay Property Owners Association, Inc. - Lot 62",
    footer: "Notice of Intent to Record a Claim of Lien",
    values: [
      "December 3, 2026",
      "Mangrove Bay Property Owners Association, Inc.",
      "38462000725",
      "July 1, 2026",
      "October 1, 2026",
      "$1,290.00",
      "$50.00",
      "$38.71",
      "November 30, 2026",
      "$14.60",
      "$1,393.31",
      "$645.00",
      "Leopold Ashcombe",
      "(239) 555-0182",
      "Winifred Calloway-Briggs",
    ],
  },
  {
    file: "landlord-termination-notice.txt",
    header: "1635 Magnolia Terrace, Apartment B - Notice of Termination",
    footer: "Seminole Crossing Property Management, Inc.",
    values: [
      "October 26, 2026",
      "Reginald Oyelowo-Banks",
      "Canopy Road Residential Partners, LP",
      "(850) 555-0139",
      "November 30, 2026",
      "$1,240.00",
      "November 1, 2026",
      "$1,000.00",
      "Delphine Okonjo",
      "Marcus Theriault",
    ],
  },
  {
    file: "debt-buyer-complaint.txt",
    header: "CASE NO.: 50-2026-CC-013958-XXXX-MB",
    footer: "Complaint - Meridian Asset Receivables Trust II",
    values: [
      "50-2026-CC-013958-XXXX-MB",
      "MERIDIAN ASSET RECEIVABLES TRUST II",
      "DESMOND FARQUHARSON-LEE",
      "$50,000.00",
      "April 30, 2025",
      "August 18, 2025",
      "$7,362.58",
      "November 5, 2024",
      "September 14, 2026",
      "(561) 555-0175",
      "Cassandra M. Pellegrino",
    ],
  },
  {
    file: "order-setting-mediation-pretrial.txt",
    header: "CASE NO.: 26-009714-CO",
    footer: "Uniform Order Referring Case to Mediation",
    values: [
      "26-009714-CO",
      "GULF TO BAY AUTO FINANCE, INC.",
      "ROSALIND ACHEBE-MORRISON",
      "Herschel T. Lindqvist",
      "February 23, 2027",
      "1:30 p.m.",
      "March 30, 2027",
      "9:00 a.m.",
      "(727) 464-4062",
      "January 8, 2027",
      "Beatriz Valcourt-Heming",
    ],
  },
  {
    file: "deposit-withhold-notice.txt",
    header: "Harbor Isles Rentals, LLC - 17 Atlantic Palm Court",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "Harbor Isles Rentals, LLC",
      "(904) 555-0124",
      "July 29, 2026",
      "Tobias Lindgren-Achterberg",
      "$1,187.50",
      "July 6, 2026",
      "$1,650.00",
      "July 8, 2026",
      "August 1, 2024",
      "$612.50",
      "$240.00",
      "$185.00",
      "June 1, 2026",
      "$150.00",
      "$462.50",
      "Giovanna Petrakis-Wold",
    ],
  },
  {
    file: "card-arbitration-clause.txt",
    header: "Sunrise River Bank, N.A. - Cardmember Agreement",
    footer: "Platinum Rewards Visa Cardmember Agreement",
    values: [
      "Sunrise River Bank, N.A.",
      "Imogen Castellanos-Reyes",
      "March 1, 2026",
      "$200.00",
      "April 30, 2026",
      "1-800-555-0196",
    ],
  },
  {
    file: "preneed-guardian-designation.txt",
    header: "Designation of Preneed Guardian - Wilhelmina Jeanette Okoro-Haskins",
    footer: "Section 744.3045, Florida Statutes",
    values: [
      "Wilhelmina Jeanette Okoro-Haskins",
      "Adaeze Okoro-Pemberton",
      "(352) 555-0153",
      "Cornelius Abernathy-Wolfe",
      "Bartholomew Sinclair Haskins",
      "Felicity Okoro-Haskins",
      "9th day of February, 2027",
      "Thaddeus R. Kingsley",
      "Marguerite Delacroix-Fenn",
    ],
  },
];

export const heldOutText3 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");
